import type { Page } from '@playwright/test';
import { ADMIN, OPERATOR } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, failedResource, test } from './support/fixtures';
import { menu } from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';
import { staffWithPermissions } from './support/staff';
import { tableProblems } from './support/tables';

// Issue 10, items 4 and 9: the shell as the spec and an operator expect it.

test.describe('spec fidelity (issue 10, item 9)', () => {
  test('after login, from the root and from unknown paths the app lands on #/home', async ({ page }) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL(/#\/home$/);
    await page.goto('./#/');
    await expect(page).toHaveURL(/#\/home$/);
    await page.goto('./#/esto/no/existe');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro Autorizador' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '#/home');
  });

  test('an HTTP error whose errorCode is not above 0 shows the spec modal, never English', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(500));
    await login(page, ADMIN);
    await page.route(
      (url) => url.pathname.endsWith('/api/v1/users'),
      (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('./#/usuarios');
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Error al realizar la conexión con el servidor');
    await shot(page, 'error-modal');
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    await modal.getByRole('button').first().click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Error al realizar la conexión con el servidor',
    );
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  });

  for (const [who, account, routes] of [
    ['admin', ADMIN, ['home', 'clientes', 'clientes/3', 'usuarios', 'gestioncuentas', 'ambito', 'auditoria']],
    ['operator', OPERATOR, ['home', 'clientes', 'clientes/3']],
  ] as const) {
    test(`axe finds no serious violation on the built screens as the ${who}`, async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, account);
      for (const route of routes) {
        await page.goto(`./#/${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('the Ámbito tree is a keyboard-navigable tree', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('./#/ambito');
    const tree = page.getByRole('tree', { name: 'Árbol de ámbito' });
    const items = tree.getByRole('treeitem');
    await expect(items.first()).toBeVisible();
    // One tab stop: the first item.
    await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);
    const first = items.first();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are wanted (its first line is the name)
    const groupName = (await first.getAttribute('aria-label')) ?? (await first.innerText()).split('\n')[0]!;
    await first.focus();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-level', '1');
    // Down goes to the first company, Right into its first station.
    await page.keyboard.press('ArrowDown');
    const company = items.nth(1);
    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute('aria-level', '2');
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(2)).toBeFocused();
    await expect(items.nth(2)).toHaveAttribute('aria-level', '3');
    // Enter opens the station's editor.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are wanted (its first line is the name)
    const station = (await items.nth(2).innerText()).split('\n')[0]!.trim();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: station })).toBeVisible();
    await expect(page).toHaveURL(/nodo=l%3A\d+|nodo=l:\d+/);
    // Left goes back to the company, Left again closes it.
    await page.keyboard.press('ArrowLeft');
    await expect(company).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    expect(groupName).toBeTruthy();
    await shot(page, 'ambito-tree');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('permissions learnt afresh (issue 10, item 4)', () => {
  test('a reload brings a granted section; a refusal (403/4) says plainly the section is no longer allowed', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(failedResource(403));
    const staff = await staffWithPermissions(String(testInfo.project.use.baseURL), 'permisos', [
      'can_view_cliente',
    ]);
    try {
      await login(page, staff.account);
      await menu(page).getByRole('button', { name: 'Clientes', exact: true }).click();
      await expect(menu(page).getByRole('link', { name: 'Gestión de Clientes' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Gestión de Usuarios' })).toHaveCount(0);

      // Granted meanwhile: a reload shows it, and its route opens (no detour to Inicio).
      await staff.grant(['can_view_cliente', 'can_view_usuario']);
      await page.goto('./#/usuarios');
      await page.reload();
      await expect(page).toHaveURL(/#\/usuarios$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Gestión de Usuarios' })).toBeVisible();

      // Revoked meanwhile: the next call answers 403/4; the section says so, with no useless Reintentar.
      await staff.grant(['can_view_cliente']);
      await page.getByRole('main').getByRole('textbox', { name: 'Buscar' }).fill('zz');
      await page.keyboard.press('Enter');
      const notice = page.getByRole('main').getByRole('alert');
      await expect(notice.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
      await expect(notice).toContainText('Su usuario no tiene permiso para ver Gestión de Usuarios');
      await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
      await expect(menu(page).getByRole('link', { name: 'Gestión de Usuarios' })).toHaveCount(0);
      await shot(page, 'not-allowed');
      await notice.getByRole('link', { name: 'Ir a Inicio' }).click();
      await expect(page).toHaveURL(/#\/home$/);
    } finally {
      await staff.dispose();
    }
  });
});

/** Every table in the main area fits the screen (`tableProblems`). */
async function expectTablesFit(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await tableProblems(page), where).toEqual([]);
}

/** Every tab of the page at `route` (the first is open already) passes `expectTablesFit`. */
async function expectRouteFits(page: Page, route: string) {
  await page.goto(`./#/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTablesFit(page, route);
  const tabs = page.getByRole('main').getByRole('tab');
  for (let i = 1; i < (await tabs.count()); i++) {
    const name = (await tabs.nth(i).textContent()) ?? '';
    await tabs.nth(i).click();
    await expectTablesFit(page, `${route} › ${name}`);
  }
}

test.describe('tables fit the screen (issue 10, item 2)', () => {
  test('at 1366×900 with the sidebar open no table of the built sections scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, ADMIN);
    for (const route of ['usuarios', 'gestioncuentas', 'auditoria', 'clientes/3'])
      await expectRouteFits(page, route);
    await page.goto('./#/clientes/3?tab=tickets');
    await shot(page, 'tables-1366-tickets');
  });

  test('on a phone (390×844) the customer detail does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, ADMIN);
    await page.goto('./#/clientes/3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await shot(page, 'clientes-detalle-390');
  });
});
