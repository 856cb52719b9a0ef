import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@ac/shared';
import { ADMIN } from './support/accounts';
import { expect, failedResource, test } from './support/fixtures';
import { login } from './support/session';

/** Chunks of the kit's list and detail pages, shared by the sections (not a section of their own). */
const KIT_CHUNKS = new Set(['list', 'detail']);

test.describe('start-up and routing', () => {
  test('without assets/config.json the app shows the support modal and stops', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(404));
    await page.route('**/assets/config.json', (route) => route.fulfill({ status: 404, body: 'no' }));
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(r.url());
    });
    await page.goto('./');
    await expect(page.getByRole('dialog')).toContainText(MESSAGES.configLoad);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });

  test('loads the configuration before anything else', async ({ page }) => {
    const order: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (url.endsWith('/assets/config.json')) order.push('config');
      else if (/login-page-.*\.js$/.test(url)) order.push('login-chunk');
    });
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
    expect(order).toEqual(['config', 'login-chunk']);
  });

  test('logged-out users are sent to login from any route', async ({ page }) => {
    for (const hash of ['#/', '#/clientes', '#/usuarios/7', '#/no-existe']) {
      await page.goto(`./${hash}`);
      await expect(page).toHaveURL(/#\/login$/);
    }
  });

  test('hash routes load each section on demand; unknown paths go home', async ({ page }) => {
    await login(page, ADMIN);
    const chunks: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/([a-z]+)-page-[^/]*\.js$/.exec(r.url());
      // The kit's list and detail pages are chunks of their own, shared by the sections.
      if (m?.[1] && !KIT_CHUNKS.has(m[1])) chunks.push(m[1]);
    });
    await page.goto('./#/vales');
    await expect(page.getByRole('heading', { level: 1, name: 'Vales' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Sin datos');
    expect(chunks).toEqual(['vales']);
    await page.goto('./#/clientes/12');
    await expect(page.getByRole('main').getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Datos' })).toBeVisible();
    expect(chunks).toEqual(['vales', 'clientes']);
    await page.goto('./#/esto/no/existe');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro Autorizador' })).toBeVisible();
  });
});

test('the login route loads a bounded amount of JavaScript (gzip)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('./#/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  let raw = 0;
  let gzip = 0;
  for (const path of scripts) {
    const bytes = readFileSync(join(dist, path.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(
    `login route JS: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`,
  );
  expect(scripts.some((s) => /login-page-/.test(s))).toBe(true);
  expect(scripts.some((s) => /app-layout-|home-page-|clientes-page-/.test(s))).toBe(false);
  expect(gzip).toBeLessThan(220 * 1024);
});
