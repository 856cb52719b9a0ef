import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { scheduleDailyJobs } from './lib/daily-jobs';
import { logLimiter } from './lib/log-limit';
import { runPointsExpiry } from './modules/operacionfidelizacion/expiry';
import { runVoucherExpiry } from './modules/vales/expiry';

const config = loadConfig();
const limitLog = logLimiter();

/** Demo accounts and where the server is, once the port answers. */
function banner(kind: 'pg' | 'pglite', seeded: boolean) {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(
    [
      '',
      `  Centro autorizador escuchando en ${url}${config.apiProcesses > 1 ? ` (${config.apiProcesses} procesos)` : ''}`,
      `  Base de datos: ${kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}${seeded ? ` (datos ${config.seed} cargados)` : ''}`,
      '  Cuentas de demostración:',
      '    admin@demo.es / Demo#2026      (todos los permisos, todos los grupos)',
      '    operador@demo.es / Demo#2026   (consulta de clientes, vehículos, operaciones y vales de un grupo)',
      '',
    ].join('\n'),
  );
}

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/** Migrations, then the seed of SEED when the database is empty: whether it seeded. */
async function prepareDatabase(database: OpenDatabase) {
  await database.migrate();
  return seedIfEmpty(
    database.db,
    config.seed,
    (msg) => console.log(msg),
    (statement) => database.maintenance(statement),
    { secretsKey: config.secretsKey, production: config.production },
  );
}

/**
 * API_PROCESSES > 1: this process migrates and seeds once, then forks the workers, which share the port
 * (instances of one PostgreSQL database, as several hosts would be); a worker that dies is replaced.
 */
async function primary() {
  if (!config.databaseUrl) {
    console.error(
      'API_PROCESSES > 1 necesita DATABASE_URL: la base embebida (PGlite) es de un solo proceso.',
    );
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const seeded = await prepareDatabase(database);
  await database.close();
  let stopping = false;
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => {
      if (++listening === config.apiProcesses) banner('pg', seeded);
    });
    worker.on('exit', (code) => {
      if (stopping) return;
      console.error(`El proceso ${worker.process.pid} del API terminó (${code}); se arranca otro.`);
      fork();
    });
  };
  for (let i = 0; i < config.apiProcesses; i++) fork();
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (!left) process.exit(0);
    for (const w of workers) {
      w?.once('exit', () => --left === 0 && process.exit(0));
      w?.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main() {
  const worker = cluster.isWorker;
  let database: OpenDatabase;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
      // While the server is away the LISTEN connection retries every second: one line a minute is enough.
      onError: (err) =>
        limitLog(err.message, (repeated) =>
          console.error(
            JSON.stringify({
              level: 50,
              msg: 'database connection error',
              err: err.message,
              ...(repeated ? { repeated } : {}),
            }),
          ),
        ),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // A worker's database was made ready by the primary.
  const seeded = !worker && (await prepareDatabase(database));
  const app = await buildApp({ config, database });
  // Every process schedules them: each job claims its day in the database, so it runs once (daily-jobs.ts).
  const stopExpiry = scheduleDailyJobs(
    [
      { name: 'Caducidad de puntos', run: () => runPointsExpiry(database.db) },
      { name: 'Caducidad de vales', run: () => runVoucherExpiry(database.db) },
    ],
    (msg, err) => (err ? app.log.error({ err }, msg) : app.log.info(msg)),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    stopExpiry();
    try {
      await app.close();
    } finally {
      await database.close();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!worker) banner(database.kind, seeded);
}

(config.apiProcesses > 1 && cluster.isPrimary ? primary() : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
