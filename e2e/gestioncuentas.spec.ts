import { signedInApi } from './support/api';
import { expect, test } from './support/fixtures';
import {
  deleteWithReason,
  expectInAudit,
  openDialog,
  testBlockedWithout,
  testInSection,
} from './support/sections';
import { shot } from './support/shots';
import { testAsStaffWith } from './support/staff';

test.describe('Gestión de Cuentas', () => {
  testInSection(
    'the admin creates, edits and deletes a commercial account, then sees it in Auditoría',
    { link: 'Gestión de Cuentas' },
    async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Cuentas' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Petrocentro Castilla' })).toBeVisible();
      await shot(page, 'gestioncuentas-comerciales');

      // Unique to the attempt: a retry must not meet the account an earlier attempt left behind.
      const name = `Cuenta E2E ${Date.now().toString(36)} S.L.`;
      const dialog = await openDialog(page, 'Nueva cuenta comercial');
      await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Cuenta comercial creada')).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = page.getByRole('row', { name: `Abrir cuenta comercial ${name}` });
      await row.click();
      const edit = page.getByRole('dialog', { name: 'Cuenta comercial', exact: true });
      await expect(edit.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(name);
      await edit.getByLabel('NIF').fill('B12345674');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Cuenta comercial guardada')).toBeVisible();
      await expect(row.getByRole('cell', { name: 'B12345674' })).toBeVisible();

      await page.getByRole('button', { name: `Eliminar ${name}` }).click();
      await deleteWithReason(page, 'Cuenta de prueba E2E');
      await expect(row).toHaveCount(0);

      await expectInAudit(page, 'cuentacomercial', 'Cuenta de prueba E2E');
    },
  );

  testInSection(
    'staff accounts, the group permission matrix and the catalogue; self-lockout is refused with a message',
    { route: 'gestioncuentas?tab=acceso', allow: [409] },
    async ({ page }) => {
      await expect(page.getByRole('row', { name: 'Abrir cuenta de Administración Demo' })).toBeVisible();
      await shot(page, 'gestioncuentas-acceso');
      await page.getByRole('row', { name: 'Abrir cuenta de Administración Demo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cuenta de acceso' });
      await shot(page, 'gestioncuentas-acceso-ficha');
      await dialog.getByRole('switch', { name: 'Activa' }).uncheck();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByRole('alert')).toContainText('No puede desactivar su propia cuenta');
      // Esc asks before dropping the change (kit v2): the account dialog stays until it is discarded.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeVisible();
      await expect(dialog).toBeVisible();
      await page.getByRole('button', { name: 'Descartar cambios' }).click();
      await expect(dialog).toBeHidden();

      await page.goto('./#/gestioncuentas?tab=grupos');
      await page.getByRole('row', { name: 'Abrir grupo Administradores' }).click();
      const group = page.getByRole('dialog', { name: 'Grupo Administradores' });
      await expect(group.getByRole('checkbox', { name: 'Editar Cuentas y permisos' })).toBeChecked();
      // The audit log is only read: no box to grant writing it.
      await expect(group.getByRole('checkbox', { name: 'Ver Auditoría' })).toBeVisible();
      await expect(group.getByRole('checkbox', { name: 'Eliminar Auditoría' })).toHaveCount(0);
      await shot(page, 'gestioncuentas-matriz');
      await group.getByRole('checkbox', { name: 'Editar Cuentas y permisos' }).uncheck();
      await group.getByRole('button', { name: 'Guardar permisos' }).click();
      await expect(group.getByRole('alert')).toContainText('No puede');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Descartar cambios' }).click();
      await expect(group).toBeHidden();

      // A group just created goes on to its permissions in the same dialog (it closed, to be opened again).
      const groupName = `Auditores E2E ${Date.now().toString(36)}`;
      const create = await openDialog(page, 'Nuevo grupo');
      await create.getByRole('textbox', { name: /^Descripción/ }).fill(groupName);
      await create.getByRole('button', { name: 'Guardar' }).click();
      const created = page.getByRole('dialog', { name: `Grupo ${groupName}` });
      await created.getByRole('checkbox', { name: 'Ver Auditoría' }).check();
      await created.getByRole('button', { name: 'Guardar permisos' }).click();
      await expect(page.getByText('Permisos del grupo guardados')).toBeVisible();
      await expect(page.getByRole('row', { name: `Abrir grupo ${groupName}` })).toContainText('Auditoría');

      await page.goto('./#/gestioncuentas?tab=permisos');
      await expect(page.getByRole('cell', { name: 'can_view_cliente', exact: true })).toBeVisible();
      await shot(page, 'gestioncuentas-permisos');
    },
  );

  testBlockedWithout('can_view_permiso', {
    link: 'Gestión de Cuentas',
    routes: ['gestioncuentas'],
    api: '/v1/comercialaccount',
  });

  testAsStaffWith(
    'who may read accounts but not the Ámbito tree reads each account’s scope by its places’ names',
    ['can_view_permiso'],
    'gestioncuentas?tab=acceso',
    async (page) => {
      await page.getByRole('main').getByRole('textbox', { name: 'Buscar' }).fill('javier');
      await page.getByRole('row', { name: /^Abrir cuenta de Javier Ortega/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Cuenta de acceso' });
      // The demo gives Javier a whole group and one station of another.
      await expect(dialog.getByRole('listitem').filter({ hasText: 'Grupo Cantábrico' })).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: 'E.S. Burgos Villafría' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Grupo', exact: true })).toHaveCount(0);
      await shot(page, 'gestioncuentas-ambito-lectura');
    },
  );

  testInSection(
    'a group’s permissions saved by someone else meanwhile are not overwritten: the matrix says so and reloads',
    { route: 'gestioncuentas?tab=grupos', allow: [409] },
    async ({ page }) => {
      const other = await signedInApi(String(test.info().project.use.baseURL));
      try {
        const name = `Concurrente E2E ${Date.now().toString(36)}`;
        const created = await other.api.post('api/v1/authgroups/', {
          headers: other.headers,
          data: { descripcion: name },
        });
        const group = (await created.json()) as { id: number; version: number };
        await page.reload();
        await page.getByRole('row', { name: `Abrir grupo ${name}` }).click();
        const dialog = page.getByRole('dialog', { name: `Grupo ${name}` });
        await expect(dialog.getByRole('checkbox', { name: 'Ver Clientes' })).not.toBeChecked();
        // Someone else gives it Crear Clientes meanwhile.
        const catalogue = await other.list<{ id: number; tipo_permiso: string }>('v1/authpermission');
        const crear = catalogue.find((p) => p.tipo_permiso === 'can_create_cliente')!;
        await other.api.post('api/v1/authgroups/authpermissions/', {
          headers: other.headers,
          data: { authGroup: group.id, authPermissions: [crear.id], version: group.version },
        });
        await dialog.getByRole('checkbox', { name: 'Ver Clientes' }).check();
        await dialog.getByRole('button', { name: 'Guardar permisos' }).click();
        await expect(dialog.getByRole('alert')).toContainText('modificado por otra persona');
        await dialog.getByRole('button', { name: 'Recargar los permisos' }).click();
        await expect(dialog.getByRole('checkbox', { name: 'Crear Clientes' })).toBeChecked();
        await expect(dialog.getByRole('checkbox', { name: 'Ver Clientes' })).not.toBeChecked();
        await dialog.getByRole('checkbox', { name: 'Ver Clientes' }).check();
        await dialog.getByRole('button', { name: 'Guardar permisos' }).click();
        await expect(page.getByText('Permisos del grupo guardados')).toBeVisible();
      } finally {
        await other.api.dispose();
      }
    },
  );
});
