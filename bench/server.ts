// The API server a benchmark measures: its own process, so its CPU and memory are its own.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts `apps/api/src/server.ts` with `env` and waits until `/healthz` answers (a large seed can take
 * `minutes` to generate the first time). BENCH_NODE_ARGS: extra flags for its node (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`).
 */
export async function startServer(
  base: string,
  env: NodeJS.ProcessEnv,
  minutes: number,
): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('El servidor terminó antes de estar listo');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('El servidor no respondió a tiempo');
}
