import { expect, test } from './support/fixtures';
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
    await page.getByLabel('Recurso').fill('cliente');
    await page.getByLabel('Acción').fill('modificacion');
    await expect(page).toHaveURL(/recurso=cliente/);
    await expect(page).toHaveURL(/accion=modificacion/);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toBeVisible();
    const before = await page.getByRole('row').count();
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(before);

    await page.getByRole('row').nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
    await expect(dialog.getByRole('columnheader', { name: 'Antes' })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Después' })).toBeVisible();
    await shot(page, 'auditoria-diff');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'App' }).click();
    await expect(page).toHaveURL(/tab=app/);
    await expect(page.getByRole('columnheader', { name: 'Dispositivo' })).toBeVisible();
    await shot(page, 'auditoria-app');
  });

  testBlockedWithout('can_view_auditoria', {
    link: 'Auditoría',
    routes: ['auditoria'],
    api: '/v1/audit/web?datesince=2026-01-01&dateto=2026-01-02',
  });
});
