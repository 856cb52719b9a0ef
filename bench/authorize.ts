// npm run bench:authorize: the authorisation endpoint under load. A server on the demo data (PGlite, or
// PostgreSQL with DATABASE_URL: a database of its own, made and dropped), a terminal registered through the
// API, and BENCH_CONNECTIONS terminals' worth of requests over the group's demo cards: authorise (a mix
// that gets approvals, partial approvals and denials), then complete what was approved. Prints
// authorisations per second, their p50/p99, and the ratio to the bare route (/api/v1/ping) measured the
// same way; writes them to bench/results.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './server';
import { authorizationMix, authorizationSetup, httpClient, loadLoop } from './terminal';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8192);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.DATABASE_URL;
const engine = pgUrl ? 'postgresql' : 'pglite';
const { request, destroy } = httpClient(base);
const load = (step: Parameters<typeof loadLoop>[2]) => loadLoop(connections, seconds, step);

/**
 * The demo cards' limits and their customers' credit, ×100 in the benchmark's own database: at a thousand
 * requests a second the 257 demo cards would otherwise spend their day within two seconds, and the rest of
 * the run would measure cheap "límite diario superado" denials instead of the realistic mix (most
 * approved, each with its sale). PGlite's database is the server's own while it runs: left as it is.
 */
async function widenLimits(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      'update vehiculos set limitediario = limitediario * 100, limitemensual = limitemensual * 100',
    );
    await c.query(
      `update clientes_opcionestpv set limitediarioeuros = limitediarioeuros * 100,
         limitemensualeuros = limitemensualeuros * 100, limitediariolitros = limitediariolitros * 100,
         limitemensuallitros = limitemensuallitros * 100`,
    );
    await c.query('update clientes_configuracion set limitecredito = limitecredito * 100');
  } finally {
    await c.end();
  }
}

/** CPU time (µs) of a process so far, from /proc (Linux; 0 elsewhere). */
function processCpu(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by this generator, the API process and the PostgreSQL backends serving the benchmark's
 * database (PGlite runs inside the API). Backends are found by their database, so other work on the
 * server does not count; the shared WAL writer is left out.
 */
async function cpuTimes(apiPid: number, url: string | undefined) {
  const own = process.cpuUsage();
  const backends = new Map<number, number>();
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const r of rows) backends.set(r.pid, processCpu(r.pid));
    } finally {
      await c.end();
    }
  }
  return { generador: own.user + own.system, API: processCpu(apiPid), backends };
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
  const server = await startServer(base, { ...process.env, ...env }, 10);
  try {
    const { terminal, cards, fuel } = await authorizationSetup(base);
    if (env.DATABASE_URL) await widenLimits(env.DATABASE_URL);
    console.log(
      `${cards.length} tarjetas del grupo ${terminal.idgrupo}; ${connections} conexiones, ${seconds} s por escenario`,
    );

    const ceiling = await load(async (timed) => {
      await timed(() => request('GET', '/api/v1/ping', {}));
    });
    const mix = authorizationMix(request, terminal.key, cards, fuel);
    const cpuBefore = await cpuTimes(server.pid!, env.DATABASE_URL);
    const auth = await load(mix.step);
    const cpuAfter = await cpuTimes(server.pid!, env.DATABASE_URL);
    const { tally } = mix;
    const completed = mix.completed();

    const ratio = Math.round((auth.rps / (ceiling.rps || 1)) * 1000) / 1000;
    console.log(
      '\nEscenario'.padEnd(46),
      'req/s'.padStart(8),
      'p50'.padStart(7),
      'p99'.padStart(7),
      'vs techo'.padStart(9),
    );
    /** A scenario's line under that header: its throughput, latencies and share of the ceiling. */
    const row = (scenario: string, r: typeof auth, share: string) =>
      console.log(
        scenario.padEnd(45),
        String(r.rps).padStart(8),
        String(r.p50).padStart(7),
        String(r.p99).padStart(7),
        share.padStart(9),
      );
    row('techo: GET /api/v1/ping', ceiling, '100%');
    row('autorizaciones (cada una seguida de su venta)', auth, `${(ratio * 100).toFixed(1)}%`);
    // Where the two cores went, per authorisation with its sale (the box is shared by all three).
    // A backend opened during the run counts from zero.
    let pgMicros = 0;
    for (const [pid, t] of cpuAfter.backends) pgMicros += t - (cpuBefore.backends.get(pid) ?? 0);
    const per = (micros: number) => Math.round(micros / Math.max(1, auth.n));
    const cpu = {
      generador: per(cpuAfter.generador - cpuBefore.generador),
      API: per(cpuAfter.API - cpuBefore.API),
      PostgreSQL: per(pgMicros),
    };
    console.log(
      `\nCPU por autorización (con su venta): ${Object.entries(cpu)
        .map(([k, us]) => `${k} ${us} µs`)
        .join(', ')}`,
    );
    console.log(`${auth.n} autorizaciones, ${completed} ventas completadas:`);
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
      cpuMicrosPerAuthorization: cpu,
    };
    fs.writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
    console.log(`\nResultados en ${path.relative(root, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDb();
    destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
