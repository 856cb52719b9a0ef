import { ADMIN } from './support/accounts';
import { authHeaders } from './support/api';
import { expect, test } from './support/fixtures';
import {
  deleteWithReason,
  expectEmptyFormRefused,
  expectInAudit,
  openDialog,
  testBlockedWithout,
  testInSection,
} from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';

test.describe('Gestión de Usuarios', () => {
  testInSection(
    'the admin lists, searches, sorts, creates, edits and deletes an app user, then sees it in Auditoría',
    { link: 'Gestión de Usuarios', group: 'Clientes' },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/usuarios$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(51);
      await expect(page.getByText(/^1–50 de /)).toBeVisible();
      await shot(page, 'usuarios-lista');

      // Sort and search live in the URL.
      await page.getByRole('button', { name: 'Puntos' }).click();
      await expect(page).toHaveURL(/sort=puntos/);
      await page.getByLabel('Buscar', { exact: true }).fill('crespo');
      await expect(page).toHaveURL(/q=crespo/);
      await expect(table.getByRole('row').nth(1)).toContainText(/Crespo/);

      // Create.
      await page.goto('./#/usuarios');
      const dialog = await openDialog(page, 'Nuevo usuario');
      await expectEmptyFormRefused(dialog, 'Crear usuario');
      await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía');
      await dialog.getByLabel('Apellidos').fill('Pruebas E2E');
      await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill('lucia.e2e@correo-demo.es');
      await dialog.getByRole('textbox', { name: /^Grupo/ }).click();
      await page.getByRole('option').first().click();
      await shot(page, 'usuarios-nuevo');
      await dialog.getByRole('button', { name: 'Crear usuario' }).click();
      await expect(page).toHaveURL(/#\/usuarios\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lucía Pruebas E2E' })).toBeVisible();

      // The customer is picked by name or code (searched on the server), never typed as an id.
      const cliente = page.getByRole('textbox', { name: 'Cliente' });
      await cliente.click();
      await cliente.fill('transportes');
      const option = page.getByRole('option', { name: /^\d+ · Transportes/ }).first();
      const chosen = (await option.textContent()) ?? '';
      await option.click();
      await expect(cliente).toHaveValue(chosen);

      // Edit, with the unsaved-changes guard on the way out.
      await page.getByLabel('Teléfono').fill('612345678');
      await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeVisible();
      await page.getByRole('button', { name: 'Seguir editando' }).click();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Usuario guardado')).toBeVisible();
      // Saved and reloaded: the customer shows by name in the header and in the picker.
      const name = chosen.replace(/^\d+ · /, '');
      // The header names the customer as a link to its record.
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        /#\/clientes\/\d+/,
      );
      await expect(cliente).toHaveValue(chosen);
      await shot(page, 'usuarios-ficha');

      // Tabs are in the URL.
      await page.getByRole('tab', { name: 'Puntos' }).click();
      await expect(page).toHaveURL(/tab=puntos/);
      await page.getByRole('tab', { name: 'Auditoría app' }).click();
      await expect(page).toHaveURL(/tab=auditoria/);

      // Delete with a reason.
      await page.getByRole('button', { name: 'Eliminar' }).click();
      await deleteWithReason(page, 'Alta de prueba E2E');
      await expect(page).toHaveURL(/#\/usuarios$/);
      await expect(page.getByText('Usuario eliminado')).toBeVisible();

      await expectInAudit(page, 'usuario', 'Alta de prueba E2E');
      await shot(page, 'auditoria-usuario');
    },
  );

  testInSection(
    'a user detail with its loyalty movements and tickets',
    { route: 'usuarios/5?tab=puntos' },
    async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Ana Crespo Pascual' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Saldo' })).toBeVisible();
      await expect(page.getByRole('row')).not.toHaveCount(1);
      // Issue 10 item 7: the badge is the balance after the last movement, and tickets go by their number.
      const badge = await page.getByText(/^[\d.]+ puntos$/).textContent();
      const lastBalance = await page.getByRole('row').nth(1).getByRole('cell').nth(3).textContent();
      expect(badge).toBe(`${lastBalance} puntos`);
      const ticket = page.getByRole('button', { name: /^Ver el ticket \d{3}-\d{6}$/ }).first();
      await expect(ticket).toBeVisible();
      await shot(page, 'usuarios-puntos');
      await ticket.click();
      await expect(page.getByRole('dialog', { name: /^Ticket \d{3}-\d{6}$/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Tickets' }).click();
      await expect(page.getByRole('cell', { name: /€$/ }).first()).toBeVisible();
      // Stored codes in Spanish, as the ticket's PDF says them.
      await expect(page.getByRole('cell', { name: 'App', exact: true }).first()).toBeVisible();
      await expect(page.getByRole('cell', { name: 'app', exact: true })).toHaveCount(0);
      await shot(page, 'usuarios-tickets');
      await page.getByRole('tab', { name: 'Tarjetas' }).click();
      await expect(page.getByRole('cell', { name: 'Fidelización', exact: true })).toBeVisible();

      // Staff who have logged in show when (the demo log has their logins).
      await page.goto('./#/gestioncuentas?tab=acceso');
      await expect(page.getByRole('row').filter({ hasText: 'auditoria@demo.es' })).toContainText(
        /\d{2}\/\d{2}\/\d{4}/,
      );
    },
  );

  test('a driver’s operations: the declined ones with their reason in plain Spanish, filtered by reason', async ({
    page,
  }) => {
    const auth = await login(page, ADMIN);
    const headers = authHeaders(auth);
    // A demo app user of a fleet customer who drives one of its vehicles, with a declined operation.
    const users = (
      (await (await page.request.get('./api/v1/users', { headers, params: { limit: 500 } })).json()) as {
        users: { id: number; idcliente: number | null }[];
      }
    ).users.filter((u) => u.idcliente);
    let driver: { id: number; motivo: string } | undefined;
    for (const u of users) {
      const res = await page.request.get('./api/operaciones', {
        headers,
        params: { idusuario: u.id, resultado: 'denegada', limit: 1 },
      });
      const [op] = ((await res.json()) as { operaciones: { motivo: string }[] }).operaciones;
      if (op) {
        driver = { id: u.id, motivo: op.motivo };
        break;
      }
    }
    expect(driver, 'un conductor con una operación denegada').toBeDefined();

    await page.goto(`./#/usuarios/${driver!.id}`);
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    await expect(page).toHaveURL(/tab=operaciones/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const reason = driver!.motivo.charAt(0).toUpperCase() + driver!.motivo.slice(1);
    await page.getByRole('textbox', { name: 'Motivo de la denegación' }).click();
    await page.getByRole('option', { name: reason, exact: true }).click();
    await expect(table.getByRole('row').nth(1)).toContainText(`${reason}.`);
    await shot(page, 'usuarios-operaciones');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('tab', { name: 'Operaciones' })).toBeVisible();
    await shot(page, 'usuarios-operaciones-movil');
  });

  testBlockedWithout('can_view_usuario', {
    link: 'Gestión de Usuarios',
    routes: ['usuarios', 'usuarios/5'],
    api: '/v1/users',
  });
});
