// npm run bench: the server on SEED=large data, driven by autocannon from a second process.
//
// One run, per engine (PGlite always unless BENCH_ENGINES says otherwise; PostgreSQL when DATABASE_URL
// is set), starts one server and, in that same session: warms every scenario up, then measures every
// scenario in BENCH_ROUNDS rounds (3), each round between two measures of the bare ping, and reports the
// median of each scenario's req/s and of its ratio to the ping of its own round. The box is shared, so
// the ratios are what compare across runs; the load average is printed and stored with them.
// It also prints the API process's resident memory idle (after start-up), at its peak under load and
// idle again at the end. The authorisation endpoint is one more scenario of the same rounds (a demo
// terminal's mix of authorisations and sales, from bench/terminal.ts), timed per authorisation.
//
// BENCH_SEED picks the volume: `large` (1M tickets; default) or `xl` (10M tickets). The data is built once
// and kept: PGlite in bench/.data-<seed>, PostgreSQL in a database `ac_bench_<seed>` next to the one of
// DATABASE_URL (made the first time; drop it to build it again).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './server';
import { authorizationMix, authorizationSetup, httpClient, loadLoop } from './terminal';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? process.env.PORT ?? 8190);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const engines = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'pglite,postgresql' : 'pglite'))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean) as Engine[];
const seed = process.env.BENCH_SEED === 'xl' ? 'xl' : 'large';
// The data set is built once and kept: seeding millions of tickets takes minutes.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, `bench/.data-${seed}`);
const AUTHORIZE = 'autorizaciones (cada una con su venta)';
const DEEP_ROWS = 25_000;

type Engine = 'pglite' | 'postgresql';
/** An autocannon GET of `path`, or a `loop` of its own (the authorisations) for the given seconds. */
type Scenario = { name: string; path: string; auth: boolean; loop?: (seconds: number) => Promise<Sample> };
type Sample = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
type Row = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  rounds: { rps: number; ratio: number }[];
  errors: number;
  non2xx: number;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Resident memory of a process in MiB (Linux), sampled while something runs. */
function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

let peakRss = 0;

/** autocannon in its own process (so the load generator does not share this event loop's timing). */
function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<Sample> {
  const args = ['-j', '-c', String(connections), '-d', String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(err));
      const r = JSON.parse(out);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

async function getJson(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The cursor of the page that starts after `rows` rows of a list (walked 500 at a time). */
async function cursorAfter(listPath: string, key: string, rows: number, headers: Record<string, string>) {
  let cursor = '';
  for (let seen = 0; seen < rows; seen += 500) {
    const sep = listPath.includes('?') ? '&' : '?';
    const page = await getJson(
      `${base}${listPath}${sep}limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    );
    if (!page.nextCursor || page[key].length < 500) throw new Error(`${listPath}: menos de ${rows} filas`);
    cursor = page.nextCursor;
  }
  return cursor;
}

/**
 * Latency of `q` searches in the big group, one request at a time (no queueing): p50 and p95 of
 * BENCH_SEARCH_REQUESTS requests per text, from the broadest to one that matches nothing.
 */
async function searchLatency(group: number, nif: string, headers: Record<string, string>) {
  const n = Number(process.env.BENCH_SEARCH_REQUESTS ?? 60);
  const texts = ['cliente', 'valladolid', 'volumen 12', 'volumen 1234', nif, 'zzzz'];
  const out: { q: string; matches: string; p50: number; p95: number }[] = [];
  for (const q of texts) {
    const url = `${base}/api/v1/customers?idgrupo=${group}&q=${encodeURIComponent(q)}`;
    const first = await getJson(url, headers);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
    out.push({ q, matches: `${first.total}${first.totalcapped ? '+' : ''}`, p50: at(0.5), p95: at(0.95) });
  }
  return out;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function scenariosFor(
  auth: Record<string, string>,
  session: { scope: { idlocal: number; idgrupo: number }[] },
) {
  const station = session.scope[0]!.idlocal;
  // The group SEED=large filled with its 100,000 customers.
  const volume = await getJson(
    `${base}/api/v1/customers?q=${encodeURIComponent('cliente de volumen')}&limit=1`,
    auth,
  );
  const group: number = volume.customers[0]?.idgrupo ?? session.scope[0]!.idgrupo;
  const first = await getJson(`${base}/api/v1/customers?idgrupo=${group}&limit=1`, auth);
  const customer = first.customers[0].id;
  const nif = first.customers[0].nif;
  // The price grid's group: the one the large seed gave its 500 volume stations.
  const volumeStation = (session.scope as { idgrupo: number; idlocal: number; local: string }[]).find((e) =>
    e.local.startsWith('E.S. Volumen'),
  );
  const priceGroup = volumeStation?.idgrupo ?? group;
  const priceStation = volumeStation?.idlocal ?? station;
  const grid = await getJson(`${base}/api/v1/prices?idgrupo=${priceGroup}&limit=1`, auth);
  const priceProduct: number = grid.productos[0]?.idproducto ?? 1;
  const ticketsDeep = await cursorAfter('/api/tickets', 'tickets', DEEP_ROWS, auth);
  const customersDeep = await cursorAfter(`/api/v1/customers?idgrupo=${group}`, 'customers', DEEP_ROWS, auth);
  const list: Scenario[] = [
    { name: 'clientes de un grupo', path: `/api/v1/customers?idgrupo=${group}`, auth: true },
    { name: 'clientes: búsqueda por NIF', path: `/api/v1/customers?idgrupo=${group}&q=${nif}`, auth: true },
    {
      name: 'clientes: búsqueda amplia (1 de cada 6)',
      path: `/api/v1/customers?idgrupo=${group}&q=valladolid`,
      auth: true,
    },
    {
      name: 'clientes: búsqueda estrecha (nombre)',
      path: `/api/v1/customers?idgrupo=${group}&q=volumen%2012345`,
      auth: true,
    },
    {
      name: 'clientes de un grupo por población',
      path: `/api/v1/customers?idgrupo=${group}&sort=poblacion`,
      auth: true,
    },
    {
      name: 'clientes de un grupo por fecha de alta',
      path: `/api/v1/customers?idgrupo=${group}&sort=-fechaalta`,
      auth: true,
    },
    { name: 'clientes: página 1 (grupo grande)', path: `/api/v1/customers?idgrupo=${group}`, auth: true },
    {
      name: `clientes: página tras ${DEEP_ROWS.toLocaleString('es-ES')} filas`,
      path: `/api/v1/customers?idgrupo=${group}&cursor=${customersDeep}`,
      auth: true,
    },
    { name: 'clientes de todos los grupos', path: '/api/v1/customers', auth: true },
    {
      name: 'tickets de una estación, una semana',
      path: `/api/tickets?idlocal=${station}&datesince=${isoDay(-7)}&dateto=${isoDay(0)}`,
      auth: true,
    },
    { name: 'tickets de un cliente', path: `/api/tickets?idcliente=${customer}`, auth: true },
    {
      name: 'crédito: movimientos de un cliente',
      path: `/api/v1/credit/movements?idcliente=${customer}`,
      auth: true,
    },
    { name: 'vales de un grupo', path: `/api/v1/vouchers?idgrupo=${group}`, auth: true },
    {
      name: 'precios: rejilla de un grupo (500+ estaciones)',
      path: `/api/v1/prices?idgrupo=${priceGroup}`,
      auth: true,
    },
    {
      name: 'precios: historia de una estación, 90 días',
      path: `/api/v1/prices/history?idlocal=${priceStation}&idproducto=${priceProduct}&datesince=${isoDay(-90)}`,
      auth: true,
    },
    { name: 'tickets: página 1 (todos)', path: '/api/tickets', auth: true },
    {
      name: `tickets: página tras ${DEEP_ROWS.toLocaleString('es-ES')} filas`,
      path: `/api/tickets?cursor=${ticketsDeep}`,
      auth: true,
    },
    {
      name: 'auditoría web de un día',
      path: `/api/v1/audit/web?datesince=${isoDay(-1)}&dateto=${isoDay(-1)}`,
      auth: true,
    },
  ];
  return { group, nif, scenarios: list.filter((s) => !only || only.test(s.name)) };
}

/** The PostgreSQL database of this volume, next to DATABASE_URL's: made empty the first time, then kept. */
async function benchDatabase(url: string) {
  const name = `ac_bench_${seed}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The authorisation scenario: a demo terminal's mix (bench/terminal.ts), timed per authorisation. */
async function authorizeScenario(): Promise<Scenario & { tally: Map<string, number> }> {
  const { terminal, cards, fuel } = await authorizationSetup(base);
  const { request } = httpClient(base);
  const mix = authorizationMix(request, terminal.key, cards, fuel);
  return {
    name: AUTHORIZE,
    path: `POST /api/v1/authorize (${cards.length} tarjetas del grupo ${terminal.idgrupo})`,
    auth: true,
    tally: mix.tally,
    loop: async (seconds) => {
      const before = [...mix.tally].filter(([k]) => k.startsWith('error')).reduce((a, [, n]) => a + n, 0);
      const r = await loadLoop(connections, seconds, mix.step);
      const after = [...mix.tally].filter(([k]) => k.startsWith('error')).reduce((a, [, n]) => a + n, 0);
      return { rps: r.rps, p50: r.p50, p99: r.p99, errors: 0, non2xx: after - before };
    },
  };
}

async function benchEngine(engine: Engine) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SEED: seed,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  };
  if (engine === 'pglite') delete env.DATABASE_URL;
  else env.DATABASE_URL = await benchDatabase(process.env.DATABASE_URL!);
  fs.mkdirSync(dataDir, { recursive: true });
  // Another server on the port would be measured instead of this one.
  if (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`El puerto ${port} ya está en uso: elija otro con BENCH_PORT`);
  console.log(
    `\n== ${engine}: arrancando el servidor (SEED=${seed}; la primera vez genera los datos y tarda unos minutos)…`,
  );
  const server = await startServer(base, env, 40);
  const pid = server.pid!;
  try {
    const loadBefore = load();
    const login = await fetch(`${base}/api/v1/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.es', password: 'Demo#2026' }),
    });
    const session = await login.json();
    const auth: Record<string, string> = {
      authorization: `Bearer ${session.token}`,
      'x-api-key': session.key,
    };
    // As a browser asks (`br`, `gzip`): the answers of the lists then go out compressed.
    if (acceptEncoding) auth['accept-encoding'] = acceptEncoding;
    const { group, nif, scenarios } = await scenariosFor(auth, session);
    const authorize = !only || only.test(AUTHORIZE) ? await authorizeScenario() : undefined;
    if (authorize) scenarios.push(authorize);
    const ping: Scenario = { name: 'techo: ruta pública mínima (ping)', path: '/api/v1/ping', auth: false };
    const run = async (s: Scenario, seconds: number) => {
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMiB(pid));
      }, 250);
      try {
        return await (s.loop ? s.loop(seconds) : cannon(`${base}${s.path}`, s.auth ? auth : {}, seconds));
      } finally {
        clearInterval(sampler);
      }
    };

    await new Promise((r) => setTimeout(r, 2000));
    const idleRss = rssMiB(pid);
    console.log(`  carga (loadavg 1/5/15 min): ${loadBefore}; RSS en reposo: ${idleRss} MiB`);
    console.log(`  calentamiento: ${warmup} s por escenario…`);
    for (const s of [ping, ...scenarios]) await run(s, warmup);

    const samples = new Map<Scenario, Sample[]>([
      [ping, []],
      ...scenarios.map((s) => [s, []] as [Scenario, Sample[]]),
    ]);
    const pingOfRound: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const before = await run(ping, duration);
      for (const s of scenarios) {
        const x = await run(s, duration);
        samples.get(s)!.push(x);
        console.log(
          `  ronda ${r + 1}: ${s.name}: ${Math.round(x.rps)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms${x.non2xx ? `, ${x.non2xx} no-2xx` : ''}`,
        );
      }
      const after = await run(ping, duration);
      samples.get(ping)!.push(before, after);
      pingOfRound.push((before.rps + after.rps) / 2);
      console.log(`  ronda ${r + 1}: ping ${Math.round(before.rps)} / ${Math.round(after.rps)} req/s`);
    }
    const search = process.env.BENCH_SEARCH === '0' ? [] : await searchLatency(group, nif, auth);
    await new Promise((r) => setTimeout(r, 3000));
    const afterRss = rssMiB(pid);
    const loadAfter = load();

    const rows: Row[] = [ping, ...scenarios].map((s) => {
      const xs = samples.get(s)!;
      const perRound =
        s === ping
          ? pingOfRound.map((p) => ({ rps: Math.round(p), ratio: 1 }))
          : xs.map((x, i) => ({ rps: Math.round(x.rps), ratio: x.rps / pingOfRound[i]! }));
      return {
        name: s.name,
        path: s.path,
        rps: Math.round(median(perRound.map((p) => p.rps))),
        p50: median(xs.map((x) => x.p50)),
        p99: median(xs.map((x) => x.p99)),
        ratio: Math.round(median(perRound.map((p) => p.ratio)) * 10_000) / 10_000,
        rounds: perRound.map((p) => ({ rps: p.rps, ratio: Math.round(p.ratio * 10_000) / 10_000 })),
        errors: xs.reduce((a, x) => a + x.errors, 0),
        non2xx: xs.reduce((a, x) => a + x.non2xx, 0),
      };
    });

    console.log(
      `\n${engine}: mediana de ${rounds} rondas de ${duration} s, ${connections} conexiones; carga ${loadBefore} → ${loadAfter} (${os.cpus().length} núcleos)`,
    );
    console.log(
      'Escenario'.padEnd(44),
      'req/s'.padStart(8),
      'p50'.padStart(6),
      'p99'.padStart(6),
      'vs ping'.padStart(8),
    );
    for (const r of rows) {
      console.log(
        r.name.padEnd(44),
        String(r.rps).padStart(8),
        String(r.p50).padStart(6),
        String(r.p99).padStart(6),
        `${(r.ratio * 100).toFixed(1)}%`.padStart(8),
        r.non2xx || r.errors ? ` (${r.non2xx} no-2xx, ${r.errors} errores)` : '',
      );
    }
    const deep = (kind: string) => {
      const first = rows.find((r) => r.name.startsWith(`${kind}: página 1`));
      const after = rows.find((r) => r.name.startsWith(`${kind}: página tras`));
      return first && after ? Math.round((first.rps / after.rps) * 100) / 100 : undefined;
    };
    const deepCost = { tickets: deep('tickets'), clientes: deep('clientes') };
    console.log(
      `Coste de la página tras ${DEEP_ROWS} filas frente a la 1: tickets ×${deepCost.tickets ?? '-'}, clientes ×${deepCost.clientes ?? '-'}`,
    );
    if (search.length) {
      console.log(`Búsqueda en el grupo ${group}, una petición cada vez (ms):`);
      for (const x of search)
        console.log(
          `  q=${x.q.padEnd(14)} coincidencias ${x.matches.padStart(6)}  p50 ${x.p50}  p95 ${x.p95}`,
        );
    }
    if (authorize)
      console.log(
        `Autorizaciones: ${[...authorize.tally]
          .sort((x, y) => y[1] - x[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
      );
    console.log(
      `RSS del API: en reposo ${idleRss} MiB, pico bajo carga ${peakRss} MiB, en reposo al final ${afterRss} MiB`,
    );
    return {
      date: new Date().toISOString(),
      load: { before: loadBefore, after: loadAfter, cores: os.cpus().length },
      connections,
      durationSeconds: duration,
      rounds,
      rssMiB: { idle: idleRss, peakUnderLoad: peakRss, idleAfter: afterRss },
      seed,
      deepPageCost: deepCost,
      searchMs: search,
      authorizeResults: authorize ? Object.fromEntries(authorize.tally) : undefined,
      results: rows,
    };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    peakRss = 0;
  }
}

async function main() {
  const file = path.join(root, 'bench/results.json');
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  for (const engine of engines) {
    if (engine === 'postgresql' && !process.env.DATABASE_URL) {
      console.error('postgresql: falta DATABASE_URL; se omite');
      continue;
    }
    previous[seed === 'large' ? engine : `${engine}-${seed}`] = await benchEngine(engine);
    fs.writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
  }
  console.log(`\nResultados en ${path.relative(root, file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
