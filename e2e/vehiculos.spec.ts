import type { Page } from '@playwright/test';
import { ADMIN, OPERATOR } from './support/accounts';
import { signedInApi, stationTerminal } from './support/api';
import { expect, failedResource, test } from './support/fixtures';
import {
  confirmWithReason,
  expectEmptyFormRefused,
  expectFirstColumnPinned,
  expectInAudit,
  openDialog,
  openFromMenu,
  openSection,
  testFirstRowLinks,
  testInSection,
} from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';

/** A card number no seed uses (Luhn-valid, 16 digits). */
function freshCard(): string {
  const body = `707866${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A plate of the current format that no seed is likely to use. */
function freshPlate(): string {
  const letters = 'BCDFGHJKLMNPRSTVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${pick()}${pick()}${pick()}`;
}

/** A terminal at a station of the customer's group (`stationTerminal`) that sells its gas oil A (GOA). */
async function terminalOfCustomer(baseURL: string, idcliente: number) {
  const session = await signedInApi(baseURL);
  const { api, headers, list } = session;
  const customer = await (await api.get('api/v1/customers', { headers, params: { id: idcliente } })).json();
  const authorize = await stationTerminal(session, customer.idgrupo, 'first');
  const products = await list<{ idproducto: number; codigo: string }>('v1/products', {
    idgrupo: customer.idgrupo,
  });
  const goa = products.find((p) => p.codigo === 'GOA')!.idproducto;
  return (tarjeta: string, pin: string, importe: number) => authorize(tarjeta, pin, goa, importe);
}

/** A credit customer of the tests' own, active and with credit, created through the API. */
async function freshCustomer(baseURL: string): Promise<string> {
  const { api, headers, list } = await signedInApi(baseURL);
  const [group] = await list<{ idgrupo: number }>('v1/ambito/grupos');
  const nombre = `Flota E2E ${Date.now().toString(36)}`;
  const created = await api.post('api/v1/customers/', {
    headers,
    data: { idgrupo: group!.idgrupo, nombre, nif: 'B47000005', confirmarDuplicado: true },
  });
  expect(created.status()).toBe(200);
  const { id } = await created.json();
  const config = await api.post(`api/v1/customers/configuration?customerid=${id}`, {
    headers,
    data: { limitecredito: 5000 },
  });
  expect(config.status()).toBe(200);
  return nombre;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('Gestión de Vehículos', () => {
  test('the admin creates a vehicle with a card and PIN, blocks it with a reason, and reads a denial’s reason', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const customerName = await freshCustomer(String(baseURL));
    await openSection(page, 'Gestión de Vehículos', 'Clientes');
    await expect(page).toHaveURL(/#\/vehiculos$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(51);
    await expect(page.getByText(/^1–50 de /)).toBeVisible();
    // No full card number anywhere: masked ones only.
    await expect(table.getByText(/^7078 \*\*\*\* \*\*\*\* \d{4}$/).first()).toBeVisible();
    await shot(page, 'vehiculos-lista');

    // Filters and search live in the URL.
    await page.getByRole('textbox', { name: 'Bloqueado' }).click();
    await page.getByRole('option', { name: 'Sí' }).click();
    await expect(page).toHaveURL(/bloqueado=true/);
    await expect(table.getByRole('row').nth(1)).toContainText('Bloqueado');
    await page.goto('./#/vehiculos');

    // Create, with the plate as typed and the card typed once.
    const plate = freshPlate();
    const card = freshCard();
    const dialog = await openDialog(page, 'Nuevo vehículo');
    await expectEmptyFormRefused(dialog, 'Crear vehículo');
    const cliente = dialog.getByRole('textbox', { name: /^Cliente/ });
    await cliente.click();
    await cliente.fill(customerName);
    // Without a group chosen each customer says its group (codes repeat from one group to another).
    await page.getByRole('option', { name: new RegExp(`· ${customerName} \\(Grupo .+\\)$`) }).click();
    await dialog
      .getByRole('textbox', { name: /^Matrícula/ })
      .fill(`${plate.slice(0, 4)} ${plate.slice(4).toLowerCase()}`);
    await dialog.getByLabel('Marca').fill('Iveco');
    await dialog.getByLabel('Modelo').fill('Daily');
    await dialog.getByRole('textbox', { name: /^Número de tarjeta/ }).fill('1234 5678');
    await dialog.getByLabel('Límite diario').fill('300');
    await dialog.getByRole('button', { name: 'Crear vehículo' }).click();
    await expect(dialog.getByText(/Número de tarjeta no válido/)).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Número de tarjeta/ }).fill(card);
    await dialog.getByLabel(/^PIN/).fill('4321');
    await shot(page, 'vehiculos-nuevo');
    await dialog.getByRole('button', { name: 'Crear vehículo' }).click();
    await expect(page).toHaveURL(/#\/vehiculos\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: plate })).toBeVisible();
    const masked = `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;
    await expect(page.getByText(`tarjeta ${masked}`, { exact: false })).toBeVisible();
    await expect(page.getByText(card)).toHaveCount(0);
    await shot(page, 'vehiculos-ficha');

    await tab(page, 'Tarjeta y límites').click();
    await expect(page.getByText('Fijado (cifrado)')).toBeVisible();
    await expect(page.getByText('300,00 €')).toBeVisible();

    // A wrong PIN at a station: the denial shows its reason in plain Spanish.
    const vehicleId = Number(page.url().match(/vehiculos\/(\d+)/)![1]);
    const { api, headers } = await signedInApi(String(baseURL));
    const vehicle = await (await api.get('api/v1/vehicles', { headers, params: { id: vehicleId } })).json();
    const authorize = await terminalOfCustomer(String(baseURL), vehicle.idcliente);
    expect(await authorize(card, '0000', 40)).toMatchObject({ resultado: 'denegada', motivo: 'PIN erróneo' });
    expect(await authorize(card, '4321', 40)).toMatchObject({ resultado: 'aprobada' });
    await tab(page, 'Operaciones').click();
    await expect(page).toHaveURL(/tab=operaciones/);
    const denied = page.getByRole('row').filter({ hasText: 'Denegada' }).first();
    await expect(denied).toContainText('PIN erróneo.');
    await expect(denied).toContainText('El PIN introducido en el terminal no es correcto.');
    await expect(denied).toHaveAttribute('data-tone', 'danger');
    await expect(page.getByRole('row').filter({ hasText: 'Reservada' })).toHaveCount(1);
    // Filter by reason.
    await page.getByRole('textbox', { name: 'Motivo de la denegación' }).click();
    await page.getByRole('option', { name: 'Crédito agotado' }).click();
    await expect(page.getByText('Ninguna operación denegada así en esas fechas.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Motivo de la denegación' }).click();
    await page.getByRole('option', { name: 'PIN erróneo', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Denegada' })).toHaveCount(1);
    await shot(page, 'vehiculos-operaciones');

    // Block with a reason (required), shown in the header; the terminal is then refused.
    await page.getByRole('button', { name: 'Bloquear' }).click();
    const block = page.getByRole('dialog', { name: `Bloquear el vehículo ${plate}` });
    await confirmWithReason(block, 'Bloquear', 'Tarjeta extraviada por el conductor');
    await expect(page.getByText('Vehículo bloqueado')).toBeVisible();
    await expect(page.getByText('Bloqueado', { exact: true })).toBeVisible();
    // Blocked says it all: no "Activo" beside it to leave the reader unsure.
    await expect(page.getByRole('main').getByText('Activo', { exact: true })).toHaveCount(0);
    expect(await authorize(card, '4321', 10)).toMatchObject({ motivo: 'tarjeta bloqueada' });
    await tab(page, 'Tarjeta y límites').click();
    await expect(page.getByText('Tarjeta extraviada por el conductor')).toBeVisible();
    await shot(page, 'vehiculos-bloqueado');

    // Change the PIN: write-only.
    await page.getByRole('button', { name: 'Cambiar PIN' }).click();
    const pin = page.getByRole('dialog', { name: `PIN de la tarjeta de ${plate}` });
    await pin.getByLabel(/^PIN nuevo/).fill('8642');
    await pin.getByLabel(/^Repita el PIN/).fill('8640');
    await pin.getByRole('button', { name: 'Guardar PIN' }).click();
    await expect(pin.getByText('Los dos PIN no coinciden')).toBeVisible();
    await pin.getByLabel(/^Repita el PIN/).fill('8642');
    await pin.getByRole('button', { name: 'Guardar PIN' }).click();
    await expect(page.getByText('PIN cambiado')).toBeVisible();

    await expectInAudit(page, 'vehiculo', 'Tarjeta extraviada por el conductor');
  });

  testFirstRowLinks('a vehicle links to its customer (issue 10: links between records)', {
    link: 'Gestión de Vehículos',
    group: 'Clientes',
    url: /#\/clientes\/\d+$/,
  });

  test('the operator reads the vehicles of its group, without write actions', async ({ page }) => {
    await login(page, OPERATOR);
    await openFromMenu(page, 'Gestión de Vehículos', 'Clientes');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo vehículo' })).toHaveCount(0);
    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/#\/vehiculos\/\d+$/);
    await expect(page.getByRole('button', { name: /^(Bloquear|Desbloquear)$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cambiar PIN' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  });

  testInSection(
    'on a phone (390×844) the list scrolls sideways with each plate kept at the left',
    { route: 'vehiculos', viewport: { width: 390, height: 844 } },
    async ({ page }) => {
      await expectFirstColumnPinned(page.getByRole('table'), 'Límite diario');
      await shot(page, 'vehiculos-movil-desplazada');
    },
  );

  test('a vehicle blocked by someone else while the dialog is open: the dialog says so and stays a block', async ({
    page,
    consoleGuard,
    baseURL,
  }) => {
    consoleGuard.allow(failedResource(409));
    const other = await signedInApi(String(baseURL));
    try {
      const [v] = await other.list<{ id: number; matricula: string; version: number }>('v1/vehicles', {
        bloqueado: 'false',
        limit: 1,
      });
      await login(page, ADMIN);
      await page.goto(`./#/vehiculos/${v!.id}`);
      await page.getByRole('button', { name: 'Bloquear' }).click();
      const title = `Bloquear el vehículo ${v!.matricula}`;
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel(/^Motivo/).fill('Tarjeta robada');
      // Someone else blocks it meanwhile.
      const blocked = await other.api.patch('api/v1/vehicles/block', {
        headers: other.headers,
        data: { id: v!.id, bloqueado: true, version: v!.version, motivo: 'Pérdida' },
      });
      expect(blocked.status()).toBe(200);
      await dialog.getByRole('button', { name: 'Bloquear' }).click();
      await expect(dialog.getByRole('alert')).toContainText('modificado por otra persona');
      // Still the block the user meant, never turned into an unblock with the reason typed.
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Desbloquear' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Bloquear' }).click();
      await expect(dialog.getByRole('alert')).toContainText('modificado por otra persona');
      const stored = await (
        await other.api.get('api/v1/vehicles', { headers: other.headers, params: { id: v!.id } })
      ).json();
      expect(stored).toMatchObject({ bloqueado: true, motivobloqueo: 'Pérdida' });
      await other.api.patch('api/v1/vehicles/block', {
        headers: other.headers,
        data: { id: v!.id, bloqueado: false, version: stored.version, motivo: 'Fin de la prueba' },
      });
    } finally {
      await other.api.dispose();
    }
  });
});
