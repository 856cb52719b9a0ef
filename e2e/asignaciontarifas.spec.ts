import { authHeaders, rowsOf } from './support/api';
import { expect, test } from './support/fixtures';
import {
  confirmWithReason,
  openDialog,
  openFromMenu,
  testBlockedWithout,
  testInSection,
} from './support/sections';
import { shot } from './support/shots';
import { ownStaff, testAsStaffWith } from './support/staff';

test.describe('Asignación Tarifas and Tarifas clientes', () => {
  const admin = ownStaff('asignacion');
  const picker = ownStaff('asignacion-mano');
  const remover = ownStaff('tarifas-quitar');

  testInSection(
    'the admin assigns a tariff to filtered customers (preview with the skipped and why), then finds them in Tarifas clientes',
    { as: admin, link: 'Asignación Tarifas', group: 'Clientes', chooseGroup: true, timeout: 150_000 },
    async ({ page }) => {
      const rate = page.getByRole('textbox', { name: 'Tarifa' });
      const since = page.getByRole('textbox', { name: 'Desde' });
      // Side by side on a screen, one under the other on a phone.
      const top = async (field: typeof rate) => (await field.boundingBox())!.y;
      expect(await top(since)).toBe(await top(rate));
      const screen = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(async () => (await top(since)) > (await top(rate))).toBe(true);
      await page.setViewportSize(screen);
      await expect.poll(async () => (await top(since)) === (await top(rate))).toBe(true);
      await rate.click();
      await page.getByRole('option', { name: /^Transportistas 6 cént\./ }).click();
      await page.getByRole('textbox', { name: 'Desde' }).fill('01/01/2031');
      await page.getByRole('textbox', { name: 'Desde' }).press('Tab');
      // Tab lands on Hasta, whose calendar opens over the filters below it: Esc closes it.
      await page.getByRole('textbox', { name: 'Hasta (opcional)' }).press('Escape');
      await page.getByRole('textbox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: 'De crédito' }).click();
      await page.getByRole('button', { name: 'Previsualizar' }).click();
      const summary = page.getByText(/^Se asignará la tarifa a \d+ clientes\.$/);
      await expect(summary).toBeVisible();
      const n = Number((await summary.textContent())?.match(/\d+/)?.[0]);
      await shot(page, 'asignaciontarifas-previsualizacion');
      await page.getByRole('button', { name: `Asignar a ${n} clientes` }).click();
      await expect(page.getByText(`Tarifa asignada a ${n} clientes.`)).toBeVisible();
      await shot(page, 'asignaciontarifas-resultado');

      // A second preview of the same says they already have it.
      await page.getByRole('textbox', { name: 'Hasta (opcional)' }).fill('31/12/2031');
      await page.getByRole('textbox', { name: 'Hasta (opcional)' }).press('Tab');
      await page.getByRole('button', { name: 'Previsualizar' }).click();
      await expect(page.getByRole('table', { name: 'Filas omitidas' })).toContainText(
        'Ya tiene la tarifa desde el 01/01/2031, sin fecha de fin',
      );

      await openFromMenu(page, 'Tarifas Descuento', 'Precios');
      await page.getByRole('main').getByRole('link', { name: 'Tarifas clientes' }).click();
      await expect(page).toHaveURL(/#\/tarifasclientes/);
      // Reached from Tarifas Descuento, it is a page of the Precios group: marked, and open after a reload.
      const precios = page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('button', { name: 'Precios', exact: true });
      await expect(precios).toHaveAttribute('data-group-active', 'true');
      await page.reload();
      await expect(precios).toHaveAttribute('aria-expanded', 'true');
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toContainText('01/01/2031');
      await expect(table.getByRole('row').nth(1)).toContainText('Transportistas 6 cént.');
      await page.getByRole('textbox', { name: 'Vigencia' }).click();
      await page.getByRole('option', { name: 'Vigencia: No vigentes' }).click();
      await expect(page).toHaveURL(/vigentes=false/);
      await shot(page, 'tarifasclientes-lista');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^tarifasclientes-.*\.csv$/);
    },
  );

  testInSection(
    'the admin ticks customers by hand, each box named after its customer, and previews the tariff for one',
    { as: picker, link: 'Asignación Tarifas', group: 'Clientes', chooseGroup: true },
    async ({ page }) => {
      await page.getByRole('textbox', { name: 'Tarifa' }).click();
      await page.getByRole('option', { name: /^Profesionales 2 %/ }).click();
      await page.getByRole('textbox', { name: 'Desde' }).fill('01/01/2035');
      await page.getByRole('textbox', { name: 'Desde' }).press('Tab');
      await page.getByRole('textbox', { name: 'Hasta (opcional)' }).press('Escape');
      await page.getByText('Elegir clientes a mano').click();
      await page.getByRole('textbox', { name: 'Buscar' }).fill('Talleres Flores');
      // The box says which customer it ticks (code and name), not an internal id.
      await page.getByRole('checkbox', { name: /^Seleccionar \d+ Talleres Flores S\.A\.$/ }).check();
      await expect(page.getByText('1 cliente elegido')).toBeVisible();
      await page.getByRole('button', { name: 'Previsualizar' }).click();
      await expect(page.getByText('Se asignará la tarifa a 1 cliente.', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Asignar a 1 cliente', exact: true })).toBeEnabled();
      await shot(page, 'asignaciontarifas-a-mano');
    },
  );

  testInSection(
    'the admin ticks two customers’ tariffs in Tarifas clientes and takes them off with a reason, then reads what was done',
    { as: remover, route: 'tarifasclientes', chooseGroup: true },
    async ({ page, auth }) => {
      // A tariff of the test's own, given to two customers: nothing another test reads goes.
      const headers = authHeaders(auth);
      const call = async (path: string, data?: object) => {
        const res = data
          ? await page.request.post(`./api/${path}`, { headers, data })
          : await page.request.get(`./api/${path}`, { headers });
        expect(res.status(), await res.text()).toBe(200);
        return res.json();
      };
      const idgrupo = auth.scope.find((e) => e.grupo === 'Grupo Meseta')!.idgrupo;
      const [product] = rowsOf<{ idproducto: number }>(await call(`v1/products?idgrupo=${idgrupo}`));
      const nombre = `Retirada E2E ${Date.now()}`;
      const rate = await call('v1/rates/', {
        idgrupo,
        nombre,
        tipo: 'céntimos/litro',
        lineas: [{ idproducto: product!.idproducto, valor: 1 }],
      });
      const customers = rowsOf<{ id: number }>(
        await call(`v1/customers?idgrupo=${idgrupo}&activo=true&limit=2`),
      );
      await call('v1/rates/assign', {
        idtarifa: rate.idtarifa,
        fechadesde: '2030-01-01',
        customers: customers.map((c) => c.id),
      });

      await page.reload();
      await page.getByRole('textbox', { name: 'Tarifa' }).click();
      await page.getByRole('option', { name: `Tarifa: ${nombre}` }).click();
      const rows = page.getByRole('table').getByRole('row').filter({ hasText: nombre });
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all())
        await row
          .getByRole('checkbox', { name: new RegExp(`^Seleccionar .+ · ${nombre} desde el 01/01/2030$`) })
          .check();
      await expect(page.getByText('2 tarifas seleccionadas')).toBeVisible();
      const dialog = await openDialog(page, 'Quitar la tarifa');
      await expect(dialog).toContainText('Va a quitar a sus clientes las 2 tarifas elegidas.');
      await shot(page, 'tarifasclientes-quitar-motivo');
      await confirmWithReason(dialog, 'Quitar la tarifa', 'Fin de la campaña E2E');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Se han quitado 2 tarifas a sus clientes.')).toBeVisible();
      await expect(rows).toHaveCount(0);
      await shot(page, 'tarifasclientes-quitar');
    },
  );

  testBlockedWithout('can_view_precio', {
    link: 'Asignación Tarifas',
    routes: ['asignaciontarifas'],
    api: '/v1/customerrates',
  });

  testAsStaffWith(
    'a user who may only view prices is told the assignment is not theirs, and where to look',
    ['can_view_precio'],
    'asignaciontarifas',
    async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Asignación Tarifas' })).toBeVisible();
      await expect(page.getByText('Su usuario puede ver las tarifas pero no asignarlas')).toBeVisible();
      // No form that the server would refuse.
      await expect(page.getByRole('button', { name: 'Previsualizar' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Tarifas clientes' }).click();
      await expect(page).toHaveURL(/#\/tarifasclientes/);
    },
  );
});
