import { expect, test } from './support/fixtures';
import {
  expectEmptyFormRefused,
  testFirstRowLinks,
  testInSection,
  testOperatorOnlyReads,
} from './support/sections';
import { shot } from './support/shots';

test.describe('Operaciones de Fidelización', () => {
  testInSection(
    'the admin reads points movements and adjusts a balance with a reason',
    { link: 'Fidelización', group: 'Operaciones' },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/operacionfidelizacion$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Saldo después' })).toBeVisible();
      await shot(page, 'fidelizacion-movimientos');

      await page.getByRole('button', { name: 'Ajustar puntos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajuste manual de puntos' });
      await expectEmptyFormRefused(dialog, 'Registrar ajuste');
      const user = dialog.getByRole('textbox', { name: /^Usuario/ });
      await user.click();
      await user.fill('crespo');
      await page.getByRole('option').first().click();
      // The user's balance shows before the points are typed, and what the adjustment leaves as they are.
      const balance = dialog.getByRole('status', { name: 'Saldo del usuario' });
      await expect(balance).toContainText(/^Saldo [\d.]+ puntos?/);
      const saldo = Number((await balance.textContent())?.match(/^Saldo ([\d.]+)/)?.[1]?.replace(/\./g, ''));
      await dialog.getByRole('textbox', { name: /^Puntos/ }).fill(String(-saldo - 1));
      await expect(balance).toContainText('El saldo no puede quedar en negativo');
      await dialog.getByRole('textbox', { name: /^Puntos/ }).fill('75');
      const after = (saldo + 75).toLocaleString('es-ES', {
        useGrouping: 'always',
      } as Intl.NumberFormatOptions);
      await expect(balance).toContainText(`Tras el ajuste: ${after} puntos`);
      await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Compensación E2E');
      await shot(page, 'fidelizacion-ajuste');
      await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
      await expect(page.getByText(/Ajuste de 75 puntos registrado/)).toBeVisible();
      const top = table.getByRole('row').nth(1);
      await expect(top).toContainText('Compensación E2E');
      await expect(top).toContainText('+75');

      // Filter by type: only adjustments.
      await page.getByRole('textbox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: 'Ajuste' }).click();
      await expect(page).toHaveURL(/tipo=ajuste/);
      await expect(table.getByRole('row').nth(1)).toContainText('Ajuste');
      await shot(page, 'fidelizacion-ajustes');
    },
  );

  testFirstRowLinks("each movement's app user is a link to the user (issue 10: links between records)", {
    link: 'Fidelización',
    group: 'Operaciones',
    url: /#\/usuarios\/\d+/,
  });

  testOperatorOnlyReads('the operator only reads: no adjustment button, and the API refuses one', {
    label: 'operador-puntos',
    hash: 'operacionfidelizacion',
    hidden: ['Ajustar puntos'],
    shot: 'fidelizacion-operador',
    refused: { path: '/v1/loyalty/movements/', data: { idusuario: 1, puntos: 5, motivo: 'Intento' } },
    api: '/v1/loyalty/movements',
  });
});
