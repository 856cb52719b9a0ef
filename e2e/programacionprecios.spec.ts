import { expect, test } from './support/fixtures';
import {
  chooseGroup,
  openDialog,
  sendWithReason,
  testBlockedWithout,
  testInSection,
} from './support/sections';
import { shot } from './support/shots';
import { ownStaff, testAsStaffWith } from './support/staff';

test.describe('Programación de precios', () => {
  const admin = ownStaff('precios');
  const phoneStaff = ownStaff('precios-movil');

  testInSection(
    'the admin schedules a price for three stations, cancels one, and sees a station’s price history',
    {
      as: admin,
      link: 'Tarifas Descuento',
      group: 'Precios',
      subPage: 'Programación de precios',
      chooseGroup: true,
      allow: [400],
      timeout: 150_000,
    },
    async ({ page }) => {
      const grid = page.getByRole('table', { name: 'Precios actuales por estación y carburante' });
      await expect(grid.getByRole('columnheader', { name: 'Gasóleo A', exact: true })).toBeVisible();
      await expect(grid.getByText(/^1,\d{3}$/).first()).toBeVisible();
      await shot(page, 'programacionprecios-rejilla');

      // Three stations, Gasóleo A at 1,459 from 01/06/2030 06:00 (Madrid).
      // Stations with no change pending yet (the demo has one in some), so the grid shows the new one.
      const rows = grid
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .filter({ hasNotText: '→' });
      const stations: string[] = [];
      for (let i = 0; i < 3; i++)
        stations.push((await rows.nth(i).getByRole('cell').nth(1).textContent()) ?? '');
      // Each box is named after its station (a screen reader says which one it ticks).
      for (const name of stations) await grid.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
      await expect(page.getByText('Programar un precio en 3 estaciones')).toBeVisible();
      await page.getByRole('textbox', { name: 'Producto' }).click();
      await page.getByRole('option', { name: 'Gasóleo A', exact: true }).click();
      await expect(page.getByText(/^Ahora en las estaciones marcadas: /)).toBeVisible();
      await page.getByRole('textbox', { name: 'Precio (€/l)' }).fill('14,59');
      // A typo reads at sight before the server's limits refuse it.
      await expect(page.getByText(/cambio .* €\/l \(más de un 10 %\)\.$/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Día' }).fill('01/06/2030');
      await page.getByRole('textbox', { name: 'Día' }).press('Tab');
      // Typed as a clerk types it: 0600 is 06:00 (it became 00:59 when the day set the hour to 00).
      await page.getByLabel('Horas').click();
      await page.keyboard.type('0600');
      await page.getByRole('button', { name: 'Programar', exact: true }).click();
      await expect(page.getByText(/está fuera de los límites de Gasóleo A/)).toBeVisible();
      await shot(page, 'programacionprecios-fuera-de-limites');
      await page.getByRole('textbox', { name: 'Precio (€/l)' }).fill('1,459');
      await page.getByRole('button', { name: 'Programar', exact: true }).click();
      await expect(page.getByText('Cambio programado en 3 estaciones').first()).toBeVisible();
      await expect(grid.getByText('→ 1,459 el 01/06/2030 06:00')).toHaveCount(3);

      await page.getByRole('tab', { name: 'Cambios programados' }).click();
      const changes = page.getByRole('table');
      const mine = changes.getByRole('row').filter({ hasText: '01/06/2030 06:00' });
      await expect(mine).toHaveCount(3);
      await mine
        .filter({ hasText: stations[0]! })
        .getByRole('button', { name: /^Cancelar el cambio de Gasóleo A/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Cancelar cambio de precio' });
      await sendWithReason(dialog, 'Cancelar el cambio', 'Precio de campaña retirado');
      await expect(dialog).toBeHidden();
      await expect(mine.filter({ has: page.getByText('Cancelado', { exact: true }) })).toHaveCount(1);
      await expect(mine.filter({ has: page.getByText('Pendiente', { exact: true }) })).toHaveCount(2);
      await shot(page, 'programacionprecios-cambios');

      await page.getByRole('tab', { name: 'Historia' }).click();
      await page.getByRole('textbox', { name: 'Estación' }).click();
      await page.getByRole('option', { name: stations[1]!, exact: true }).click();
      await page.getByRole('textbox', { name: 'Carburante' }).click();
      await page.getByRole('option', { name: 'Gasóleo A', exact: true }).click();
      const chart = page.getByRole('figure', { name: `Precio de Gasóleo A en ${stations[1]}` });
      await expect(chart).toBeVisible();
      await expect(chart.locator('.recharts-responsive-container')).toBeVisible();
      await shot(page, 'programacionprecios-historia');
      // The station and the fuel are in the address: a reload keeps the chart.
      await page.reload();
      await expect(chart).toBeVisible();

      // Limits are for fuels, whose pump prices the grid schedules: a café is not offered, and a fuel that
      // has limits already is listed as such and cannot be picked (the demo gives every fuel limits).
      await page.getByRole('tab', { name: 'Límites' }).click();
      const limits = await openDialog(page, 'Nuevos límites');
      const product = limits.getByRole('textbox', { name: 'Producto' });
      await product.click();
      await product.fill('Sin Plomo');
      const taken = page.getByRole('option', { name: /Sin Plomo 95 · ya tiene límites$/ });
      await expect(taken).toBeVisible();
      await expect(taken).toHaveAttribute('data-combobox-disabled', 'true');
      await taken.click({ force: true });
      await expect(product).toHaveValue('Sin Plomo');
      await product.fill('Café');
      await expect(page.getByText('Ninguno coincide con lo escrito')).toBeVisible();
    },
  );

  testInSection(
    'on a phone (390×844) the grid scrolls sideways with each station’s name and tick box kept at the left',
    // Its own staff: the group it confirms would come back at the shared admin's next sign-in.
    {
      as: phoneStaff,
      route: 'programacionprecios',
      chooseGroup: true,
      viewport: { width: 390, height: 844 },
    },
    async ({ page }) => {
      const grid = page.getByRole('table', { name: 'Precios actuales por estación y carburante' });
      const row = grid
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first();
      const name = row.getByRole('cell').nth(1);
      const tick = row.getByRole('checkbox');
      await expect(name).toBeVisible();
      const box = grid.locator('xpath=..');
      const before = { name: (await name.boundingBox())!, tick: (await tick.boundingBox())! };
      const lastFuel = grid.getByRole('columnheader').last();
      const lastBefore = (await lastFuel.boundingBox())!;
      // The fuels do not fit a phone: the grid scrolls inside its box, the page does not.
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await box.evaluate((el) => el.scrollBy({ left: 400 }));
      await expect.poll(async () => (await lastFuel.boundingBox())!.x).toBeLessThan(lastBefore.x - 100);
      expect((await name.boundingBox())!.x).toBeCloseTo(before.name.x, 0);
      expect((await tick.boundingBox())!.x).toBeCloseTo(before.tick.x, 0);
      await expect(page.getByText('Precios actuales por estación y carburante')).toBeInViewport();
      await tick.check();
      await expect(page.getByText('Programar un precio en 1 estación')).toBeVisible();
      await shot(page, 'programacionprecios-rejilla-390');
    },
  );

  testBlockedWithout('can_view_precio', {
    link: 'Programación de precios',
    routes: ['programacionprecios'],
    api: '/v1/pricechanges',
  });

  testAsStaffWith(
    'who may only view prices reads the grid without tick boxes that would do nothing',
    ['can_view_precio'],
    'programacionprecios',
    async (page) => {
      await chooseGroup(page);
      const grid = page.getByRole('table', { name: 'Precios actuales por estación y carburante' });
      await expect(grid.getByRole('columnheader', { name: 'Gasóleo A', exact: true })).toBeVisible();
      await expect(grid.getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByText('Marque estaciones para programar')).toHaveCount(0);
    },
  );
});
