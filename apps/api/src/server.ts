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

async function main() {
  let database: Awaited<ReturnType<typeof openDatabase>>;
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
  await database.migrate();
  const seeded = await seedIfEmpty(
    database.db,
    config.seed,
    (msg) => console.log(msg),
    (statement) => database.maintenance(statement),
    { secretsKey: config.secretsKey, production: config.production },
  );
  const app = await buildApp({ config, database });
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
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(
    [
      '',
      `  Centro autorizador escuchando en ${url}`,
      `  Base de datos: ${database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}${seeded ? ` (datos ${config.seed} cargados)` : ''}`,
      '  Cuentas de demostración:',
      '    admin@demo.es / Demo#2026      (todos los permisos, todos los grupos)',
      '    operador@demo.es / Demo#2026   (consulta de clientes, vehículos, operaciones y vales de un grupo)',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
