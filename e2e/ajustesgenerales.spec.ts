import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, failedResource, test } from './support/fixtures';
import { expectInAudit, testBlockedWithout, testInSection } from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';
import { ownStaff } from './support/staff';
import { choose, workAreaName } from './support/work-area';

test.describe('Ajustes generales y Configuración', () => {
  // Configuración follows the account's stored work area: an administrator of these tests' own.
  const admin = ownStaff('ajustes');

  testInSection(
    'Configuración opens the work area’s account; the admin saves its settings, checked and audited',
    { as: admin, route: 'configuracion', timeout: 120_000 },
    async ({ page }) => {
      // Two commercial accounts in reach and no work area yet: Configuración asks for one.
      await expect(page.getByText('Elija un área de trabajo', { exact: true })).toBeVisible();
      await shot(page, 'configuracion-sin-area');

      await choose(page, 'Grupo', 'meseta', 'Grupo Meseta');
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(workAreaName(page)).toHaveText('Grupo Meseta');
      // The page follows the work area at once: its account's form.
      await expect(page).toHaveURL(/#\/ajustesgenerales\/\d+$/);
      const form = page.getByRole('form', { name: /^Ajustes generales de Petrocentro Castilla/ });
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Serie de las facturas')).toHaveValue('PC');
      await expect(form.getByRole('textbox', { name: /^Tarifa por defecto/ })).not.toHaveValue('');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'ajustesgenerales-formulario', true);

      // Wrong values are refused on their fields, in Spanish, before anything is sent.
      await form.getByLabel('NIF').fill('12345678A');
      await form.getByLabel('Correos de contacto').fill('facturacion@petrocentro.es, mal@');
      await form.getByRole('button', { name: 'Guardar ajustes' }).click();
      await expect(form.getByText('La letra del NIF no es correcta')).toBeVisible();
      await expect(form.getByText('Correo electrónico no válido: mal@')).toBeVisible();
      await shot(page, 'ajustesgenerales-errores');

      // Corrected and saved: the values come back from the server, the version grows.
      await form.getByLabel('NIF').fill('A58818501');
      await form.getByLabel('Correos de contacto').fill('Facturacion@Petrocentro.es; avisos@petrocentro.es');
      const reserva = form.getByLabel('Caducidad de la reserva (minutos)');
      const minutes = String(20 + (Date.now() % 30));
      await reserva.fill(minutes);
      await form.getByLabel('Valor del punto').fill('0,015');
      await expect(form.getByText('100 puntos valen 1,50 €')).toBeVisible();
      await form.getByRole('button', { name: 'Guardar ajustes' }).click();
      await expect(page.getByText('Ajustes guardados')).toBeVisible();
      await expect(form.getByLabel('Correos de contacto')).toHaveValue(
        'facturacion@petrocentro.es, avisos@petrocentro.es',
      );
      await expect(reserva).toHaveValue(minutes);
      await page.reload();
      await expect(page.getByRole('form', { name: /^Ajustes generales de/ }).getByLabel('NIF')).toHaveValue(
        'A58818501',
      );

      // Configuración opened again later goes straight to the work area's account.
      await page.goto('./#/');
      await page.goto('./#/configuracion');
      await expect(page).toHaveURL(/#\/ajustesgenerales\/\d+$/);

      await expectInAudit(page, 'ajustes', /ajustes/i);
    },
  );

  test('Ajustes generales opens any account by id: the second one has the defaults', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(404));
    const auth = await login(page, admin());
    const accounts = [...new Set(auth.scope.map((e) => e.idcuentacomercial))].sort((a, b) => a - b);
    await page.goto(`./#/ajustesgenerales/${accounts[1]}`);
    const form = page.getByRole('form', { name: /^Ajustes generales de Gasóleos del Norte/ });
    await expect(form).toBeVisible();
    // Never edited: the defaults (stored by the first rule that read them, or not stored yet).
    await expect(form.getByLabel('Caducidad de los vales (días)')).toHaveValue('365');
    await shot(page, 'ajustesgenerales-por-defecto');

    // Another account picked by name.
    const picker = page.getByRole('textbox', { name: 'Cuenta comercial' });
    await picker.click();
    await page.getByRole('option', { name: /Petrocentro Castilla/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/ajustesgenerales/${accounts[0]}$`));
    await expect(
      page.getByRole('form', { name: /^Ajustes generales de Petrocentro Castilla/ }),
    ).toBeVisible();

    await page.goto('./#/ajustesgenerales/999999');
    await expect(page.getByText('No existe esa cuenta comercial.')).toBeVisible();
  });

  testBlockedWithout('can_view_configuracion', {
    link: 'Ajustes generales',
    routes: ['configuracion', 'ajustesgenerales/1'],
    api: '/v1/settings?idcuentacomercial=1',
  });
});
