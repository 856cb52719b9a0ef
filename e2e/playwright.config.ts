import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { baseUrlOf, SERVERS } from './support/servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// One fresh database folder per run (workers inherit it through the environment).
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'ac-e2e-'));
const dataRoot = process.env.E2E_DATA_ROOT;

const server = (name: string, port: number, env: Record<string, string>) => ({
  command: 'npx tsx apps/api/src/server.ts',
  cwd: repoRoot,
  url: `${baseUrlOf(port)}/healthz`,
  reuseExistingServer: false,
  // Migrating and seeding the demo data takes a while on a cold machine.
  timeout: 180_000,
  // Only errors (an unexpected 500 says its cause in CI's output).
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataRoot, name),
    SEED: 'demo',
    LOG_LEVEL: 'error',
    ...env,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 1440, height: 900 },
    // Recording a trace doubles the browser's CPU (screencast frames, DOM snapshots): only on the retry of
    // a failed test, which is where a flaky failure is read.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'shell',
      testIgnore: /session-timing\.spec\.ts/,
      use: { baseURL: `${baseUrlOf(SERVERS.main.port)}/` },
    },
    {
      name: 'session-timing',
      testMatch: /session-timing\.spec\.ts/,
      use: { baseURL: `${baseUrlOf(SERVERS.short.port)}/` },
    },
  ],
  webServer: [
    server('main', SERVERS.main.port, {}),
    server('short', SERVERS.short.port, {
      ACCESS_TOKEN_TTL: String(SERVERS.short.accessTokenTtlS),
      SESSION_TIMEOUT_MS: String(SERVERS.short.sessionTimeoutMs),
    }),
  ],
});
