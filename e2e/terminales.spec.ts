import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  deleteWithReason,
  expectEmptyFormRefused,
  expectInAudit,
  openDialog,
  testBlockedWithout,
  testInSection,
} from './support/sections';
import { shot } from './support/shots';

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByText(text, { exact: true }).first();

test.describe('Terminales', () => {
  testInSection(
    'the admin lists terminals with their state, creates one, edits its modules, issues its key, and the terminal calls the centre',
    { link: 'Terminales', timeout: 150_000 },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/terminales$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
      await expect(table.getByText(/^(En línea|Fuera de línea)$/).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'terminales-lista');

      // Create one: the station is picked by name.
      const dialog = await openDialog(page, 'Nuevo terminal');
      const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
      await expectEmptyFormRefused(dialog, 'Crear terminal');
      await dialog.getByRole('textbox', { name: /^Descripción/ }).fill('TPV pruebas E2E');
      await dialog.getByRole('textbox', { name: /^Número de serie/ }).fill(serial);
      await dialog.getByRole('textbox', { name: /^Estación/ }).click();
      await page.getByRole('option', { name: /Valladolid Norte/ }).click();
      await dialog.getByLabel('Modelo').fill('PAX A920');
      await dialog.getByLabel('Dirección IP').fill('10.0.0.300');
      await dialog.getByRole('button', { name: 'Crear terminal' }).click();
      await expect(dialog.getByText('Dirección IP no válida')).toBeVisible();
      await dialog.getByLabel('Dirección IP').fill('10.0.0.30');
      await dialog.getByRole('button', { name: 'Crear terminal' }).click();
      await expect(page).toHaveURL(/#\/terminales\/\d+$/);
      const id = Number(page.url().match(/terminales\/(\d+)/)?.[1]);
      await expect(page.getByRole('heading', { level: 1, name: 'TPV pruebas E2E' })).toBeVisible();
      await expect(page.getByText('Fuera de línea', { exact: true }).first()).toBeVisible();
      // What it has not told yet is said in words, as on its Estado tab.
      await expect(page.getByText(/versión sin indicar · última conexión nunca/)).toBeVisible();

      // Modules: switched on and saved with the version.
      await page.getByRole('tab', { name: 'Módulos' }).click();
      const pago = page.getByRole('switch', { name: /Pago móvil/ });
      await expect(pago).not.toBeChecked();
      await pago.click({ force: true });
      await page.getByRole('button', { name: 'Guardar módulos' }).click();
      await expect(toast(page, 'Módulos guardados')).toBeVisible();
      await expect(page.getByRole('switch', { name: /Pago móvil/ })).toBeChecked();
      await shot(page, 'terminales-modulos');

      // The wallet test fails before the terminal has a key or has called.
      await page.getByRole('tab', { name: 'Estado' }).click();
      await page.getByRole('button', { name: 'Probar el monedero' }).click();
      await expect(page.getByText('Prueba no superada')).toBeVisible();
      await expect(page.getByText('El terminal nunca ha llamado al centro')).toBeVisible();
      await expect(page.getByText(/no tiene clave/)).toBeVisible();

      // A new key, shown once.
      await page.getByRole('tab', { name: 'Clave' }).click();
      await expect(page.getByText(/no tiene clave/)).toBeVisible();
      await page.getByRole('button', { name: 'Emitir clave nueva' }).click();
      await page
        .getByRole('dialog', { name: '¿Emitir una clave nueva?' })
        .getByRole('button', { name: 'Emitir clave' })
        .click();
      const keyDialog = page.getByRole('dialog', { name: 'Clave nueva del terminal' });
      await expect(keyDialog.getByText('Solo se muestra esta vez')).toBeVisible();
      const key = ((await keyDialog.getByTestId('terminal-key').textContent()) ?? '').trim();
      expect(key.length).toBeGreaterThan(30);
      await shot(page, 'terminales-clave-nueva');
      await keyDialog.getByRole('button', { name: 'Hecho' }).click();
      await expect(page.getByText(/Clave actual emitida el/)).toBeVisible();
      await expect(page.getByText(key)).toHaveCount(0);

      // The terminal calls the centre with it: an unknown card is declined, and the call is its last connection.
      const call = await page.request.post('./api/v1/authorize', {
        headers: { 'x-terminal-key': key },
        data: { tarjeta: '7080000000000000', productos: [{ idproducto: 1 }], importe: 20 },
      });
      expect(call.status()).toBe(200);
      expect((await call.json()).resultado).toBe('denegada');

      await page.getByRole('tab', { name: 'Estado' }).click();
      await page.getByRole('button', { name: 'Actualizar estado' }).click();
      await expect(page.getByText('En línea', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: /monedero|Repetir la prueba/ }).click();
      await expect(page.getByText('Prueba superada')).toBeVisible();
      await shot(page, 'terminales-estado');

      await page.getByRole('tab', { name: 'Últimas operaciones' }).click();
      const ops = page.getByRole('table');
      await expect(ops.getByRole('row').nth(1)).toContainText('Denegada');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'terminales-operaciones');

      // Back in the list, filtered to the terminals en línea: this one is there.
      await page.goto(`./#/terminales?enlinea=true&q=${serial}`);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('En línea');

      await page.goto(`./#/terminales/${id}`);
      await page.getByRole('button', { name: 'Eliminar' }).click();
      await deleteWithReason(page, 'Terminal de pruebas');
      await expect(page).toHaveURL(/#\/terminales$/);
      await expectInAudit(page, 'terminal', 'Terminal de pruebas');
    },
  );

  testBlockedWithout('can_view_terminal', {
    link: 'Terminales',
    routes: ['terminales', 'terminales/1'],
    api: '/v1/terminals',
  });
});
