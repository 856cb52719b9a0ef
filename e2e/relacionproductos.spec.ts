import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { submitDialog, testBlockedWithout, testInSection } from './support/sections';
import { shot } from './support/shots';
import { ownStaff } from './support/staff';

test.describe('Relación de Productos', () => {
  const admin = ownStaff('relaciones');

  testInSection(
    'the admin sees the unmapped codes, maps several in bulk and imports a CSV (errors by line first)',
    {
      as: admin,
      link: 'Relación de Productos',
      group: 'Equivalencias',
      chooseGroup: true,
      allow: [400],
      timeout: 150_000,
    },
    async ({ page }) => {
      const badge = page.getByText(/^\d+ sin relacionar$/);
      await expect(badge).toBeVisible();
      const before = Number((await badge.textContent())?.match(/\d+/)?.[0]);

      await page.getByText('Solo sin relacionar').click();
      await expect(page).toHaveURL(/unmapped=true/);
      const table = page.getByRole('table');
      const rows = table.getByRole('row').filter({ hasText: 'Sin relacionar' });
      await expect(rows.first()).toBeVisible();
      await shot(page, 'relacionproductos-sin-relacionar');

      // Tick two codes and map them to Gasóleo A at once.
      await rows.nth(0).getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      await expect(page.getByText('2 códigos seleccionados')).toBeVisible();
      const pick = page.getByRole('textbox', { name: 'Relacionar con el producto del grupo' });
      await pick.click();
      await pick.fill('Gasóleo A');
      await page.getByRole('option', { name: 'GOA · Gasóleo A', exact: true }).click();
      await shot(page, 'relacionproductos-en-bloque');
      await page.getByRole('button', { name: 'Relacionar', exact: true }).click();
      await expect(page.getByText('2 códigos relacionados').first()).toBeVisible();
      await expect(page.getByText(`${before - 2} sin relacionar`)).toBeVisible();

      // A CSV with a bad line is refused whole, with its line number; the corrected one is imported.
      const file = join(tmpdir(), `codigos-${Date.now()}.csv`);
      writeFileSync(
        file,
        'codigolocal;descripcionlocal;codigogrupo\nE2E-1;Gasóleo;GOA\nE2E-2;Raro;NOEXISTE\n',
      );
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar códigos de una estación (CSV)' });
      await dialog.getByRole('textbox', { name: 'Estación' }).click();
      await page.getByRole('option').first().click();
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.getByRole('button', { name: 'Comprobar fichero' }).click();
      const errors = dialog.getByRole('table', { name: 'Filas omitidas' });
      await expect(errors).toContainText('Línea 3');
      await expect(errors).toContainText('No existe el producto NOEXISTE en el grupo');
      await shot(page, 'relacionproductos-csv-errores');
      const fixed = file.replace('.csv', '-corregido.csv');
      writeFileSync(fixed, 'codigolocal;descripcionlocal;codigogrupo\nE2E-1;Gasóleo;GOA\nE2E-2;Raro;\n');
      await dialog.locator('input[type=file]').setInputFiles(fixed);
      await dialog.getByRole('button', { name: 'Comprobar fichero' }).click();
      await expect(dialog.getByText('El fichero es correcto: se importarán 2 filas.')).toBeVisible();
      await submitDialog(dialog, 'Importar 2 filas');
      await expect(page.getByText(`${before - 1} sin relacionar`)).toBeVisible();
      await page.getByLabel('Buscar', { exact: true }).fill('E2E-');
      await expect(table.getByRole('row').filter({ hasText: 'E2E-2' })).toBeVisible();
      await shot(page, 'relacionproductos-importado');
    },
  );

  testBlockedWithout('can_view_equivalencia', {
    link: 'Relación de Productos',
    routes: ['relacionproductos'],
    api: '/v1/productrelations',
  });
});
