// npm run bench:authorize: the authorisation endpoint under load. A server on the demo data (PGlite, or
// PostgreSQL with DATABASE_URL: a database of its own, made and dropped), a terminal registered through the
// API, and BENCH_CONNECTIONS terminals' worth of requests over the group's demo cards: authorise (a mix
// that gets approvals, partial approvals and denials), then complete what was approved. Prints
// authorisations per second, their p50/p99, and the ratio to the bare route (/api/v1/ping) measured the
// same way; writes them to bench/results.json.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demoCards, groupProducts, registerTerminal, saleLine, staffLogin } from './terminal';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8192);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.DATABASE_URL;
const engine = pgUrl ? 'postgresql' : 'pglite';
const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 2 });

function request(method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, agent, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        data += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** `connections` loops of `step` for `seconds`: what each timed call took. */
async function load(step: (timed: (fn: () => Promise<unknown>) => Promise<unknown>) => Promise<void>) {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const timed = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    const out = await fn();
    latencies.push(performance.now() - t0);
    return out;
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await step(timed);
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    n: latencies.length,
  };
}

async function waitForHealth(server: ChildProcess) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('El servidor terminó antes de estar listo');
    try {
      if ((await request('GET', '/healthz', {})).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('El servidor no respondió a tiempo');
}

async function main() {
  let dropDb = async () => {};
  const env: Record<string, string> = { PORT: String(port), SEED: 'demo', LOG_LEVEL: 'warn' };
  if (pgUrl) {
    const name = 'ac_bench_authorize';
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ac-bench-auth-'));
  }
  console.log(`Arrancando el servidor (${engine}, datos de demostración)…`);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(server);
    const staff = await staffLogin(base);
    const terminal = await registerTerminal(staff);
    const cards = await demoCards(staff, terminal.idgrupo);
    const fuel = (await groupProducts(staff, terminal.idgrupo)).find((p) => p.codigo === 'GOA')!;
    const headers = { 'content-type': 'application/json', 'x-terminal-key': terminal.key };
    console.log(
      `${cards.length} tarjetas del grupo ${terminal.idgrupo}; ${connections} conexiones, ${seconds} s por escenario`,
    );

    const ceiling = await load(async (timed) => {
      await timed(() => request('GET', '/api/v1/ping', {}));
    });
    const tally = new Map<string, number>();
    const km = new Map(cards.map((c) => [c.idvehiculo, c.km]));
    let completed = 0;
    const auth = await load(async (timed) => {
      const card = cards[Math.floor(Math.random() * cards.length)]!;
      const reading = (km.get(card.idvehiculo) ?? 0) + 20;
      // 1 in 20 with a wrong PIN; amounts that leave room for many approvals, some partial, some denied.
      const importe = Math.round((5 + Math.random() * 45) * 100) / 100;
      const body = JSON.stringify({
        tarjeta: card.pan,
        pin: Math.random() < 0.05 ? '0000' : card.pin,
        matricula: card.matricula,
        km: reading,
        productos: [{ idproducto: fuel.idproducto }],
        importe,
      });
      const res = (await timed(() => request('POST', '/api/v1/authorize', headers, body))) as {
        status: number;
        body: string;
      };
      if (res.status !== 200) {
        tally.set(`error ${res.status}`, (tally.get(`error ${res.status}`) ?? 0) + 1);
        return;
      }
      const a = JSON.parse(res.body) as {
        idoperacion: number;
        resultado: string;
        motivo: string;
        importeautorizado: number;
      };
      tally.set(
        a.resultado === 'aprobada' ? 'aprobada' : a.motivo,
        (tally.get(a.resultado === 'aprobada' ? 'aprobada' : a.motivo) ?? 0) + 1,
      );
      if (a.resultado !== 'aprobada') return;
      km.set(card.idvehiculo, reading);
      const done = await request(
        'POST',
        '/api/v1/authorize/complete',
        headers,
        JSON.stringify({
          idoperacion: a.idoperacion,
          lineas: [saleLine(fuel.idproducto, a.importeautorizado, 1.459)],
        }),
      );
      if (done.status === 200) completed++;
    });

    const ratio = Math.round((auth.rps / (ceiling.rps || 1)) * 1000) / 1000;
    console.log(
      '\nEscenario'.padEnd(46),
      'req/s'.padStart(8),
      'p50'.padStart(7),
      'p99'.padStart(7),
      'vs techo'.padStart(9),
    );
    console.log(
      'techo: GET /api/v1/ping'.padEnd(45),
      String(ceiling.rps).padStart(8),
      String(ceiling.p50).padStart(7),
      String(ceiling.p99).padStart(7),
      '100%'.padStart(9),
    );
    console.log(
      'autorizaciones (cada una seguida de su venta)'.padEnd(45),
      String(auth.rps).padStart(8),
      String(auth.p50).padStart(7),
      String(auth.p99).padStart(7),
      `${(ratio * 100).toFixed(1)}%`.padStart(9),
    );
    console.log(`\n${auth.n} autorizaciones, ${completed} ventas completadas:`);
    for (const [k, n] of [...tally].sort((x, y) => y[1] - x[1])) console.log(`  ${k.padEnd(40)} ${n}`);

    const file = path.join(root, 'bench/results.json');
    const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    previous[`autorizacion-${engine}`] = {
      date: new Date().toISOString(),
      connections,
      durationSeconds: seconds,
      cards: cards.length,
      ceiling,
      authorize: { ...auth, ratio, completed, results: Object.fromEntries(tally) },
    };
    fs.writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
    console.log(`\nResultados en ${path.relative(root, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDb();
    agent.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
