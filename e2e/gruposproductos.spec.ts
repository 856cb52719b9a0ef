import { expect, test } from './support/fixtures';
import {
  chooseGroup,
  deleteWithReason,
  openDialog,
  submitDialog,
  testBlockedWithout,
  testInSection,
} from './support/sections';
import { shot } from './support/shots';
import { ownStaff } from './support/staff';

test.describe('Productos de Grupo', () => {
  const admin = ownStaff('productos');

  testInSection(
    'the admin chooses a group, creates a fuel product (Ministry id required), edits and deletes it',
    { as: admin, link: 'Productos de Grupo', group: 'Equivalencias', timeout: 120_000 },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/gruposproductos$/);
      await expect(page.getByText('Elija un grupo para ver sus productos')).toBeVisible();
      await chooseGroup(page);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').filter({ hasText: 'Gasóleo A+' })).toBeVisible();
      const premium = table.getByRole('row').filter({ hasText: 'GOA+' });
      await expect(premium).toContainText('5 · Gasóleo Premium');
      // Family and unit as the filter and the form name them, not as stored.
      await expect(premium.getByRole('cell', { name: 'Carburante', exact: true })).toBeVisible();
      await expect(premium.getByRole('cell', { name: 'Litro', exact: true })).toBeVisible();
      await shot(page, 'gruposproductos-lista');

      const code = `E2E${Date.now() % 100_000}`;
      const dialog = await openDialog(page, 'Nuevo producto');
      await dialog.getByRole('textbox', { name: 'Código' }).fill(code);
      await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Gasolina E2E');
      await dialog.getByRole('button', { name: 'Crear producto' }).click();
      await expect(dialog.getByText('Un carburante necesita su producto del Ministerio')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Producto del Ministerio' }).click();
      await page.getByRole('option', { name: '23 · Gasolina 95 E10' }).click();
      await shot(page, 'gruposproductos-nuevo');
      await submitDialog(dialog, 'Crear producto');
      await expect(page.getByText('Producto creado').first()).toBeVisible();

      await page.getByLabel('Buscar', { exact: true }).fill(code);
      const row = table.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('23 · Gasolina 95 E10');
      await row.click();
      const edit = page.getByRole('dialog', { name: `Producto ${code.toUpperCase()} · Gasolina E2E` });
      await edit.getByRole('textbox', { name: 'IVA (%)' }).fill('10');
      await submitDialog(edit, 'Guardar');
      await expect(row).toContainText('10');

      await row.getByRole('button', { name: 'Eliminar Gasolina E2E' }).click();
      await deleteWithReason(page, 'Producto de prueba');
      await expect(row).toHaveCount(0);
    },
  );

  testBlockedWithout('can_view_equivalencia', {
    link: 'Productos de Grupo',
    routes: ['gruposproductos'],
    api: '/v1/products',
  });
});
