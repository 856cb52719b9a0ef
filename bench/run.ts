// npm run bench: the server on SEED=large data, driven by autocannon from a second process.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8190);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const engine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
// The large data set is built once and kept: seeding a million tickets takes minutes.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-large');

type Result = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function waitForHealth(server: ChildProcess) {
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('El servidor terminó antes de estar listo');
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('El servidor no respondió a tiempo');
}

function cannon(url: string, headers: Record<string, string>): Omit<Result, 'name' | 'path'> {
  const args = ['-j', '-c', String(connections), '-d', String(duration)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const out = spawnSync(path.join(root, 'node_modules/.bin/autocannon'), args, {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (out.status !== 0) throw new Error(out.stderr);
  const r = JSON.parse(out.stdout);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(
    `Arrancando el servidor (${engine}, SEED=large; la primera vez genera los datos y tarda unos minutos)…`,
  );
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SEED: 'large', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(server);
    const login = await fetch(`${base}/api/v1/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.es', password: 'Demo#2026' }),
    });
    const session = await login.json();
    const auth = { authorization: `Bearer ${session.token}`, 'x-api-key': session.key };
    const station = session.scope[0].idlocal;
    const group = session.scope[0].idgrupo;
    const firstCustomer = await (
      await fetch(`${base}/api/v1/customers?idgrupo=${group}&limit=1`, { headers: auth })
    ).json();
    const customer = firstCustomer.customers[0].id;
    const nif = firstCustomer.customers[0].nif;

    const scenarios: { name: string; path: string; auth: boolean }[] = [
      { name: 'techo: ruta pública mínima', path: '/api/v1/ping', auth: false },
      { name: 'clientes de un grupo', path: `/api/v1/customers?idgrupo=${group}`, auth: true },
      { name: 'clientes: búsqueda por NIF', path: `/api/v1/customers?idgrupo=${group}&q=${nif}`, auth: true },
      {
        name: 'clientes: búsqueda amplia (1 de cada 6)',
        path: `/api/v1/customers?idgrupo=${group}&q=valladolid`,
        auth: true,
      },
      {
        name: 'tickets de una estación, una semana',
        path: `/api/tickets?idlocal=${station}&datesince=${isoDay(-7)}&dateto=${isoDay(0)}`,
        auth: true,
      },
      { name: 'tickets de un cliente', path: `/api/tickets?idcliente=${customer}`, auth: true },
      {
        name: 'auditoría web de un día',
        path: `/api/v1/audit/web?datesince=${isoDay(-1)}&dateto=${isoDay(-1)}`,
        auth: true,
      },
    ];
    const results: Result[] = [];
    for (const s of scenarios) {
      const r = cannon(`${base}${s.path}`, s.auth ? auth : {});
      results.push({ name: s.name, path: s.path, ...r });
      console.log(
        `  ${s.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} no-2xx` : ''}`,
      );
    }
    const ceiling = results[0]!.rps || 1;
    const rows = results.map((r) => ({ ...r, ratio: Math.round((r.rps / ceiling) * 1000) / 1000 }));
    console.log(
      '\nEscenario'.padEnd(45),
      'req/s'.padStart(8),
      'p50'.padStart(6),
      'p99'.padStart(6),
      'vs techo'.padStart(9),
    );
    for (const r of rows) {
      console.log(
        r.name.padEnd(44),
        String(r.rps).padStart(8),
        String(r.p50).padStart(6),
        String(r.p99).padStart(6),
        `${(r.ratio * 100).toFixed(1)}%`.padStart(9),
      );
    }
    const file = path.join(root, 'bench/results.json');
    const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    previous[engine] = {
      date: new Date().toISOString(),
      connections,
      durationSeconds: duration,
      results: rows,
    };
    fs.writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
    console.log(`\nResultados en ${path.relative(root, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
