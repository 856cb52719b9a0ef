import { luhnDigit } from '@ac/shared';
import type { Page } from '@playwright/test';
import { type Account, OPERATOR } from './support/accounts';
import { signedInApi, stationTerminal } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { login } from './support/session';
import { shot } from './support/shots';
import { freshStaff, loginFreshStaff } from './support/staff';
import { choose, workAreaName } from './support/work-area';

/** The demo cards' numbers (apps/api/src/db/seed/demo-cards.ts): derived from the vehicle's id. */
function demoCard(idvehiculo: number): string {
  const body = `70780${String(idvehiculo).padStart(10, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

type Vehicle = { id: number; matricula: string; tarjeta: string; tienepin: boolean };

/**
 * Today's activity at a station of Grupo Meseta, through a terminal as the stations send it: a card nobody
 * has (denied: "tarjeta desconocida") and a wrong PIN on a demo card (denied, one wrong PIN on the card).
 */
async function todaysDenials(baseURL: string): Promise<Vehicle> {
  const session = await signedInApi(baseURL);
  const { api, auth, list } = session;
  const meseta = auth.scope.find((e) => e.grupo === 'Grupo Meseta')!;
  const authorize = await stationTerminal(session, meseta.idgrupo, 'last');
  const [product] = await list<{ idproducto: number }>('v1/products', { idgrupo: meseta.idgrupo });
  // The last plates of the group: other specs take the first ones.
  const vehicle = (
    await list<Vehicle>('v1/vehicles', {
      idgrupo: meseta.idgrupo,
      sort: '-matricula',
      limit: 40,
      activo: 'true',
    })
  ).find((v) => v.tienepin && v.tarjeta)!;
  const motivo = async (tarjeta: string, pin: string) =>
    (await authorize(tarjeta, pin, product!.idproducto, 20)).motivo;
  expect(await motivo('7078009999999999999'.slice(0, 16), '0000')).toBe('tarjeta desconocida');
  // A rerun of this hook (a retry) finds the PIN already wrong once or more, even the card blocked.
  expect(await motivo(demoCard(vehicle.id), '9999')).toMatch(/^PIN erróneo|^tarjeta bloqueada$/);
  await api.dispose();
  return vehicle;
}

async function chooseMeseta(page: Page) {
  await choose(page, 'Grupo', 'meseta', 'Grupo Meseta');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(workAreaName(page)).toHaveText('Grupo Meseta');
}

/** A new account (`loginFreshStaff`: its work area starts empty) working in Grupo Meseta; the top bar's search. */
async function searchInMeseta(page: Page, baseURL: string | undefined, label: string) {
  await loginFreshStaff(page, baseURL, label);
  await chooseMeseta(page);
  return page.getByRole('combobox', { name: 'Buscar cliente, vehículo, tarjeta, ticket o usuario' });
}

const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Inicio y búsqueda global', () => {
  let admin: Account;
  let vehicle: Vehicle;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    admin = await freshStaff(baseURL, 'inicio');
    vehicle = await todaysDenials(baseURL);
  });

  test("Inicio keeps the spec's landing and adds the work area's dashboard; each figure opens its filtered list", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, admin);
    // The spec's landing content stays as it was.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText('Especialistas en la informatización y automatización de estaciones de servicio.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuestras líneas de negocio' })).toBeVisible();
    await chooseMeseta(page);

    const today = block(page, 'Autorizaciones de hoy');
    await expect(today).toBeVisible();
    await expect(today.getByRole('link', { name: /^\d+ denegadas$/ })).toBeVisible();
    // The chart's figures are also a table (screen readers, this test).
    await expect(today.getByRole('table', { name: 'Denegaciones por motivo' })).toContainText(
      'Tarjeta desconocida',
    );
    // Counts on the value axis are whole numbers (no "0,5 denegaciones").
    const ticks = today.locator('.recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toBeVisible();
    expect((await ticks.allTextContents()).filter((t) => /^\d+,\d+$/.test(t))).toEqual([]);
    const pin = block(page, 'PIN erróneos repetidos');
    await expect(pin.getByRole('link', { name: vehicle.matricula })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const [w, h] of [
      [1366, 900],
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await shot(page, `inicio-${w}x${h}`, true);
      // No line of a block is cut off: a risk and its limit stay readable on a phone.
      const cut = await page
        .locator('section[aria-label] li')
        .evaluateAll((lis) =>
          lis.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent),
        );
      expect(cut).toEqual([]);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // A reason of the chart → today's denials for that reason, the filter read from the URL.
    await today.getByRole('link', { name: /^Tarjeta desconocida: \d+$/ }).click();
    await expect(page).toHaveURL(/#\/operacioncredito\?.*tab=autorizaciones/);
    await expect(page).toHaveURL(/motivo=tarjeta\+desconocida/);
    await expect(page.getByRole('tab', { name: 'Autorizaciones', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Motivo de la denegación' })).toHaveValue(
      'Tarjeta desconocida',
    );
    const rows = page.getByRole('main').getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Tarjeta desconocida');
    await shot(page, 'inicio-autorizaciones-filtradas');

    // The PIN block → the vehicles with wrong PINs; "Limpiar filtros" puts the list back.
    await page.goto('./#/home');
    await block(page, 'PIN erróneos repetidos')
      .getByRole('link', { name: /^\d+ tarjetas?$/ })
      .click();
    await expect(page).toHaveURL(/#\/vehiculos\?pin=true/);
    await expect(page.getByRole('checkbox', { name: 'PIN erróneos' })).toBeChecked();
    await expect(
      page.getByRole('main').getByRole('row').filter({ hasText: vehicle.matricula }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/#\/vehiculos$/);
    await expect(page.getByRole('checkbox', { name: 'PIN erróneos' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toHaveCount(0);

    // A row of a block opens its record.
    await page.goto('./#/home');
    await block(page, 'PIN erróneos repetidos').getByRole('link', { name: vehicle.matricula }).click();
    await expect(page).toHaveURL(new RegExp(`#/vehiculos/${vehicle.id}$`));
  });

  test('the top bar searches the work area: `/` focuses it, results grouped, arrows and Intro open one', async ({
    page,
    baseURL,
  }) => {
    const search = await searchInMeseta(page, baseURL, 'busqueda');
    // `/` jumps to the search, but not while typing in a field.
    // Focus on no field (a click at a fixed point of the page could land on the sticky top bar).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await search.fill(vehicle.matricula.toLowerCase());
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    const vehicles = results.getByRole('group', { name: 'Vehículos' });
    await expect(vehicles.getByRole('option').first()).toContainText(vehicle.matricula);
    await shot(page, 'busqueda-matricula');
    await expectNoSeriousA11yViolations(page);

    // The card's last digits find the card.
    const digits = vehicle.tarjeta.slice(-4);
    await search.fill(digits);
    await expect(results.getByRole('group', { name: 'Tarjetas' }).getByRole('option').first()).toContainText(
      digits,
    );
    // A customer without accents, by part of the name.
    await search.fill('cooperativa');
    const customers = results.getByRole('group', { name: 'Clientes' });
    await expect(customers.getByRole('option').first()).toBeVisible();
    await search.press('ArrowDown');
    await expect(customers.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/#\/clientes\/\d+$/);
    await expect(search).not.toBeFocused();
    // Done with it: the box is empty again, and the same words typed again start from the first result.
    await expect(search).toHaveValue('');
    const second = page.url();
    await search.fill('cooperativa');
    await expect(customers.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect.poll(() => page.url()).not.toBe(second);
    await expect(search).not.toBeFocused();
    // The keyboard goes on in the record just opened, not through the sidebar again.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Datos' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // `/` typed into a field stays there.
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await search.fill('');
    await page.keyboard.press('Escape');
    const name = page.getByRole('textbox', { name: /^Razón social/ });
    await name.click();
    await name.press('End');
    await name.press('/');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(/\/$/);
  });

  test('on a phone (390×844) a button opens the search over the top bar, with its placeholder (issue 10)', async ({
    page,
    baseURL,
  }) => {
    const search = await searchInMeseta(page, baseURL, 'busquedamovil');
    await page.setViewportSize({ width: 390, height: 844 });
    const open = page.getByRole('button', {
      name: 'Abrir la búsqueda de clientes, vehículos, tarjetas, tickets o usuarios',
    });
    // Folded: no empty box without a word, a named button instead.
    await expect(search).toBeHidden();
    await expect(open).toBeVisible();
    await shot(page, 'busqueda-movil-cerrada');
    await open.click();
    await expect(search).toBeVisible();
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', 'Buscar cliente, matrícula, tarjeta, ticket…');
    const box = await search.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    const placeholderColor = await search.evaluate((el) => getComputedStyle(el, '::placeholder').color);
    expect(placeholderColor).not.toBe('rgba(0, 0, 0, 0)');
    await shot(page, 'busqueda-movil-abierta');
    await search.fill(vehicle.matricula.toLowerCase());
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    const first = results.getByRole('group', { name: 'Vehículos' }).getByRole('option').first();
    await expect(first).toContainText(vehicle.matricula);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'busqueda-movil-resultados');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`#/vehiculos/${vehicle.id}$`));
    // Chosen: folded again, the button back in the top bar.
    await expect(search).toBeHidden();
    await expect(open).toBeVisible();
    // Opened again it starts empty (done with the last search); Escape closes the results, then folds it.
    await open.click();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await search.fill(vehicle.matricula.toLowerCase());
    await expect(results).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  test('the operator gets the blocks and kinds its permissions allow, in its own group', async ({
    page,
    baseURL,
  }) => {
    const operator = await freshStaff(String(baseURL), 'inicio-operador', OPERATOR);
    await login(page, operator);
    // Its scope is one group: it works there from the start (nothing to pick).
    await expect(workAreaName(page)).toHaveText('Grupo Meseta');
    await expect(block(page, 'Autorizaciones de hoy')).toBeVisible();
    await expect(block(page, 'PIN erróneos repetidos')).toBeVisible();
    const search = page.getByRole('combobox', {
      name: 'Buscar cliente, vehículo, tarjeta, ticket o usuario',
    });
    await search.fill(vehicle.matricula);
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    await expect(results.getByRole('group', { name: 'Vehículos' })).toBeVisible();
    // No view permission on the app's users: that kind is never searched.
    await expect(results.getByRole('group', { name: 'Usuarios de la app' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
