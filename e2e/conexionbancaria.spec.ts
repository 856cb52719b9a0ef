import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectInAudit, openDialog, testBlockedWithout, testInSection } from './support/sections';
import { shot } from './support/shots';

/** Redsys's public test key, and another one. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const OTHER_KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';

test.describe('Pasarelas de pago', () => {
  testInSection(
    'the admin creates a gateway, never sees its key again, replaces it and tests the connection',
    { link: 'Pasarelas de pago', allow: [400], timeout: 120_000 },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/conexionbancaria$/);
      const dialog = await openDialog(page, 'Nueva pasarela');
      const name = `Redsys E2E ${Date.now() % 100_000}`;
      await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Código de comercio/ }).fill('999008881');
      await dialog.getByLabel(/^Clave de firma/).fill('no-es-una-clave-de-redsys');
      await dialog.getByRole('textbox', { name: /^Grupo/ }).click();
      await page.getByRole('option', { name: 'Grupo Meseta' }).click();
      await dialog.getByRole('button', { name: 'Crear pasarela' }).click();
      await expect(dialog.getByText(/La clave de Redsys es la del portal/)).toBeVisible();
      await dialog.getByLabel(/^Clave de firma/).fill(KEY);
      await dialog.getByRole('button', { name: 'Crear pasarela' }).click();
      await expect(page).toHaveURL(/#\/conexionbancaria\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText(/Guardada: •+gJ7/)).toBeVisible();
      await expect(page.getByLabel(/^Clave nueva/)).toHaveValue('');
      expect(await page.content()).not.toContain(KEY);
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'conexionbancaria-detalle');

      // Replace the key.
      await page.getByLabel(/^Clave nueva/).fill(OTHER_KEY);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Pasarela guardada')).toBeVisible();
      await expect(page.getByText(/Guardada: •+Jev/)).toBeVisible();

      await page.getByRole('tab', { name: 'Prueba de conexión' }).click();
      await page.getByRole('button', { name: 'Probar la conexión' }).click();
      await expect(page.getByText('Configuración correcta')).toBeVisible();
      await expect(page.getByText(/firmado con HMAC_SHA256_V1 y comprobado/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'conexionbancaria-prueba');

      await page.goto('./#/conexionbancaria');
      const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
      await expect(row.getByRole('cell', { name: 'Pruebas', exact: true })).toBeVisible();
      await shot(page, 'conexionbancaria-lista');
      await expectInAudit(page, 'pasarela', 'clave cambiada');
    },
  );

  testBlockedWithout('can_view_conexionbancaria', {
    link: 'Pasarelas de pago',
    routes: ['conexionbancaria', 'conexionbancaria/1'],
    api: '/v1/paymentgateways',
  });
});
