import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/free-port';

// The server as `npm start` runs it, in a process of its own: API_PROCESSES forks workers sharing the port.
const server = path.join(import.meta.dirname, 'server.ts');
const pgUrl = process.env.DATABASE_URL;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

it('refuses several processes on the embedded database, saying why', async () => {
  const { exited, output } = start({ API_PROCESSES: '2', DATABASE_URL: '', DATA_DIR: 'memory://' });
  expect(await exited).toBe(1);
  expect(output()).toContain('API_PROCESSES > 1 necesita DATABASE_URL');
});

it.skipIf(!pgUrl)(
  'runs API_PROCESSES workers on one port, and stops them all on SIGTERM',
  async () => {
    const name = `ac_test_procesos_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    try {
      const port = await freePort();
      const { child, exited, output } = start({
        API_PROCESSES: '2',
        DATABASE_URL: url.toString(),
        SEED: 'none',
        PORT: String(port),
      });
      const deadline = Date.now() + 120_000;
      while (!output().includes('(2 procesos)') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect(output()).toContain(`escuchando en http://127.0.0.1:${port} (2 procesos)`);
      const workers = execFileSync('ps', ['--ppid', String(child.pid), '-o', 'pid='])
        .toString()
        .trim()
        .split(/\s+/);
      expect(workers.length).toBe(2);
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/ping`);
      expect(res.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  },
  180_000,
);
