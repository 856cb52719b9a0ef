import { taxIdError } from '@ac/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authAccounts } from '../../db/schema';
import { code, expectDuplicate, expectInvalid, uniqueCif, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
let adminGroup: number;

beforeAll(() => {
  adminGroup = t.adminLogin.authgroup.id;
});

/** Creates a staff account, with a valid password unless the test gives one. */
const postAccount = (account: object) =>
  send('POST', '/api/v1/authaccount/', { password: 'Segura2026clave', ...account });

describe('commercial accounts', () => {
  it('lists, searches by name case-insensitively, creates, edits and deletes with a reason', async () => {
    const list = (await get('/api/v1/comercialaccount')).json();
    expect(list.total).toBe(2);
    expect((await get('/api/v1/comercialaccount?q=NORTE')).json().comercialaccounts).toHaveLength(1);
    const created = await send('POST', '/api/v1/comercialaccount/', {
      nombre: 'Carburantes del Sur S.L.',
      nif: uniqueCif(),
    });
    expect(created.statusCode).toBe(200);
    const acc = created.json();
    const edited = await send('PATCH', '/api/v1/comercialaccount', {
      id: acc.id,
      version: acc.version,
      activo: false,
    });
    expect(edited.json()).toMatchObject({ activo: false, version: 2 });
    const stale = await send('PATCH', '/api/v1/comercialaccount', { id: acc.id, version: 1, nombre: 'Otro' });
    expect(stale.statusCode).toBe(409);
    const del = await send(
      'DELETE',
      `/api/v1/comercialaccount?id=${acc.id}&description=Cuenta%20de%20prueba`,
    );
    expect(del.statusCode).toBe(200);
    const audits = await auditOf('cuentacomercial', acc.id);
    expect(audits.map((a) => a.accion).sort()).toEqual(['alta', 'baja', 'modificacion']);
  });

  it('refuses a wrong NIF with the reason on the field; the demo accounts pass', async () => {
    const wrong = await send('POST', '/api/v1/comercialaccount/', {
      nombre: 'Cuenta mala',
      nif: '12345678A',
    });
    expectInvalid(wrong, { nif: 'La letra del NIF no es correcta' });
    const { comercialaccounts } = (await get('/api/v1/comercialaccount')).json();
    for (const { nif } of comercialaccounts) expect(taxIdError(nif)).toBeNull();
  });

  it('returns one record with ?id= and 404 for an unknown one', async () => {
    const one = await get('/api/v1/comercialaccount?id=1');
    expect(one.json()).toMatchObject({ id: 1, nombre: expect.any(String) });
    expect((await get('/api/v1/comercialaccount?id=99999')).statusCode).toBe(404);
  });
});

describe('auth accounts', () => {
  it('creates a staff member with a hashed password and scope, never returning the hash', async () => {
    const groups = (await get('/api/v1/authgroups')).json().authgroups;
    const operators = groups.find((g: { descripcion: string }) => g.descripcion.startsWith('Operadores'));
    const res = await postAccount({
      email: 'Nuevo.Operador@demo.es',
      nombre: 'Nuevo Operador',
      idauthgroup: operators.id,
      scopes: [{ idcuentacomercial: 1, idgrupo: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: 'nuevo.operador@demo.es', authgroup: operators.descripcion });
    expect(body.scopes).toEqual([expect.objectContaining({ idgrupo: 1, nombre: 'Grupo Meseta' })]);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
    const [row] = await t.db.select().from(authAccounts).where(eq(authAccounts.id, body.id));
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    const [audit] = await auditOf('authaccount', body.id);
    expect(JSON.stringify(audit!.despues)).not.toContain(row!.password_hash);
    expect((await t.login('nuevo.operador@demo.es', 'Segura2026clave')).body.scope.length).toBeGreaterThan(0);
  });

  it("puts the account's scope on record when it is created and when it changes", async () => {
    const created = (
      await postAccount({
        email: 'ambito.auditado@demo.es',
        nombre: 'Ámbito Auditado',
        idauthgroup: adminGroup,
        scopes: [{ idgrupo: 2 }],
      })
    ).json();
    const [alta] = await auditOf('authaccount', created.id);
    expect(alta!.despues).toMatchObject({ scopes: 'Grupo Duero' });
    const changed = await send('PATCH', '/api/v1/authaccount', {
      id: created.id,
      version: created.version,
      scopes: [{ idgrupo: 2 }, { idgrupo: 1 }],
    });
    expect(changed.statusCode).toBe(200);
    const [change] = await auditOf('authaccount', created.id);
    expect(change).toMatchObject({
      accion: 'modificacion',
      antes: { scopes: 'Grupo Duero' },
      despues: { scopes: 'Grupo Duero, Grupo Meseta' },
    });
  });

  it('refuses a weak password and a duplicate e-mail', async () => {
    const weak = await postAccount({
      email: 'x@demo.es',
      nombre: 'X X',
      idauthgroup: adminGroup,
      password: 'corta',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toMatch(/10 caracteres/);
    const dup = await postAccount({
      email: 'ADMIN@demo.es',
      nombre: 'Copia',
      idauthgroup: adminGroup,
    });
    expectDuplicate(dup, 'email', 'El correo admin@demo.es ya es de otra cuenta de acceso');
  });

  it('does not let a staff member deactivate, delete or demote themselves', async () => {
    const me = (await get('/api/v1/authaccount?q=admin@demo.es')).json().authaccounts[0];
    const off = await send('PATCH', '/api/v1/authaccount', { id: me.id, version: me.version, activo: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/No puede desactivar su propia cuenta/);
    const del = await send('DELETE', `/api/v1/authaccount?id=${me.id}&description=probando`);
    expect(del.statusCode).toBe(409);
    const groups = (await get('/api/v1/authgroups')).json().authgroups;
    const auditors = groups.find((g: { descripcion: string }) => g.descripcion === 'Auditoría interna');
    const demote = await send('PATCH', '/api/v1/authaccount', {
      id: me.id,
      version: me.version,
      idauthgroup: auditors.id,
    });
    expect(demote.statusCode).toBe(409);
  });
});

describe('auth groups', () => {
  it('sets a group permissions, reflected in the next login, with an audit row', async () => {
    const group = (await send('POST', '/api/v1/authgroups/', { descripcion: 'Tarifas' })).json();
    const catalogue = (await get('/api/v1/authpermission')).json().authpermissions;
    const wanted = catalogue.filter((p: { tipo_permiso: string }) => p.tipo_permiso.endsWith('_precio'));
    const res = await send('POST', '/api/v1/authgroups/authpermissions/', {
      authGroup: group.id,
      authPermissions: wanted.map((p: { id: number }) => p.id),
      groupid: group.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permisos.sort()).toEqual(
      wanted.map((p: { tipo_permiso: string }) => p.tipo_permiso).sort(),
    );
    const created = (
      await postAccount({
        email: 'tarifas@demo.es',
        nombre: 'Gestora de Tarifas',
        idauthgroup: adminGroup,
      })
    ).json();
    const moved = await send('POST', '/api/v1/authgroups/authaccounts', {
      authGroup: group.id,
      authAccounts: [created.id],
    });
    expect(moved.json().miembros).toBe(1);
    const login = await t.login('tarifas@demo.es', 'Segura2026clave');
    expect(login.body.auth_permission.map((p: { tipo_permiso: string }) => p.tipo_permiso)).toContain(
      'can_view_precio',
    );
    const [audit] = await auditOf('authgroup.permisos', group.id);
    expect(audit!.accion).toBe('asignacion');
    // The log reads as the matrix does: the permissions by their names.
    expect(audit!.antes).toEqual({ permisos: '(ninguno)' });
    expect(audit!.despues).toEqual({
      permisos:
        'Crear Precios y tarifas, Editar Precios y tarifas, Eliminar Precios y tarifas, Ver Precios y tarifas',
    });
  });

  it('refuses a permission set saved over another one saved meanwhile (the version it was read at)', async () => {
    const group = (await send('POST', '/api/v1/authgroups/', { descripcion: 'A la vez' })).json();
    const catalogue = (await get('/api/v1/authpermission')).json().authpermissions as {
      id: number;
      tipo_permiso: string;
    }[];
    const id = (name: string) => catalogue.find((p) => p.tipo_permiso === name)!.id;
    const save = (names: string[]) =>
      send('POST', '/api/v1/authgroups/authpermissions/', {
        authGroup: group.id,
        authPermissions: names.map(id),
        version: group.version,
      });
    // Two people opened it at the same version: the first save stands, the second is told.
    expect((await save(['can_view_cliente', 'can_create_cliente'])).json().version).toBe(group.version + 1);
    const late = await save(['can_view_cliente', 'can_view_auditoria']);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 7, reason: 'version' });
    const now = (await get(`/api/v1/authgroups?id=${group.id}`)).json();
    expect(now.permisos.sort()).toEqual(['can_create_cliente', 'can_view_cliente']);
  });

  it("refuses to strip can_edit_permiso from the admin's own group", async () => {
    const res = await send('POST', '/api/v1/authgroups/authpermissions/', {
      authGroup: adminGroup,
      authPermissions: [1, 2],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/perdería el permiso/);
  });

  it('refuses to delete a group that still has members', async () => {
    const res = await send('DELETE', `/api/v1/authgroups?id=${adminGroup}&description=limpieza`);
    expect(res.statusCode).toBe(409);
  });

  it('a permission change reaches an open session at once', async () => {
    const group = (await send('POST', '/api/v1/authgroups/', { descripcion: 'Temporal' })).json();
    const user = (
      await postAccount({
        email: 'temporal@demo.es',
        nombre: 'Temporal',
        idauthgroup: group.id,
        scopes: [{}],
      })
    ).json();
    expect(user.id).toBeGreaterThan(0);
    const session = await t.login('temporal@demo.es', 'Segura2026clave');
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customers?limit=1',
      headers: session.headers,
    });
    expect(before.statusCode).toBe(403);
    const catalogue = (await get('/api/v1/authpermission?q=can_view_cliente')).json().authpermissions;
    await send('POST', '/api/v1/authgroups/authpermissions/', {
      authGroup: group.id,
      authPermissions: [catalogue[0].id],
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customers?limit=1',
      headers: session.headers,
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('permission catalogue and scopes', () => {
  it('lists the full catalogue and adds a permission', async () => {
    const list = (await get('/api/v1/authpermission')).json();
    expect(list.total).toBe(64);
    const res = await send('POST', '/api/v1/authpermission/', {
      descripcion: 'Exportar informes',
      descripcioncodigo: 'EXPORT_INFORME',
      tipo_permiso: 'can_export_informe',
    });
    expect(res.statusCode).toBe(200);
    const bad = await send('POST', '/api/v1/authpermission/', {
      descripcion: 'x',
      descripcioncodigo: 'a b',
      tipo_permiso: 'hack',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tells who has scope on a node', async () => {
    const res = (await get('/api/v1/authpermissionscope?idgrupo=1')).json();
    expect(res.authpermissionscopes.map((s: { email: string }) => s.email)).toContain('operador@demo.es');
    // An account that cannot sign in says so: its rules are not access.
    const all = (await get('/api/v1/authpermissionscope')).json().authpermissionscopes as {
      email: string;
      activo: boolean;
    }[];
    expect(all.find((s) => s.email === 'operador@demo.es')?.activo).toBe(true);
    expect(all.find((s) => s.email === 'antiguo.empleado@demo.es')?.activo).toBe(false);
  });
});

describe('an account manager stays within its own reach', () => {
  /** A manager of staff accounts (every permission of the accounts section) scoped to one group. */
  const manager = async (email: string) => {
    const perms = (await get('/api/v1/authpermission')).json().authpermissions as {
      id: number;
      tipo_permiso: string;
    }[];
    const group = (await send('POST', '/api/v1/authgroups/', { descripcion: `Gestores ${email}` })).json();
    const granted = perms.filter(
      (p) => p.tipo_permiso.endsWith('_permiso') || p.tipo_permiso === 'can_view_cliente',
    );
    await send('POST', '/api/v1/authgroups/authpermissions/', {
      authGroup: group.id,
      authPermissions: granted.map((p) => p.id),
    });
    const created = await postAccount({
      email,
      nombre: 'Gestor Acotado',
      idauthgroup: group.id,
      scopes: [{ idgrupo: t.operatorGroup }],
    });
    expect(created.statusCode).toBe(200);
    return {
      account: created.json(),
      group: group.id,
      headers: (await t.login(email, 'Segura2026clave')).headers,
    };
  };

  it('cannot widen its own scope to everything', async () => {
    const m = await manager('gestor.ambito@demo.es');
    const res = await send(
      'PATCH',
      '/api/v1/authaccount',
      { id: m.account.id, version: m.account.version, scopes: [{}] },
      m.headers,
    );
    expect(code(res)).toEqual([403, 5]);
    const again = (await t.login('gestor.ambito@demo.es', 'Segura2026clave')).body;
    expect(new Set(again.scope.map((s: { idgrupo: number }) => s.idgrupo))).toEqual(
      new Set([t.operatorGroup]),
    );
  });

  it('sees only the staff accounts within its scope, and cannot touch the global admin', async () => {
    const m = await manager('gestor.lista@demo.es');
    const listed = (await get('/api/v1/authaccount?limit=500', m.headers)).json().authaccounts as {
      email: string;
    }[];
    const emails = listed.map((a) => a.email);
    expect(emails).toContain('operador@demo.es');
    expect(emails).not.toContain('admin@demo.es');
    expect(emails).not.toContain('lucia.herrero@demo.es');
    const admin = (await get('/api/v1/authaccount?limit=500'))
      .json()
      .authaccounts.find((a: { email: string }) => a.email === 'admin@demo.es');
    const off = await send(
      'PATCH',
      '/api/v1/authaccount',
      { id: admin.id, version: admin.version, activo: false },
      m.headers,
    );
    expect(code(off)).toEqual([403, 5]);
    expect((await get(`/api/v1/authaccount?id=${admin.id}`, m.headers)).statusCode).toBe(403);
    expect(
      (await get('/api/v1/authpermissionscope', m.headers))
        .json()
        .authpermissionscopes.some((s: { email: string }) => s.email === 'admin@demo.es'),
    ).toBe(false);
  });

  it('grants only permissions and group memberships it holds itself', async () => {
    const m = await manager('gestor.permisos@demo.es');
    const perms = (await get('/api/v1/authpermission')).json().authpermissions as {
      id: number;
      tipo_permiso: string;
    }[];
    const foreignPerm = perms.find((p) => p.tipo_permiso === 'can_delete_cliente')!;
    const own = (await get(`/api/v1/authgroups?id=${m.group}`)).json();
    const ownIds = perms.filter((p) => own.permisos.includes(p.tipo_permiso)).map((p) => p.id);
    const widen = await send(
      'POST',
      '/api/v1/authgroups/authpermissions/',
      { authGroup: m.group, authPermissions: [...ownIds, foreignPerm.id] },
      m.headers,
    );
    expect(code(widen)).toEqual([403, 4]);
    // Moving someone into the administrators' group would hand out permissions it does not have.
    const operator = (await get('/api/v1/authaccount?limit=500', m.headers))
      .json()
      .authaccounts.find((a: { email: string }) => a.email === 'operador@demo.es');
    const promote = await send(
      'PATCH',
      '/api/v1/authaccount',
      { id: operator.id, version: operator.version, idauthgroup: adminGroup },
      m.headers,
    );
    expect(code(promote)).toEqual([403, 4]);
    const members = await send(
      'POST',
      '/api/v1/authgroups/authaccounts',
      { authGroup: adminGroup, authAccounts: [operator.id] },
      m.headers,
    );
    expect(members.statusCode).toBe(403);
    // Nor can it edit the administrators' group: its members lie beyond its reach.
    const adminsGroup = (await get(`/api/v1/authgroups?id=${adminGroup}`)).json();
    const rename = await send(
      'PATCH',
      '/api/v1/authgroups',
      { id: adminGroup, version: adminsGroup.version, descripcion: 'Renombrado' },
      m.headers,
    );
    expect(code(rename)).toEqual([403, 5]);
  });
});
