import { readFileSync } from 'node:fs';
import type { LoginResponse } from '@ac/shared';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { authHeaders } from './support/api';
import { expect, failedResource, test } from './support/fixtures';
import { openSection, submitDialog, testBlockedWithout, testInSection } from './support/sections';
import { login, submitLogin } from './support/session';
import { shot } from './support/shots';

/** The API as the signed-in admin (setting up what the screen is then used for). */
function api(page: Page, auth: LoginResponse) {
  const headers = authHeaders(auth);
  const ok = async (res: Awaited<ReturnType<Page['request']['get']>>) => {
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  // Each answer typed by the caller, as far as the test reads it.
  return {
    get: async <T>(path: string) => (await ok(await page.request.get(`./api${path}`, { headers }))) as T,
    post: async <T>(path: string, data: object) =>
      (await ok(await page.request.post(`./api${path}`, { headers, data }))) as T,
    del: async (path: string) => ok(await page.request.delete(`./api${path}`, { headers })),
  };
}

test.describe('Auditoría', () => {
  testInSection(
    'web log of today with filters in the URL, load more, and a readable before/after',
    { link: 'Auditoría' },
    async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'admin@demo.es' }).first()).toBeVisible();
      await shot(page, 'auditoria-web');
      // The user filter says what it takes, part of an e-mail, and keeps the rows of whose it matches.
      const who = page.getByRole('textbox', { name: 'Usuario' });
      await expect(who).toHaveAttribute('placeholder', 'Todos o parte del correo');
      await who.fill('nadie-asi@');
      await expect(page).toHaveURL(/usuario=nadie-asi/);
      await expect(page.getByRole('row').filter({ hasText: 'admin@demo.es' })).toHaveCount(0);
      await who.fill('admin@');
      await expect(page.getByRole('row').filter({ hasText: 'admin@demo.es' }).first()).toBeVisible();
      await who.fill('');

      // A wider range: the seeded history has edits with before/after.
      await page.getByLabel('Desde').fill('01/01/2020');
      await page.getByLabel('Desde').press('Enter');
      // Issue 10 item 5: pick lists in Spanish, not the technical values.
      await page.getByRole('textbox', { name: 'Tipo de registro' }).click();
      await page.getByRole('option', { name: 'Cliente', exact: true }).click();
      await page.getByRole('textbox', { name: 'Acción' }).click();
      await page.getByRole('option', { name: 'Modificación', exact: true }).click();
      await expect(page).toHaveURL(/recurso=cliente(&|$)/);
      await expect(page).toHaveURL(/accion=modificacion/);
      await expect(page.getByRole('button', { name: 'Cargar más' })).toBeVisible();
      const before = await page.getByRole('row').count();
      await page.getByRole('button', { name: 'Cargar más' }).click();
      await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(before);
      await expect(page.getByRole('cell', { name: 'cliente', exact: true })).toHaveCount(0);
      await expect(page.getByRole('row').nth(1)).toContainText('Modificación');
      await expect(page.getByRole('row').nth(1)).toContainText('Cliente');
      await expect(page.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

      // Issue 10 item 5: the record by its name and code (a link to it), not its internal id.
      await expect(
        page
          .getByRole('row')
          .nth(1)
          .getByRole('link', { name: /^.+ \(\d+\)$/ }),
      ).toBeVisible();
      await page.getByRole('row').nth(1).getByRole('cell').first().click();
      const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
      await expect(dialog.getByRole('columnheader', { name: 'Antes' })).toBeVisible();
      await expect(dialog.getByRole('columnheader', { name: 'Después' })).toBeVisible();
      // Fields in Spanish, never the column names.
      await expect(dialog.getByRole('cell', { name: 'Teléfono', exact: true })).toBeVisible();
      await expect(dialog.getByText('telefono')).toHaveCount(0);
      await expect(dialog.getByText('Modificación', { exact: true })).toBeVisible();
      await expect(dialog.getByText('MODIFICACION')).toHaveCount(0);
      await shot(page, 'auditoria-diff');
      await page.keyboard.press('Escape');

      // The filtered log goes out as CSV, in Spanish words as on screen.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^auditoria-web-.+\.csv$/);
      const text = readFileSync((await file.path())!, 'utf8');
      const [header, first] = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toContain('Fecha;Usuario');
      expect(first).toContain('Modificación');

      await page.getByRole('tab', { name: 'App' }).click();
      await expect(page).toHaveURL(/tab=app/);
      // The app log has its own filters: the web tab's record kind and action leave the URL, the dates stay.
      await expect(page).not.toHaveURL(/recurso=|accion=/);
      await expect(page).toHaveURL(/datesince=2020-01-01/);
      await expect(page.getByRole('textbox', { name: 'Tipo de registro' })).toHaveCount(0);
      await expect(page.getByRole('columnheader', { name: 'Detalle' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      // Mobile payments, by the app's own action in Spanish.
      await page.getByRole('textbox', { name: 'Acción' }).click();
      await page.getByRole('option', { name: 'Pago desde el móvil', exact: true }).click();
      await expect(page).toHaveURL(/accion=pago_movil/);
      await expect(page.getByRole('row').nth(1)).toContainText('Pago de repostaje desde la app');
      await expect(
        page.getByRole('cell', { name: 'Pago desde el móvil', exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Consulta de puntos', exact: true })).toHaveCount(0);
      await expect(page.getByText('pago_movil', { exact: true })).toHaveCount(0);
      await shot(page, 'auditoria-app');
    },
  );

  test('a failed login is in the log, and Limpiar filtros empties the filters', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400));
    await submitLogin(page, 'intruso.e2e@demo.es', 'NoEsLaClave#1');
    await expect(page.getByText('Usuario o contraseña incorrectos').first()).toBeVisible();
    await openSection(page, 'Auditoría');
    await page.getByRole('textbox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Inicio de sesión fallido' }).click();
    const row = page.getByRole('row').filter({ hasText: 'intruso.e2e@demo.es' });
    await expect(row).toContainText('Inicio de sesión fallido');
    await expect(row).toContainText('Sesión');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).not.toHaveURL(/accion=/);
    await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toHaveCount(0);
  });

  test('a deleted record is named in Spanish, restored from its audit row, and a clashing restore is explained', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(409));
    await page.setViewportSize({ width: 1366, height: 900 });
    const auth = await login(page, ADMIN);
    const call = api(page, auth);
    type Customer = { id: number; nombre: string; codigo: number };
    const customer = (await call.get<{ customers: Customer[] }>('/v1/customers?limit=1&sort=codigo'))
      .customers[0]!;
    const codigo = `R${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const make = () =>
      call.post<{ id: number }>('/v1/customers/department', {
        idcliente: customer.id,
        codigo,
        nombre: 'Taller de restauración',
      });
    const dept = await make();
    await call.del(`/v1/customers/department?id=${dept.id}&description=Alta por error`);

    await page.goto('./#/auditoria?recurso=cliente_departamento&accion=baja');
    const row = page.getByRole('row').filter({ hasText: 'Taller de restauración' }).first();
    await expect(row).toContainText('Departamento del cliente');
    await expect(row).toContainText(`${customer.nombre} (${customer.codigo}) · Taller de restauración`);
    await expect(row).toContainText('Baja');
    await expect(page.getByText('cliente_departamento')).toHaveCount(0);
    await shot(page, 'auditoria-baja');
    // The row opens its change (its date cell: the record's name is a link to the record itself).
    await row.getByRole('cell').first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
    await expect(dialog.getByRole('cell', { name: 'Centro de coste', exact: true })).toBeVisible();
    await expect(dialog.getByText('centrocoste')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await shot(page, 'auditoria-restaurar');
    await submitDialog(dialog, 'Sí, restaurar');
    await expect(page.getByText('Departamento del cliente restaurado')).toBeVisible();
    const live = (
      await call.get<{ departments: { id: number }[] }>(
        `/v1/customers/department?customerid=${customer.id}&limit=500`,
      )
    ).departments;
    expect(live.map((d: { id: number }) => d.id)).toContain(dept.id);
    // The restore is in the log, in Spanish.
    await page.goto('./#/auditoria?recurso=cliente_departamento&accion=restauracion');
    await expect(page.getByRole('row').filter({ hasText: 'Taller de restauración' }).first()).toContainText(
      'Restauración',
    );

    // Deleted again, and its code given to a new department: restoring it now would clash.
    await call.del(`/v1/customers/department?id=${dept.id}&description=Otra vez`);
    await make();
    await page.goto('./#/auditoria?recurso=cliente_departamento&accion=baja');
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Otra vez' }).first().getByRole('cell').first().click();
    await dialog.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await dialog.getByRole('button', { name: 'Sí, restaurar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('No se puede restaurar: ya hay otro registro');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'auditoria-restaurar-choque-movil');
  });

  testBlockedWithout('can_view_auditoria', {
    link: 'Auditoría',
    routes: ['auditoria'],
    api: '/v1/audit/web?datesince=2026-01-01&dateto=2026-01-02',
  });

  testInSection(
    'a customer’s page links to its history of changes: the log of that customer alone, over any period',
    { route: 'home' },
    async ({ page, auth }) => {
      const { get } = api(page, auth);
      const since = new Date(Date.now() - 80 * 86_400_000).toISOString().slice(0, 10);
      const today = new Date().toISOString().slice(0, 10);
      const { web } = await get<{ web: { idregistro: string; nombreregistro: string }[] }>(
        `/v1/audit/web?recurso=cliente&accion=modificacion&datesince=${since}&dateto=${today}&limit=1`,
      );
      const [edit] = web;
      await page.goto(`./#/clientes/${edit!.idregistro}`);
      await page.getByRole('link', { name: 'Historial de cambios' }).click();
      await expect(page).toHaveURL(new RegExp(`#/auditoria\\?.*idregistro=${edit!.idregistro}`));
      await expect(page.getByText('Solo un registro (historial)')).toBeVisible();
      const rows = page.getByRole('main').getByRole('table').getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      const names = await rows.filter({ has: page.getByRole('cell') }).allTextContents();
      expect(names.every((n) => n.includes(edit!.nombreregistro))).toBe(true);
      // Back to the whole log.
      await page.getByRole('button', { name: 'Ver todos los registros' }).click();
      await expect(page).not.toHaveURL(/idregistro=/);
    },
  );
});
