import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, OPERATOR } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectRouteBlocked } from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const groupButton = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

/** The visible menu as text lines: groups expanded one by one. */
async function menuOutline(page: Page): Promise<string[]> {
  const nav = menu(page);
  for (const button of await nav.getByRole('button').all()) {
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  await page.waitForTimeout(250);
  return (await nav.locator('a, button, li[class*="heading"]').allTextContents()).map((t) => t.trim());
}

test.describe('logged-in layout', () => {
  test('home shows logo, tagline and the four business lines, and passes an accessibility scan', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro Autorizador' })).toBeVisible();
    await expect(
      page.getByText('Especialistas en la informatización y automatización de estaciones de servicio.'),
    ).toBeVisible();
    for (const line of [
      'Estaciones de servicio',
      'Restauración',
      'Centro autorizador',
      'Desarrollo de software',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: line })).toBeVisible();
    }
    await expect(page.getByRole('banner').locator('svg').first()).toBeVisible();
    await shot(page, 'home-admin');
    await expectNoSeriousA11yViolations(page);
  });

  test('navbar: hamburger and the user name in upper case with Acciones › Cerrar sesión', async ({
    page,
  }) => {
    await login(page, ADMIN);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Ocultar menú lateral' })).toBeVisible();
    await expect(banner).toContainText(ADMIN.name);
    await banner.getByRole('button', { name: `Acciones de ${ADMIN.name}` }).click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown.getByText('Acciones', { exact: true })).toBeVisible();
    await expect(dropdown.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    // The bar shows the name: the menu does not repeat it.
    await expect(dropdown.getByText(ADMIN.name, { exact: true })).toBeHidden();
    await page.keyboard.press('Escape');

    // On a phone the bar has room for the initials only: the name heads the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(banner.getByText(ADMIN.name, { exact: true })).toBeHidden();
    await banner.getByRole('button', { name: `Acciones de ${ADMIN.name}` }).click();
    await expect(dropdown.getByText(ADMIN.name, { exact: true })).toBeVisible();
    await shot(page, 'menu-usuario-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The hamburger hides and shows the pinned sidebar on wide screens.
    const sidebar = page.getByRole('complementary', { name: 'Menú lateral' });
    await banner.getByRole('button', { name: 'Ocultar menú lateral' }).click();
    await expect(sidebar).toBeHidden();
    await banner.getByRole('button', { name: 'Mostrar menú lateral' }).click();
    await expect(sidebar).toBeVisible();
  });

  test('sidebar is 318px wide with the version label; the footer has the year and the designer', async ({
    page,
  }) => {
    await login(page, ADMIN);
    const sidebar = page.getByRole('complementary', { name: 'Menú lateral' });
    expect((await sidebar.boundingBox())?.width).toBeCloseTo(318, 0);
    await expect(sidebar).toContainText(`Versión ${VERSION}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('Diseñado por Castilla Automatización');
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x ?? 0).toBeGreaterThanOrEqual(318);
  });

  test('the administrator sees the whole menu of the spec', async ({ page }) => {
    await login(page, ADMIN);
    expect(await menuOutline(page)).toEqual([
      'Inicio',
      'Clientes',
      'Gestión de Clientes',
      'Gestión de Usuarios',
      'Asignación Tarifas',
      'Gestión de Vehículos',
      'Equivalencias',
      'Productos de Grupo',
      'Relación de Productos',
      'Precios',
      'Tarifas Descuento',
      'Operaciones',
      'Crédito',
      'Fidelización',
      'Vales',
      'Fidelización',
      'Reglas de Fidelización',
      'Novedades',
      'Noticias y novedades',
      'Configuración',
      'Gestión de Cuentas',
      'Ámbito',
      'Pasarelas de pago',
      'Terminales',
      'Auditoría',
    ]);
  });

  test('the group of the current hash opens on load, groups toggle, a single entry closes them', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await page.goto('./#/usuarios/7');
    await page.reload();
    // The user's detail: a back link to the list and the user's name as the heading.
    await expect(page.getByRole('main').getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(groupButton(page, 'Clientes')).toHaveAttribute('aria-expanded', 'true');
    await expect(groupButton(page, 'Operaciones')).toHaveAttribute('aria-expanded', 'false');

    await groupButton(page, 'Clientes').click();
    await expect(groupButton(page, 'Clientes')).toHaveAttribute('aria-expanded', 'false');
    await groupButton(page, 'Clientes').click();
    await groupButton(page, 'Operaciones').click();
    await expect(groupButton(page, 'Clientes')).toHaveAttribute('aria-expanded', 'true');
    await expect(groupButton(page, 'Operaciones')).toHaveAttribute('aria-expanded', 'true');

    await menu(page).getByRole('link', { name: 'Vales' }).click();
    await expect(page).toHaveURL(/#\/vales$/);
    await expect(groupButton(page, 'Operaciones')).toHaveAttribute('aria-expanded', 'true');

    await menu(page).getByRole('link', { name: 'Auditoría' }).click();
    await expect(page).toHaveURL(/#\/auditoria$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    for (const name of ['Clientes', 'Equivalencias', 'Precios', 'Operaciones', 'Fidelización', 'Novedades']) {
      await expect(groupButton(page, name)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the operator sees a reduced menu and is blocked from other sections, parameterised ones too', async ({
    page,
  }) => {
    await login(page, OPERATOR);
    // Its scope is one group: that is its work area from the start, nothing to pick.
    await expect(page.getByTestId('work-area-name')).toHaveText('Grupo Meseta');
    await shot(page, 'home-operator');
    expect(await menuOutline(page)).toEqual([
      'Inicio',
      'Clientes',
      'Gestión de Clientes',
      'Gestión de Vehículos',
      'Operaciones',
      'Crédito',
      'Fidelización',
      'Vales',
    ]);
    for (const hash of [
      '#/usuarios',
      '#/usuarios/7',
      '#/gestioncuentas',
      '#/auditoria',
      '#/ajustesgenerales/1',
    ]) {
      await expectRouteBlocked(page, hash.slice(2));
    }
    await page.goto('./#/clientes/3');
    await expect(page.getByRole('main').getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Datos' })).toBeVisible();
    for (const [hash, title] of [
      ['#/vehiculos', 'Gestión de Vehículos'],
      ['#/operacioncredito', 'Operaciones de Crédito'],
    ] as const) {
      await page.goto(`./${hash}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    }
  });

  test('at 1024px the sidebar is an overlay that a single entry closes', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await login(page, ADMIN);
    const sidebar = page.getByRole('complementary', { name: 'Menú lateral' });
    await expect(sidebar).toBeHidden();
    expect((await page.getByRole('main').boundingBox())?.x).toBeLessThan(100);

    await page.getByRole('button', { name: 'Mostrar menú lateral' }).click();
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBeCloseTo(318, 0);
    // The content does not move: the sidebar lies over it.
    expect((await page.getByRole('main').boundingBox())?.x).toBeLessThan(100);
    await expect(page.getByRole('button', { name: 'Cerrar menú lateral' })).toBeVisible();
    await shot(page, 'layout-1024-overlay');

    await groupButton(page, 'Clientes').click();
    await menu(page).getByRole('link', { name: 'Gestión de Clientes' }).click();
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Mostrar menú lateral' }).click();
    await menu(page).getByRole('link', { name: 'Terminales' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL(/#\/terminales$/);

    await page.getByRole('button', { name: 'Mostrar menú lateral' }).click();
    await page.getByRole('button', { name: 'Cerrar menú lateral' }).click({ position: { x: 900, y: 300 } });
    await expect(sidebar).toBeHidden();

    // Esc closes it too, and the keyboard goes back to the button that opened it.
    const burger = page.getByRole('button', { name: 'Mostrar menú lateral' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('at 1025px the sidebar stays beside the content', async ({ page }) => {
    await page.setViewportSize({ width: 1025, height: 768 });
    await login(page, ADMIN);
    await expect(page.getByRole('complementary', { name: 'Menú lateral' })).toBeVisible();
    expect((await page.getByRole('main').boundingBox())?.x).toBeGreaterThanOrEqual(318);
  });
});
