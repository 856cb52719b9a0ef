import { expect, failedResource, test } from './support/fixtures';
import { openSection, testBlockedWithout } from './support/sections';
import { shot } from './support/shots';

test.describe('Auditoría', () => {
  test('web log of today with filters in the URL, load more, and a readable before/after', async ({
    page,
  }) => {
    await openSection(page, 'Auditoría');
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'admin@demo.es' }).first()).toBeVisible();
    await shot(page, 'auditoria-web');

    // A wider range: the seeded history has edits with before/after.
    await page.getByLabel('Desde').fill('01/01/2020');
    await page.getByLabel('Desde').press('Enter');
    // Issue 10 item 5: pick lists in Spanish, not the technical values.
    await page.getByRole('textbox', { name: 'Tipo de registro' }).click();
    await page.getByRole('option', { name: 'Cliente', exact: true }).click();
    await page.getByRole('textbox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Modificación', exact: true }).click();
    await expect(page).toHaveURL(/recurso=cliente(&|$)/);
    await expect(page).toHaveURL(/accion=modificacion/);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toBeVisible();
    const before = await page.getByRole('row').count();
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(before);
    await expect(page.getByRole('cell', { name: 'cliente', exact: true })).toHaveCount(0);
    await expect(page.getByRole('row').nth(1)).toContainText('Modificación');
    await expect(page.getByRole('row').nth(1)).toContainText('Cliente');
    await expect(page.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

    await page.getByRole('row').nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
    await expect(dialog.getByRole('columnheader', { name: 'Antes' })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Después' })).toBeVisible();
    await shot(page, 'auditoria-diff');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'App' }).click();
    await expect(page).toHaveURL(/tab=app/);
    await expect(page.getByRole('columnheader', { name: 'Detalle' })).toBeVisible();
    await shot(page, 'auditoria-app');
  });

  test('a failed login is in the log, and Limpiar filtros empties the filters', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400));
    await page.goto('./#/login');
    await page.getByLabel('Usuario').fill('intruso.e2e@demo.es');
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave#1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Usuario o contraseña incorrectos').first()).toBeVisible();
    await openSection(page, 'Auditoría');
    await page.getByRole('textbox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Inicio de sesión fallido' }).click();
    const row = page.getByRole('row').filter({ hasText: 'intruso.e2e@demo.es' });
    await expect(row).toContainText('Inicio de sesión fallido');
    await expect(row).toContainText('Sesión');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).not.toHaveURL(/accion=/);
    await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toHaveCount(0);
  });

  testBlockedWithout('can_view_auditoria', {
    link: 'Auditoría',
    routes: ['auditoria'],
    api: '/v1/audit/web?datesince=2026-01-01&dateto=2026-01-02',
  });
});
