import type { Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { expect, failedResource, test } from './support/fixtures';
import {
  apiStatus,
  chooseGroup,
  deleteWithReason,
  expectInAudit,
  openDialog,
  openFromMenu,
  submitDialog,
  testInSection,
} from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';
import { loginFreshStaff, ownStaff } from './support/staff';
import { pickList } from './support/work-area';

/** A valid DNI that no seed uses: 8 random digits and their check letter. */
function freshDni(): string {
  const n = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

/** The customer list without a chosen group asks for one; choosing "Grupo Meseta" shows its customers. */
async function openClientesOfMeseta(page: Page): Promise<void> {
  await openFromMenu(page, 'Gestión de Clientes', 'Clientes');
  await expect(page).toHaveURL(/#\/clientes$/);
  const askGroup = page.getByText('Elija un grupo para ver sus clientes');
  const table = page.getByRole('table');
  await expect(askGroup.or(table)).toBeVisible();
  if (await table.isVisible()) {
    // A work area restored from an earlier session: clear it to see the "choose a group" state.
    await pickList(page, 'Grupo').click();
    await page.getByRole('button', { name: 'Borrar grupo' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(askGroup).toBeVisible();
  await expect(table).toHaveCount(0);
  await shot(page, 'clientes-sin-grupo');
  await chooseGroup(page);
  await expect(page.getByTestId('work-area-name')).toHaveText('Grupo Meseta');
  await expect(page.getByText(/^1–50 de \d+/)).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe('Gestión de Clientes', () => {
  // Choosing a group stores the account's work area: an administrator of these tests' own.
  const admin = ownStaff('clientes');

  test('a repeated NIF warns naming the other customer (a link) and is saved only when ticked on purpose', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(failedResource(400));
    await page.setViewportSize({ width: 1366, height: 900 });
    // An account of its own: choosing a group stores its work area, which the other tests expect empty.
    await loginFreshStaff(page, testInfo.project.use.baseURL, 'nifrepetido');
    await openClientesOfMeseta(page);
    const nif = freshDni();
    const create = async (name: string) => {
      const dialog = await openDialog(page, 'Nuevo cliente');
      await dialog.getByRole('textbox', { name: /^Razón social/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^NIF \/ NIE \/ CIF/ }).fill(nif);
      await dialog.getByRole('button', { name: 'Crear cliente' }).click();
      return dialog;
    };
    const first = `Duplicado E2E ${Date.now() % 100_000} S.L.`;
    await create(first);
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.goBack();
    const dialog = await create(`${first} bis`);
    const warning = dialog.getByRole('alert').filter({ hasText: 'NIF repetido' });
    await expect(dialog.getByText(`El NIF ${nif} ya es del cliente ${first} (código`)).toBeVisible();
    await expect(
      warning.getByRole('link', { name: new RegExp(`^${first} \\(código \\d+\\)$`) }),
    ).toBeVisible();
    await shot(page, 'clientes-nif-repetido');
    // Saving again without the tick is refused again; with it, the second customer is created.
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/v1/customers/'),
    );
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    // Refused again (its answer in before the tick, which the answer would clear).
    expect((await refused).status()).toBe(400);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Es otro cliente con el mismo NIF/ }).check();
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${first} bis` })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'clientes-nif-repetido-creado-movil');
  });

  test('the admin creates a customer, fills every tab, and deletes it with a reason found in Auditoría', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await login(page, admin());
    await openClientesOfMeseta(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(51);
    await shot(page, 'clientes-lista');

    // Search and sort live in the URL.
    await page.getByRole('button', { name: 'Código' }).click();
    await expect(page).toHaveURL(/sort=codigo/);
    await page.getByRole('main').getByLabel('Buscar').fill('girona');
    await expect(page).toHaveURL(/q=girona/);
    await expect(table.getByRole('row').nth(1)).toContainText('Girona');
    await page.getByRole('main').getByLabel('Buscar').fill('');

    // Create: the code is proposed; a wrong NIF letter is refused with its message.
    const dialog = await openDialog(page, 'Nuevo cliente');
    await expect(dialog.getByText(/^Propuesto: \d+ \(siguiente código libre del grupo\)$/)).toBeVisible();
    const proposed = (await dialog.getByText(/^Propuesto: /).textContent())?.match(/\d+/)?.[0] ?? '';
    await expect(dialog.getByRole('textbox', { name: 'Código', exact: true })).toHaveValue(proposed);
    const name = `Transportes E2E ${Date.now() % 100_000} S.L.`;
    await dialog.getByRole('textbox', { name: /^Razón social/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^NIF \/ NIE \/ CIF/ }).fill('12345678A');
    await dialog.getByLabel('Población').fill('Valladolid');
    // The postal code names the province: typed, it fills the empty field in.
    await dialog.getByRole('textbox', { name: 'Código postal' }).fill('47001');
    await expect(dialog.getByRole('textbox', { name: 'Provincia' })).toHaveValue('Valladolid');
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(dialog.getByText('La letra del NIF no es correcta')).toBeVisible();
    await shot(page, 'clientes-nuevo-nif-erroneo');
    await dialog.getByRole('textbox', { name: /^NIF \/ NIE \/ CIF/ }).fill(freshDni());
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(page).toHaveURL(/#\/clientes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^Código \d+ · NIF /)).toBeVisible();
    // A limit of 0 is no credit (the authoriser denies), not "no limit".
    await expect(page.getByTestId('riesgo')).toHaveText('0,00 € · Sin crédito');

    // Configuración: switches, limit, payment; the header shows the limit afterwards.
    await tab(page, 'Configuración').click();
    await expect(page).toHaveURL(/tab=configuracion/);
    await expect(page.getByText('aún no tiene configuración guardada')).toBeVisible();
    await page.getByRole('switch', { name: /Activa puntos/ }).check({ force: true });
    await page.getByRole('switch', { name: /^Profesional/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Límite de crédito' }).fill('1500');
    await page.getByRole('textbox', { name: 'Forma de pago' }).click();
    await page.getByRole('option', { name: 'Recibo SEPA' }).click();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(toast(page, 'Configuración guardada')).toBeVisible();
    await expect(page.getByTestId('riesgo')).toHaveText('0,00 € de 1.500,00 €');
    // Stored now: a second save updates it (PATCH with its version).
    await page.getByRole('switch', { name: /Genera factura/ }).check({ force: true });
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('aún no tiene configuración guardada')).toHaveCount(0);
    await shot(page, 'clientes-configuracion');

    // Fiscal.
    await tab(page, 'Fiscal').click();
    await page.getByRole('textbox', { name: /^Régimen de IVA/ }).click();
    await page.getByRole('option', { name: 'Recargo de equivalencia' }).click();
    await page.getByRole('textbox', { name: 'Serie de factura' }).fill('E2E');
    await page.getByRole('textbox', { name: /^Cuenta contable/ }).fill('430009999');
    await page.getByRole('button', { name: 'Guardar datos fiscales' }).click();
    await expect(toast(page, 'Configuración fiscal guardada')).toBeVisible();
    await shot(page, 'clientes-fiscal');

    // Opciones TPV: create, block, send.
    await tab(page, 'Opciones TPV').click();
    const tpv = await openDialog(page, 'Nueva opción TPV');
    await tpv.getByRole('textbox', { name: /^Descripción/ }).fill('Flota E2E');
    await tpv.getByRole('textbox', { name: 'Diario (€)' }).fill('120');
    await submitDialog(tpv, 'Crear opción TPV');
    const tpvRow = page.getByRole('row').filter({ hasText: 'Flota E2E' });
    await expect(tpvRow).toContainText('Nunca enviado');
    await expect(tpvRow).toContainText('120,00 €/día');
    // Issue 10 item 6: blocking asks a reason first; the change stays pending until it is sent.
    await page.getByRole('button', { name: 'Acciones de Flota E2E' }).click();
    await page.getByRole('menuitem', { name: 'Enviar a las estaciones' }).click();
    await expect(tpvRow).toContainText(/Enviado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.getByRole('button', { name: 'Acciones de Flota E2E' }).click();
    await page.getByRole('menuitem', { name: 'Bloquear…' }).click();
    const block = page.getByRole('dialog', { name: 'Bloquear opción TPV' });
    await expect(block).toContainText('pendiente de enviar a las estaciones');
    await block.getByRole('button', { name: 'Bloquear' }).click();
    await expect(block.getByText('Indique el motivo (al menos 3 caracteres)')).toBeVisible();
    await expect(tpvRow).not.toContainText('Bloqueada');
    await block.getByRole('textbox', { name: /^Motivo/ }).fill('Tarjetas extraviadas');
    await submitDialog(block, 'Bloquear');
    await expect(tpvRow).toContainText('Bloqueada');
    await expect(tpvRow).toContainText('Cambios pendientes de enviar');
    await shot(page, 'clientes-tpv-pendiente');
    await page.getByRole('button', { name: 'Acciones de Flota E2E' }).click();
    await page.getByRole('menuitem', { name: 'Enviar a las estaciones' }).click();
    await expect(tpvRow).toContainText(/Enviado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await shot(page, 'clientes-tpv');

    // Tarifas: one of the group's rates.
    await tab(page, 'Tarifas').click();
    const rate = await openDialog(page, 'Asignar tarifa');
    await rate.getByRole('textbox', { name: /^Tarifa/ }).click();
    await page.getByRole('option', { name: /Flotas 3 cént\./ }).click();
    await submitDialog(rate, 'Asignar tarifa');
    await expect(page.getByRole('row').filter({ hasText: 'Flotas 3 cént.' })).toContainText('Activa');
    await shot(page, 'clientes-tarifas');

    // Departamentos.
    await tab(page, 'Departamentos').click();
    const dep = await openDialog(page, 'Nuevo departamento');
    await dep.getByRole('textbox', { name: /^Código/ }).fill('D-E2E');
    await dep.getByRole('textbox', { name: /^Nombre/ }).fill('Reparto E2E');
    await dep.getByLabel('Responsable').fill('Marta Gil');
    await submitDialog(dep, 'Crear departamento');
    await expect(page.getByRole('row').filter({ hasText: 'Reparto E2E' })).toContainText('Marta Gil');
    await shot(page, 'clientes-departamentos');

    // Bancos: the control digits and the IBAN appear as the account is typed.
    await tab(page, 'Bancos').click();
    const bank = await openDialog(page, 'Nueva cuenta bancaria');
    await expect(bank.getByRole('textbox', { name: /^Titular/ })).toHaveValue(name);
    // The customer's first account starts as the main one, and the switch says so.
    await expect(bank.getByRole('switch', { name: /Cuenta principal/ })).toBeChecked();
    await bank.getByRole('textbox', { name: /^Entidad/ }).fill('2100');
    // Issue 10 item 8: the BIC follows from the bank code.
    await expect(bank.getByRole('textbox', { name: /^BIC/ })).toHaveValue('CAIXESBBXXX');
    await bank.getByRole('textbox', { name: /^Oficina/ }).fill('0418');
    await bank.getByRole('textbox', { name: /^Cuenta/ }).pressSequentially('0200051332');
    await expect(bank.getByRole('textbox', { name: 'DC' })).toHaveValue('45');
    await expect(bank.getByRole('textbox', { name: 'IBAN' })).toHaveValue('ES91 2100 0418 4502 0005 1332');
    await shot(page, 'clientes-banco-nuevo');
    await submitDialog(bank, 'Añadir cuenta');
    const bankRow = page.getByRole('row').filter({ hasText: 'ES91 2100 0418 4502 0005 1332' });
    // The customer's first account is the main one without being told.
    await expect(bankRow).toContainText('Principal');
    await expect(bankRow).toContainText('CAIXESBBXXX');
    await shot(page, 'clientes-bancos');

    // Datos: edit with the unsaved-changes guard on the way out.
    await tab(page, 'Datos').click();
    await page.getByLabel('Teléfono').fill('983123456');
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeVisible();
    await page.getByRole('button', { name: 'Seguir editando' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Cliente guardado')).toBeVisible();
    await shot(page, 'clientes-cabecera');

    // Delete with a reason, then find it in the audit.
    const reason = `Alta de prueba E2E ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await deleteWithReason(page, reason);
    await expect(page).toHaveURL(/#\/clientes$/);
    await expect(toast(page, 'Cliente eliminado')).toBeVisible();
    await expectInAudit(page, 'cliente', reason);
  });

  testInSection(
    'a bank account: the holder prefilled with the name takes typing, and a foreign IBAN is saved with its BIC (issue 10 item 8)',
    { as: admin, route: 'clientes/2', allow: [400], viewport: { width: 1366, height: 900 } },
    async ({ page }) => {
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(name.length).toBeGreaterThan(1);
      await tab(page, 'Bancos').click();
      const bank = await openDialog(page, 'Nueva cuenta bancaria');
      const holder = bank.getByRole('textbox', { name: /^Titular/ });
      await expect(holder).toHaveValue(name);
      // The dialog opens in the holder: a holder typed straight away replaces the proposed name instead
      // of following it (the name twice when the holder is the customer).
      await expect(holder).toBeFocused();
      await page.keyboard.type(name);
      await expect(holder).toHaveValue(name);
      await page.keyboard.type(' (pagos)');
      await expect(holder).toHaveValue(`${name} (pagos)`);
      // Typed at the end after a click, the typing follows the name.
      await holder.click();
      await holder.press('End');
      await holder.pressSequentially(' 2');
      await expect(holder).toHaveValue(`${name} (pagos) 2`);
      // Replaced whole, it holds only what was typed.
      await holder.press('ControlOrMeta+a');
      await holder.pressSequentially('Ana Gil Pérez');
      await expect(holder).toHaveValue('Ana Gil Pérez');

      // A German account: its IBAN typed whole, its BIC typed too (no Spanish bank code to derive it).
      await bank.getByRole('switch', { name: /Cuenta de un banco extranjero/ }).check();
      await expect(bank.getByRole('textbox', { name: /^Entidad/ })).toHaveCount(0);
      const iban = bank.getByRole('textbox', { name: /^IBAN/ });
      // Sent empty, or with a Spanish IBAN, the IBAN itself says why (the hidden CCC's errors did not show).
      await bank.getByRole('button', { name: 'Añadir cuenta' }).click();
      await expect(iban).toHaveAccessibleDescription(/Indique el IBAN/);
      await iban.fill('ES91 2100 0418 4502 0005 1332');
      await expect(iban).toHaveAccessibleDescription(/Es un IBAN español: desmarque/);
      await iban.fill('de89 3704 0044 0532 0130 0');
      await iban.blur();
      await expect(bank.getByText('Un IBAN de Alemania tiene 22 caracteres (este tiene 21)')).toBeVisible();
      await iban.fill('DE89 3704 0044 0532 0130 00');
      await bank.getByRole('button', { name: 'Añadir cuenta' }).click();
      await expect(bank.getByText('Indique el BIC del banco extranjero')).toBeVisible();
      await bank.getByRole('textbox', { name: /^BIC/ }).fill('deutdeff');
      await expect(bank.getByRole('textbox', { name: /^BIC/ })).toHaveValue('DEUTDEFF');
      await shot(page, 'clientes-banco-extranjero');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'clientes-banco-extranjero-movil');
      await page.setViewportSize({ width: 1366, height: 900 });
      await submitDialog(bank, 'Añadir cuenta');
      const row = page.getByRole('row').filter({ hasText: 'DE89 3704 0044 0532 0130 00' });
      await expect(row).toContainText('Ana Gil Pérez');

      // Opened again it is still foreign: the IBAN is editable and there is no CCC.
      await page.getByRole('button', { name: 'Editar la cuenta DE89 3704 0044 0532 0130 00' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar cuenta bancaria' });
      await expect(edit.getByRole('switch', { name: /Cuenta de un banco extranjero/ })).toBeChecked();
      await expect(edit.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('DE89 3704 0044 0532 0130 00');
      await expect(edit.getByRole('textbox', { name: /^BIC/ })).toHaveValue('DEUTDEFF');
      await shot(page, 'clientes-banco-extranjero-editar');
    },
  );

  testInSection(
    'an existing customer: risk against limit, vehicles, tickets with their PDF, declined operations explained',
    { as: admin, route: 'clientes/1' },
    async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('riesgo')).toHaveText(/^[\d.]+,\d{2}\s€ de [\d.]+,\d{2}\s€$/);
      await shot(page, 'clientes-ficha');

      await tab(page, 'Vehículos').click();
      await expect(page.getByRole('cell', { name: /\*\*\*\*/ }).first()).toBeVisible();
      // Each row opens its vehicle (as in Gestión de Vehículos); an open limit says so.
      await expect(page.getByRole('row', { name: /^Abrir el vehículo / }).first()).toBeVisible();
      await expect(page.getByRole('main').getByText('—', { exact: true })).toHaveCount(0);
      await shot(page, 'clientes-vehiculos');
      await tab(page, 'Usuarios').click();
      await expect(page.getByRole('table')).toBeVisible();
      await shot(page, 'clientes-usuarios');

      await tab(page, 'Tickets').click();
      await expect(page).toHaveURL(/tab=tickets/);
      await expect(page.getByRole('cell', { name: /€$/ }).first()).toBeVisible();
      await shot(page, 'clientes-tickets');
      const pdf = page.waitForResponse((r) => r.url().includes('/api/tickets/getpdf/'));
      await page
        .getByRole('button', { name: /^PDF del ticket / })
        .first()
        .click();
      const answer = await pdf;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/pdf');
      expect(Number(answer.headers()['content-length'])).toBeGreaterThan(500);
      const viewer = page.getByTitle(/^PDF del ticket /);
      await expect(viewer).toBeVisible();
      await expect(viewer).toHaveAttribute('src', /^blob:/);
      // The PDF viewer keeps the frame busy, so no "network idle" wait here.
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/clientes-ticket-pdf.png` });
      await page.keyboard.press('Escape');

      await tab(page, 'Operaciones').click();
      await page.getByRole('textbox', { name: 'Resultado' }).click();
      await page.getByRole('option', { name: 'Denegadas' }).click();
      const denied = page.getByRole('row').filter({ hasText: 'Denegada' }).first();
      await expect(denied).toBeVisible();
      await expect(denied).toHaveAttribute('data-tone', 'danger');
      await shot(page, 'clientes-operaciones');

      // The period and the result are in the address: a reload (or a link sent) keeps them.
      await page.getByRole('button', { name: 'Este mes' }).click();
      await expect(page).toHaveURL(/desde=\d{4}-\d{2}-01&hasta=/);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('textbox', { name: 'Resultado' })).toHaveValue('Denegadas');
    },
  );

  testInSection(
    "a customer's tickets link to their vehicle, whose own tickets do not link to itself (issue 10: links between records)",
    { as: admin, route: 'clientes/1?tab=tickets', viewport: { width: 1366, height: 900 } },
    async ({ page }) => {
      const plate = page.getByRole('table').getByRole('link').first();
      await expect(plate).toBeVisible();
      const matricula = (await plate.textContent())?.trim() ?? '';
      expect(matricula).toMatch(/^[0-9A-Z]{4,}$/);
      // The plate joins the columns without pushing the total or the PDF out of sight.
      const wrapper = page.getByRole('table').locator('xpath=..');
      expect(await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      await shot(page, 'clientes-tickets-enlaces');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'clientes-tickets-enlaces-movil');
      await page.setViewportSize({ width: 1366, height: 900 });
      await plate.click();
      await expect(page).toHaveURL(/#\/vehiculos\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(matricula);
      await tab(page, 'Tickets').click();
      await expect(page.getByRole('cell', { name: /€$/ }).first()).toBeVisible();
      await expect(page.getByRole('table').getByRole('link', { name: matricula })).toHaveCount(0);
    },
  );

  test('on a phone (390×844) the customer list does not scroll sideways: name and code first, actions in reach (issue 10)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginFreshStaff(page, testInfo.project.use.baseURL, 'clientesmovil');
    await page.goto('./#/clientes');
    await chooseGroup(page);
    const table = page.getByRole('table');
    const first = table.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    await shot(page, 'clientes-lista-390');
    const sizes = await page.evaluate(() => {
      const box = document.querySelector('main table')!.parentElement!;
      const last = document.querySelector('main table tbody tr td:last-child')!.getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: box.scrollWidth - box.clientWidth,
        lastRight: last.right,
      };
    });
    expect(sizes.page).toBeLessThanOrEqual(0);
    expect(sizes.table).toBeLessThanOrEqual(1);
    expect(sizes.lastRight).toBeLessThanOrEqual(390);
    await expect(page.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Código' })).toBeVisible();
    // The row opens the customer.
    const name = await first.getByRole('cell').nth(1).textContent();
    await first.click();
    await expect(page).toHaveURL(/#\/clientes\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText((name ?? '').split(' · ')[0]!.trim());
  });

  testInSection(
    "on a phone (390×844) a customer's Tickets tab fits its box: Total and PDF in sight, the date fields usable (issue 10)",
    { as: admin, route: 'clientes/1?tab=tickets', viewport: { width: 390, height: 844 } },
    async ({ page }) => {
      const table = page.getByRole('table');
      await expect(table.getByRole('cell', { name: /€$/ }).first()).toBeVisible();
      await shot(page, 'clientes-tickets-390');
      // Eleven tabs on one line that scrolls sideways, the one the URL chose in sight.
      const tabs = page.getByRole('main').getByRole('tablist');
      expect((await tabs.boundingBox())!.height).toBeLessThan(60);
      await expect(tabs.getByRole('tab', { name: 'Tickets' })).toBeInViewport({ ratio: 1 });
      // Tabs beyond the edge fade out there (there are more to scroll to); at the end, none fades.
      await expect(tabs).toHaveAttribute('data-more', 'true');
      await tabs.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
      await expect(tabs).not.toHaveAttribute('data-more');
      const box = table.locator('xpath=..');
      const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByRole('columnheader', { name: 'Total' })).toBeInViewport();
      const pdf = page.getByRole('button', { name: /^PDF del ticket / }).first();
      await expect(pdf).toBeInViewport();
      // Each date field keeps room for a whole dd/mm/aaaa.
      for (const name of ['Desde', 'Hasta']) {
        const field = page.getByRole('textbox', { name, exact: true });
        await expect(field).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
        expect((await field.boundingBox())?.width).toBeGreaterThanOrEqual(110);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      await expect(page.getByRole('columnheader', { name: 'Estación' })).toBeVisible();
      await shot(page, 'clientes-tickets-1366');
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    },
  );

  test('the operator reads customers of its own group only and has no write actions', async ({
    page,
    consoleGuard,
    baseURL,
  }) => {
    consoleGuard.allow(failedResource(403));
    // A copy of the demo operator: choosing the group stores its work area.
    const auth = await loginFreshStaff(page, baseURL, 'operador', OPERATOR);
    await page.goto('./#/clientes');
    const askGroup = page.getByText('Elija un grupo para ver sus clientes');
    const table = page.getByRole('table');
    await expect(askGroup.or(table)).toBeVisible();
    if (await askGroup.isVisible()) {
      // Only the operator's own group is offered.
      await expect(page.getByRole('button', { name: 'Grupo Cantábrico' })).toHaveCount(0);
      await chooseGroup(page);
    }
    await expect(page.getByText(/^1–50 de \d+/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo cliente' })).toHaveCount(0);
    await shot(page, 'clientes-operador-lista');

    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/#\/clientes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Razón social/ })).toBeDisabled();
    await tab(page, 'Configuración').click();
    await expect(page.getByRole('button', { name: 'Guardar configuración' })).toHaveCount(0);
    await tab(page, 'Opciones TPV').click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva opción TPV' })).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('button', { name: /^(Bloquear|Enviar|Editar|Eliminar|Acciones de) / }),
    ).toHaveCount(0);
    await shot(page, 'clientes-operador-tpv');

    // Another group's customer is out of reach, in the app and in the API.
    expect(await apiStatus(page, auth, '/v1/customers?id=200')).toBe(403);
    expect(await apiStatus(page, auth, '/v1/customers?idgrupo=3')).toBe(403);
    await page.goto('./#/clientes/200');
    await expect(page.getByText('No se ha podido abrir el cliente')).toBeVisible();
  });
});
