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

  test('loads the configuration before anything else, once, fetched with the scripts', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/') || path.startsWith('/api/')) requests.push(path);
    });
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
    // index.html preloads it ahead of the entry script, and main.tsx reads that same response.
    expect(requests[0]).toBe('/assets/config.json');
    expect(requests.filter((path) => path === '/assets/config.json')).toHaveLength(1);
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
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
    await page.goto('./#/novedades');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias y novedades' })).toBeVisible();
    // The real section: its list of the demo news, from its own chunk.
    await expect(page.getByRole('button', { name: 'Nueva novedad' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(chunks).toEqual(['novedades']);
    await page.goto('./#/clientes/12');
    await expect(page.getByRole('main').getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Datos' })).toBeVisible();
    expect(chunks).toEqual(['novedades', 'clientes']);
    await page.goto('./#/esto/no/existe');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro Autorizador' })).toBeVisible();
  });
});

/**
 * What the login route may transfer (issue 11), headers included, as the browser receives it.
 * Measured at 86 KiB of JavaScript (the router and the rest of the app load after sign-in) and 9.3 KiB
 * of CSS; README "Tamaño de la pantalla de acceso".
 */
const LOGIN_ROUTE_BUDGET_KIB = { script: 110, stylesheet: 15 };

test.describe('the login route', () => {
  test('transfers at most its budget of JavaScript and CSS, compressed and cached for good', async ({
    page,
  }) => {
    const files: Promise<{ path: string; type: string; bytes: number; encoding?: string; cache?: string }>[] =
      [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      files.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const headers = (await response?.allHeaders()) ?? {};
          return {
            path: new URL(request.url()).pathname,
            type,
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            encoding: headers['content-encoding'],
            cache: headers['cache-control'],
          };
        })(),
      );
    });
    await page.goto('./#/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(files);

    const total = (type: string) =>
      loaded.filter((f) => f.type === type).reduce((sum, f) => sum + f.bytes, 0);
    const [script, stylesheet] = [total('script'), total('stylesheet')];
    console.log(
      `login route: ${loaded.length} files, JS ${(script / 1024).toFixed(1)} KiB, CSS ${(stylesheet / 1024).toFixed(1)} KiB transferred`,
    );
    expect(script).toBeLessThanOrEqual(LOGIN_ROUTE_BUDGET_KIB.script * 1024);
    expect(stylesheet).toBeLessThanOrEqual(LOGIN_ROUTE_BUDGET_KIB.stylesheet * 1024);
    for (const file of loaded) {
      // Built twins (.br) served by Accept-Encoding; hashed names, so a year and immutable.
      expect(file.encoding, file.path).toBe('br');
      expect(file.cache, file.path).toBe('public, max-age=31536000, immutable');
    }
    // The logged-in layout, its sections, the rest of Mantine's CSS and the modal hosts come later.
    expect(
      loaded
        .map((f) => f.path)
        .filter((p) => /\/app-|app-layout-|home-page-|clientes-page-|mantine-more-|overlay-hosts-/.test(p)),
    ).toEqual([]);
  });

  test('does not carry zod: the wire schemas load when the first answer needs them', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400));
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('./#/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((body) => body.includes('ZodError'))).toEqual([]);

    await page.getByLabel('Usuario').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no es la contraseña');
    const schemas = page.waitForResponse(
      async (r) => r.request().resourceType() === 'script' && (await r.text()).includes('ZodError'),
    );
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await schemas;
    await expect(page.getByRole('alert')).toContainText(MESSAGES.badCredentials);
  });

  test('shows a notification asked for before its host has loaded', async ({ page }) => {
    await page.goto('./#/login');
    const hosts = page.waitForResponse(/overlay-hosts-.*\.js$/);
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await hosts;
    await expect(page.getByText('Solicita una nueva al administrador de tu cuenta.')).toBeVisible();
  });

  test('shows a modal asked for before its host has loaded', async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(500));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/overlay-hosts-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.route('**/api/v1/customer/login', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errorCode":0,"message":"x"}' }),
    );
    await page.goto('./#/login');
    await page.getByLabel('Usuario').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    const answer = page.waitForResponse('**/api/v1/customer/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await answer;
    // The modal was asked for while its host was still on the way: it shows once the host is there.
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Oops...' })).toContainText(MESSAGES.connection);
  });
});
