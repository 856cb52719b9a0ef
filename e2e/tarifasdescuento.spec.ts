import { expect, test } from './support/fixtures';
import { openDialog, submitDialog, testBlockedWithout, testInSection } from './support/sections';
import { shot } from './support/shots';
import { ownStaff } from './support/staff';

test.describe('Tarifas Descuento', () => {
  const admin = ownStaff('tarifas');

  testInSection(
    'the admin creates a tariff with its lines in one form; a line’s error stays on its cell',
    {
      as: admin,
      link: 'Tarifas Descuento',
      group: 'Precios',
      chooseGroup: true,
      allow: [400],
      timeout: 120_000,
    },
    async ({ page }) => {
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
      // Chosen by keyboard: ↓ and Intro belong to the open list (the grid took them to move and add lines).
      await expect(page.getByRole('option', { name: 'SP95 · Sin Plomo 95', exact: true })).toBeVisible();
      await second.press('ArrowDown');
      await second.press('Enter');
      await expect(second).toHaveValue('SP95 · Sin Plomo 95');
      await expect(dialog.getByRole('textbox', { name: 'Producto del grupo de la línea 3' })).toHaveCount(0);
      await dialog.getByRole('textbox', { name: 'Valor (cént./l) de la línea 2' }).fill('3');
      await shot(page, 'tarifasdescuento-nueva');
      await submitDialog(dialog, 'Crear tarifa');
      const row = table.getByRole('row').filter({ hasText: name });
      // Each line's value in the tariff's unit, its type as the form names it, and no end date: 'Sin fin'.
      await expect(row).toContainText('Gasóleo A 4,5 cént./l · Sin Plomo 95 3 cént./l');
      await expect(row.getByRole('cell', { name: 'Céntimos/litro', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Sin fin', exact: true })).toBeVisible();
      // No customer has it yet: it can be deleted.
      await expect(row.getByRole('button', { name: `Eliminar ${name}` })).not.toHaveAttribute(
        'aria-disabled',
      );

      // A tariff customers have: its delete says why it cannot, and its count leads to who has it.
      const usedRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: / con la tarifa / }) })
        .first();
      const used = usedRow.getByRole('link', { name: / con la tarifa / });
      const tariff = ((await used.getAttribute('aria-label')) ?? '').replace(/^.* con la tarifa /, '');
      const remove = usedRow.getByRole('button', { name: `Eliminar ${tariff}` });
      await expect(remove).toHaveAttribute('aria-disabled', 'true');
      await expect(remove).toHaveAccessibleDescription(/^La tienen? \d+ clientes?: desactívela/);
      // It keeps the keyboard (so the reason is heard), and Intro on it opens nothing.
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Confirmar eliminación' })).toHaveCount(0);
      await used.click();
      await expect(page).toHaveURL(/#\/tarifasclientes\?idtarifa=\d+/);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(tariff);
    },
  );

  testBlockedWithout('can_view_precio', {
    link: 'Tarifas Descuento',
    routes: ['tarifasdescuento', 'tarifasclientes', 'asignaciontarifas'],
    api: '/v1/customerrates',
  });
});
