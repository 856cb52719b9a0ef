import { expect, test } from './support/fixtures';
import {
  expectFirstColumnPinned,
  openDialog,
  sendWithReason,
  testInSection,
  testOperatorOnlyReads,
} from './support/sections';
import { shot } from './support/shots';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test.describe('Vales', () => {
  testInSection(
    'the admin issues a batch, opens its PDF, redeems one in part, cancels another and reads its history',
    { link: 'Vales', group: 'Operaciones' },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/vales$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await shot(page, 'vales-lista');

      // A batch of 3 vouchers of 40 € for the group.
      await page.getByRole('button', { name: 'Emitir lote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Emitir lote de vales' });
      const group = dialog.getByRole('textbox', { name: /^Grupo/ });
      await group.click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('textbox', { name: /^Número de vales/ }).fill('3');
      await dialog.getByRole('textbox', { name: /^Importe de cada vale/ }).fill('40');
      await dialog.getByRole('textbox', { name: /^Descripción/ }).fill('Lote E2E');
      await shot(page, 'vales-lote');
      const pdf = page.waitForResponse((r) => r.url().includes('/api/v1/vouchers/pdf/'));
      await dialog.getByRole('button', { name: 'Emitir vales' }).click();
      await expect(page.getByText(/Emitidos 3 vales/)).toBeVisible();
      expect((await pdf).headers()['content-type']).toContain('application/pdf');
      await expect(page.getByTitle(/^Vales del lote \d+$/)).toHaveAttribute('src', /^blob:/);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${SHOTS}/vales-pdf.png` });
      await page.keyboard.press('Escape');

      // The newest vouchers are the batch: redeem 15 € of the first.
      const first = table.getByRole('row').nth(1);
      await expect(first).toContainText('40,00');
      const code = ((await first.getByRole('cell').first().textContent()) ?? '').trim();
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{3}$/);
      const redeem = await openDialog(page, 'Canjear vale');
      // The cursor waits in the code field: the counter clerk types at once.
      await expect(redeem.getByRole('textbox', { name: /^Código del vale/ })).toBeFocused();
      // A swapped pair of characters is caught by the check character as it is typed.
      const swapped = `${code[1]}${code[0]}${code.slice(2)}`;
      if (swapped !== code) {
        await redeem.getByRole('textbox', { name: /^Código del vale/ }).fill(swapped);
        await expect(redeem.getByRole('status').filter({ hasText: /carácter de control/ })).toBeVisible();
      }
      // The whole code shows the voucher before it is redeemed; 'Todo el saldo' fills its balance in.
      await redeem.getByRole('textbox', { name: /^Código del vale/ }).fill(code.toLowerCase());
      const found = redeem.getByRole('status', { name: 'Vale encontrado' });
      await expect(found).toContainText('Saldo 40,00 € de 40,00 €');
      await expect(found).toContainText('Emitido');
      await expect(found).toContainText('Vale del grupo · caduca el ');
      await found.getByRole('button', { name: 'Todo el saldo' }).click();
      await expect(redeem.getByRole('textbox', { name: /^Importe a canjear/ })).toHaveValue('40');
      await shot(page, 'vales-canje');
      await redeem.getByRole('textbox', { name: /^Importe a canjear/ }).fill('15');
      await redeem.getByRole('button', { name: 'Canjear' }).click();
      await expect(page.getByText(/Canjeados 15,00\s€ del vale/)).toBeVisible();
      const redeemed = table.getByRole('row').filter({ hasText: code });
      await expect(redeemed).toContainText('25,00');
      await expect(redeemed).toContainText('Canjeado parcial');
      // Redeemed from its row: the code is in, its balance shows, the cursor waits in the amount.
      await redeemed.getByRole('button', { name: `Canjear el vale ${code}` }).click();
      const again = page.getByRole('dialog', { name: 'Canjear vale' });
      await expect(again.getByRole('textbox', { name: /^Código del vale/ })).toHaveValue(code);
      await expect(again.getByRole('status', { name: 'Vale encontrado' })).toContainText(
        'Saldo 25,00 € de 40,00 €',
      );
      await expect(again.getByRole('textbox', { name: /^Importe a canjear/ })).toBeFocused();
      // Nothing typed: Esc closes it without asking.
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
      // The list finds a code typed as printed, in lower case.
      await page.getByRole('textbox', { name: 'Buscar' }).fill(code.toLowerCase());
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(code);
      await page.getByRole('textbox', { name: 'Buscar' }).fill('');

      // Cancel the second with a reason.
      const second = table.getByRole('row').nth(2);
      const code2 = ((await second.getByRole('cell').first().textContent()) ?? '').trim();
      await second.getByRole('button', { name: `Anular el vale ${code2}` }).click();
      const cancel = page.getByRole('dialog', { name: 'Anular vale' });
      await sendWithReason(cancel, 'Anular vale', 'Entregado por error E2E');
      await expect(page.getByText(`Vale ${code2} anulado.`)).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: code2 })).toContainText('Anulado');

      // The history of the redeemed one.
      await redeemed.getByRole('button', { name: `Historial del vale ${code}` }).click();
      const history = page.getByRole('dialog', { name: `Historial del vale ${code}` });
      await expect(history.getByRole('row')).toHaveCount(3);
      await expect(history).toContainText('Canje');
      // What the list says of it, in the dialog too (on a phone the list shows less).
      await expect(history.getByRole('definition').filter({ hasText: '25,00 €' })).toBeVisible();
      await expect(history.getByRole('term').filter({ hasText: 'Caducidad' })).toBeVisible();
      await shot(page, 'vales-historial');
    },
  );

  testInSection(
    'on a phone (390×844) the list shows code, balance and state; the history dialog tells the rest',
    { route: 'vales', viewport: { width: 390, height: 844 } },
    async ({ page }) => {
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      for (const shown of ['Código', 'Saldo', 'Estado'])
        await expect(table.getByRole('columnheader', { name: shown })).toBeVisible();
      for (const hidden of ['Cliente', 'Importe', 'Emisión', 'Caducidad'])
        await expect(table.getByRole('columnheader', { name: hidden })).toBeHidden();
      // The row scrolls sideways to its state and actions; its code stays at the left.
      await expectFirstColumnPinned(table, 'Estado');
      await shot(page, 'vales-movil');
      await table
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Historial del vale / })
        .click();
      const history = page.getByRole('dialog', { name: /^Historial del vale / });
      for (const term of ['Cliente', 'Estado', 'Importe', 'Saldo', 'Emisión', 'Caducidad'])
        await expect(history.getByRole('term').filter({ hasText: term })).toBeVisible();
      await shot(page, 'vales-movil-historial');
    },
  );

  testOperatorOnlyReads('the operator only reads: no write buttons, and the API refuses a batch', {
    label: 'operador-vales',
    hash: 'vales',
    hidden: ['Emitir lote', 'Canjear vale', /^Anular el vale /],
    shot: 'vales-operador',
    refused: { path: '/v1/vouchers/batch', data: { idgrupo: 1, cantidad: 1, importe: 5 } },
    api: '/v1/vouchers',
  });
});
