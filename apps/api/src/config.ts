import path from 'node:path';
import { z } from 'zod';

// Parsed once; nothing else reads process.env.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_TIMEOUT_MS: z.coerce.number().int().positive().default(900_000),
  SESSION_LIFETIME_MS: z.coerce.number().int().positive().default(43_200_000),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(28_800),
  SEED: z.enum(['demo', 'none', 'large', 'xl']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  WEB_DIST: z.string().optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  NODE_ENV: z.string().optional(),
  PRICE_SCHEDULER_MS: z.coerce.number().int().min(0).default(15_000),
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionTimeoutMs: number;
  /** However active, a session ends this long after its login. */
  sessionLifetimeMs: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  seed: 'demo' | 'none' | 'large' | 'xl';
  logLevel: string;
  statementTimeoutMs: number;
  webDist: string;
  tokenSecret: string | undefined;
  /** Whose X-Forwarded-For to believe: nobody (false), everyone (true), or these addresses/networks. */
  trustProxy: boolean | string[];
  /** Encrypts the secrets kept in the database (payment gateways' keys): required in production. */
  secretsKey: string | undefined;
  /** NODE_ENV=production: no development fallbacks (SECRETS_KEY). */
  production: boolean;
  /** How often due price changes are applied (0: never, e.g. a read-only replica). */
  priceSchedulerMs: number;
  /** API processes sharing the port (PostgreSQL only: the embedded database is one process's). */
  apiProcesses: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración no válida: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    sessionTimeoutMs: e.SESSION_TIMEOUT_MS,
    sessionLifetimeMs: e.SESSION_LIFETIME_MS,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    tokenSecret: e.TOKEN_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secretsKey: e.SECRETS_KEY || undefined,
    production: e.NODE_ENV === 'production',
    priceSchedulerMs: e.PRICE_SCHEDULER_MS,
    apiProcesses: e.API_PROCESSES,
    ...overrides,
  };
}

/** Off by default: otherwise any client writes its own address into the audit and the login limits. */
function parseTrustProxy(value = ''): Config['trustProxy'] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
