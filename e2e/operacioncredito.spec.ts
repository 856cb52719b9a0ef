import { expect, test } from './support/fixtures';
import {
  expectEmptyFormRefused,
  expectFirstColumnPinned,
  testFirstRowLinks,
  testInSection,
  testOperatorOnlyReads,
} from './support/sections';
import { shot } from './support/shots';

/** "1.234,56 €" → 1234.56 */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

test.describe('Operaciones de Crédito', () => {
  testInSection(
    'the admin sees movements with totals, records a payment and sees the risk fall, opens the statement',
    { link: 'Crédito', group: 'Operaciones' },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/operacioncredito$/);
      const totals = page.getByRole('group', { name: 'Totales del filtro' });
      await expect(totals.getByLabel('Cargos')).toHaveText(/€/);
      await expect(totals.getByLabel('Neto del periodo')).toHaveText(/€/);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // The statement is of one customer: its buttons wait for one and say so.
      await expect(page.getByRole('button', { name: 'Extracto PDF' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Extracto PDF' })).toHaveAccessibleDescription(
        'Elija un cliente para su extracto',
      );
      await shot(page, 'credito-movimientos');

      // Balances against the limit; pay 100 € of the first customer's risk.
      await page.getByRole('tab', { name: 'Saldos y riesgo' }).click();
      await expect(page).toHaveURL(/tab=saldos/);
      // Every group's customers (their codes repeat across groups): each row names its group. (The
      // balances' own header, before a cell is read: the movements' table may still be showing.)
      await expect(table.getByRole('columnheader', { name: 'Grupo' })).toBeVisible();
      const first = table.getByRole('row').nth(1);
      await expect(first).toBeVisible();
      await expect(first.getByRole('cell').nth(6)).toHaveText(/^Grupo /);
      const code = (await first.getByRole('cell').nth(0).textContent())?.trim() ?? '';
      const name = (await first.getByRole('cell').nth(1).textContent())?.trim() ?? '';
      const riskText = ((await first.getByRole('cell').nth(3).textContent()) ?? '').trim();
      const before = euros(riskText);
      await shot(page, 'credito-saldos');
      await first.getByRole('button', { name: `Registrar pago de ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Registrar pago o abono' });
      // The cursor starts in its first field, the customer pick list, without a list covering the form.
      await expect(dialog.getByRole('textbox', { name: /^Cliente/ })).toBeFocused();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expectEmptyFormRefused(dialog, 'Registrar');
      // The customer's risk shows before the amount is typed; a payment may take it whole, a credit note not.
      const risk = dialog.getByRole('status', { name: 'Riesgo del cliente' });
      await expect(risk).toContainText(`Riesgo ${riskText}`);
      await expect(risk).toContainText(/Límite .* · disponible /);
      await risk.getByRole('button', { name: 'Pagar todo el riesgo' }).click();
      const amount = dialog.getByRole('textbox', { name: /^Importe/ });
      await expect.poll(async () => euros(await amount.inputValue())).toBeCloseTo(before, 2);
      await dialog.getByText('Abono', { exact: true }).click();
      await expect(risk.getByRole('button', { name: 'Pagar todo el riesgo' })).toHaveCount(0);
      await dialog.getByText('Pago', { exact: true }).click();
      // Typed key by key the Spanish way, the point groups thousands and the comma starts the cents (the
      // point was taken for a decimal one: 1.234,56 became 1,23); the keypad's decimal key is a comma.
      await amount.fill('');
      await amount.pressSequentially('1.234,56');
      await expect(amount).toHaveValue(/^1\.234,56/);
      await amount.fill('');
      await amount.pressSequentially('7');
      // (Playwright's keypad has Num Lock off: its key is sent as a real keypad would send it with it on.)
      await amount.evaluate((el) =>
        el.dispatchEvent(new KeyboardEvent('keydown', { key: '.', code: 'NumpadDecimal', bubbles: true })),
      );
      await amount.pressSequentially('5');
      await expect(amount).toHaveValue(/^7,5/);
      await dialog.getByRole('textbox', { name: /^Importe/ }).fill('100');
      await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Transferencia recibida E2E');
      await shot(page, 'credito-pago');
      await dialog.getByRole('button', { name: 'Registrar' }).click();
      await expect(page.getByText(/Pago de 100,00\s€ registrado/)).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: name }).first();
      await expect
        .poll(async () => euros(await row.getByRole('cell').nth(3).textContent()))
        .toBeCloseTo(before - 100, 2);

      // Its movements: the payment on top, and its statement as PDF.
      await row.getByRole('button', { name: `Movimientos de ${name}` }).click();
      await expect(page).toHaveURL(/cliente=\d+/);
      await expect(table.getByRole('row').nth(1)).toContainText('Transferencia recibida E2E');
      await expect(table.getByRole('row').nth(1)).toContainText('-100,00');
      await expect(page.getByText('Elija un cliente para su extracto')).toHaveCount(0);
      const pdf = page.waitForResponse((r) => r.url().includes('/api/v1/credit/statement'));
      await page.getByRole('button', { name: 'Extracto PDF' }).click();
      expect((await pdf).headers()['content-type']).toContain('application/pdf');
      await expect(page.getByTitle('Extracto de crédito del cliente')).toHaveAttribute('src', /^blob:/);
      // The PDF viewer keeps the frame busy, so no "network idle" wait here.
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/credito-extracto.png` });
      await page.keyboard.press('Escape');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Extracto CSV' }).click();
      // Named after the customer's code and the period, as the customer knows them.
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^extracto-${code}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
    },
  );

  testFirstRowLinks("each movement's customer is a link to the customer (issue 10: links between records)", {
    link: 'Crédito',
    group: 'Operaciones',
    url: /#\/clientes\/\d+/,
  });

  testOperatorOnlyReads('the operator only reads: no write buttons, and the API refuses a payment', {
    label: 'operador-credito',
    hash: 'operacioncredito',
    hidden: ['Registrar pago o abono'],
    check: async (page) => {
      await page.getByRole('tab', { name: 'Saldos y riesgo' }).click();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Registrar pago de / })).toHaveCount(0);
    },
    shot: 'credito-operador',
    refused: {
      path: '/v1/credit/movements/',
      data: { idcliente: 1, tipo: 'pago', importe: 5, motivo: 'Intento' },
    },
    api: '/v1/credit/movements',
  });

  testInSection(
    'the authorisations name whose card each was, under the station, linked to the customer’s page',
    { route: 'operacioncredito?tab=autorizaciones&resultado=aprobada' },
    async ({ page }) => {
      const table = page.getByRole('main').getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Estación y cliente' })).toBeVisible();
      // Approvals are of known cards: every one is some customer's.
      const first = table.getByRole('row').nth(1);
      const station = first.getByRole('cell').nth(1);
      const customer = station.getByRole('link');
      const name = (await customer.textContent()) ?? '';
      expect(name.length).toBeGreaterThan(2);
      await customer.click();
      await expect(page).toHaveURL(/#\/clientes\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    },
  );

  testInSection(
    'on a phone (390×844) the movements scroll sideways with each date kept at the left',
    { route: 'operacioncredito', viewport: { width: 390, height: 844 } },
    async ({ page }) => {
      await expectFirstColumnPinned(page.getByRole('main').getByRole('table'), 'Importe');
      await shot(page, 'operacioncredito-movil-desplazada');
    },
  );
});
