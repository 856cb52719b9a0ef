import { expect, failedResource, test } from './support/fixtures';
import { chooseGroup, openDialog, openSection, testBlockedWithout } from './support/sections';
import { shot } from './support/shots';
import { ownStaff } from './support/staff';

test.describe('Tarifas Descuento', () => {
  const admin = ownStaff('tarifas');

  test('the admin creates a tariff with its lines in one form; a line’s error stays on its cell', async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    consoleGuard.allow(failedResource(400));
    await openSection(page, 'Tarifas Descuento', 'Precios', admin());
    await chooseGroup(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: 'Flotas 3 cént.' })).toBeVisible();
    await shot(page, 'tarifasdescuento-lista');

    const name = `Tarifa E2E ${Date.now() % 100_000}`;
    const dialog = await openDialog(page, 'Nueva tarifa');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
    const product = dialog.getByRole('textbox', { name: 'Producto del grupo de la línea 1' });
    await product.click();
    await product.fill('Gasóleo A');
    await page.getByRole('option', { name: 'GOA · Gasóleo A', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Valor (cént./l) de la línea 1' }).fill('150');
    await dialog.getByRole('button', { name: 'Crear tarifa' }).click();
    await expect(dialog.getByText('Como máximo 100 cént./l')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Valor (cént./l) de la línea 1' }).fill('4,5');
    await dialog.getByRole('button', { name: 'Añadir producto' }).click();
    const second = dialog.getByRole('textbox', { name: 'Producto del grupo de la línea 2' });
    await second.click();
    await second.fill('Sin Plomo 95');
    await page.getByRole('option', { name: 'SP95 · Sin Plomo 95', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Valor (cént./l) de la línea 2' }).fill('3');
    await shot(page, 'tarifasdescuento-nueva');
    await dialog.getByRole('button', { name: 'Crear tarifa' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Gasóleo A 4,5 · Sin Plomo 95 3');
  });

  testBlockedWithout('can_view_precio', {
    link: 'Tarifas Descuento',
    routes: ['tarifasdescuento', 'tarifasclientes', 'asignaciontarifas'],
    api: '/v1/customerrates',
  });
});
