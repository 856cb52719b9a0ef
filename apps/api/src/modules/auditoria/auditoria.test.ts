import { describe, expect, it } from 'vitest';
import { madridDay as day, OPERATOR, useTestApp } from '../../test/build-app';

const { t, get, send } = useTestApp();

describe('web audit', () => {
  it('returns a date range newest first, with its total', async () => {
    const res = await get(`/api/v1/audit/web?datesince=${day(-30)}&dateto=${day(1)}&limit=50`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(50);
    expect(body.web).toHaveLength(50);
    expect(body.nextCursor).toBeTruthy();
    const next = (
      await get(`/api/v1/audit/web?datesince=${day(-30)}&dateto=${day(1)}&limit=50&cursor=${body.nextCursor}`)
    ).json();
    const ids = new Set([...body.web, ...next.web].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(100);
  });

  it("shows today's logins, filterable by user and action", async () => {
    await t.login(OPERATOR);
    const res = (
      await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(0)}&usuario=operador&accion=login`)
    ).json();
    expect(res.web.length).toBeGreaterThan(0);
    expect(
      res.web.every(
        (r: { usuario: string; accion: string }) => r.usuario === OPERATOR && r.accion === 'login',
      ),
    ).toBe(true);
  });

  it('records a failed login, with the address and the e-mail tried, never the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { email: 'Nadie@Demo.es', password: 'Clave#Equivocada1' },
    });
    expect(res.statusCode).toBe(400);
    const rows = (
      await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(0)}&accion=login_fallido&usuario=nadie`)
    ).json().web;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ usuario: 'nadie@demo.es', recurso: 'sesion', accion: 'login_fallido' });
    expect(JSON.stringify(rows[0])).not.toContain('Equivocada');
  });

  it('names the record kinds in Spanish for the pick list', async () => {
    const res = await get('/api/v1/audit/resources');
    expect(res.statusCode).toBe(200);
    const kinds = res.json().resources as { recurso: string; nombre: string }[];
    expect(kinds).toContainEqual({ recurso: 'cliente_opciontpv', nombre: 'Opción TPV del cliente' });
    expect(kinds).toContainEqual({ recurso: 'sesion', nombre: 'Sesión' });
    expect(kinds).toContainEqual({ recurso: 'local', nombre: 'Estación' });
    // One name, one kind: a list only read over another's table (Tarifas clientes) writes no row.
    expect(kinds.map((k) => k.recurso)).not.toContain('tarifa_cliente');
    expect(new Set(kinds.map((k) => k.nombre)).size).toBe(kinds.length);
    const op = (await t.login(OPERATOR)).headers;
    expect((await get('/api/v1/audit/resources', op)).statusCode).toBe(403);
  });

  it('requires both dates, valid, in order', async () => {
    expect((await get('/api/v1/audit/web')).statusCode).toBe(400);
    expect((await get('/api/v1/audit/web?datesince=2026-13-45&dateto=2026-01-01')).statusCode).toBe(400);
    expect((await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(-2)}`)).json().errorCode).toBe(1);
  });

  it('is refused to staff without can_view_auditoria', async () => {
    const op = (await t.login(OPERATOR)).headers;
    const res = await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(0)}`, op);
    expect(res.statusCode).toBe(403);
  });
});

describe('app audit', () => {
  it('lists the app users activity for a range', async () => {
    const res = (await get(`/api/v1/audit/app?datesince=${day(-10)}&dateto=${day(0)}&limit=20`)).json();
    expect(res.app).toHaveLength(20);
    expect(res.app[0]).toMatchObject({ accion: expect.any(String), dispositivo: expect.any(String) });
  });
});

describe('the audit follows the scope of its records', () => {
  it('shows a supervisor of one commercial account no change to a customer of another account', async () => {
    // A change to a customer of the other commercial account (Grupo Cantábrico), made by the admin.
    const foreign = (await get('/api/v1/customers?idgrupo=3&limit=1')).json().customers[0];
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/customers/',
      headers: t.admin,
      payload: { id: foreign.id, version: foreign.version, telefono: '942 11 22 33' },
    });
    const lucia = (await t.login('lucia.herrero@demo.es')).headers;
    // Her own customers' records are refused to her outside her account, and so is their audit.
    expect((await get(`/api/v1/customers?id=${foreign.id}`, lucia)).statusCode).toBe(403);
    const range = `datesince=${day(-1)}&dateto=${day(1)}&limit=500`;
    const seen = (
      await get(`/api/v1/audit/web?${range}&recurso=cliente&idregistro=${foreign.id}`, lucia)
    ).json();
    expect(seen.web).toEqual([]);
    const asAdmin = (await get(`/api/v1/audit/web?${range}&recurso=cliente&idregistro=${foreign.id}`)).json();
    expect(asAdmin.web.length).toBeGreaterThan(0);
    // What she sees is all within her account's groups, and she does see her own records' changes.
    const mine = (
      await get(`/api/v1/audit/web?datesince=${day(-90)}&dateto=${day(1)}&limit=500&recurso=cliente`, lucia)
    ).json();
    expect(mine.web.length).toBeGreaterThan(0);
    const customerGroups = new Map(
      (await get('/api/v1/customers?limit=500'))
        .json()
        .customers.map((c: { id: number; idgrupo: number }) => [String(c.id), c.idgrupo]),
    );
    for (const row of mine.web)
      if (customerGroups.has(row.idregistro)) expect(customerGroups.get(row.idregistro)).not.toBe(3);
  });

  it('shows app-user actions only of the groups in scope', async () => {
    const op = (await t.login('lucia.herrero@demo.es')).headers;
    const own = new Set(
      (await get('/api/v1/users?limit=500', op)).json().users.map((u: { id: number }) => u.id),
    );
    const rows = (await get(`/api/v1/audit/app?datesince=${day(-90)}&dateto=${day(1)}&limit=500`, op)).json()
      .app;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(own.has(r.idusuario)).toBe(true);
  });

  it('keeps session rows and staff-account changes to whom reaches everything', async () => {
    const op = (await t.login('lucia.herrero@demo.es')).headers;
    const range = `datesince=${day(-1)}&dateto=${day(1)}&limit=500`;
    expect((await get(`/api/v1/audit/web?${range}&accion=login`, op)).json().web).toEqual([]);
    expect((await get(`/api/v1/audit/web?${range}&accion=login`)).json().web.length).toBeGreaterThan(0);
  });
});

describe('the log names its records and undoes a delete', () => {
  const range = `datesince=${day(-1)}&dateto=${day(1)}&limit=50`;
  const departmentDeletes = async (id: number) =>
    (await get(`/api/v1/audit/web?${range}&recurso=cliente_departamento&idregistro=${id}&accion=baja`)).json()
      .web as { id: number; nombreregistro: string; restaurable: boolean }[];

  it("names a customer's row by its name and code, not its id", async () => {
    const c = (await get('/api/v1/customers?limit=1')).json().customers[0];
    await send('PATCH', '/api/v1/customers/', { id: c.id, version: c.version, telefono: '911 22 33 44' });
    const [row] = (await get(`/api/v1/audit/web?${range}&recurso=cliente&idregistro=${c.id}`)).json().web;
    expect(row.nombreregistro).toBe(`${c.nombre} (${c.codigo})`);
  });

  it('names what hand-written routes record: a payment by its customer, a permission group by its name', async () => {
    const c = (await get('/api/v1/credit/balances?limit=1')).json().balances[0];
    const paid = (
      await send('POST', '/api/v1/credit/movements/', {
        idcliente: c.idcliente ?? c.id,
        tipo: 'abono',
        importe: 0.01,
        motivo: 'Nombre en la auditoría',
      })
    ).json();
    const [payment] = (
      await get(`/api/v1/audit/web?${range}&recurso=movimientos_credito&idregistro=${paid.id}`)
    ).json().web;
    expect(payment.nombreregistro).toBe(paid.cliente);
    // Ids of other records in the before/after are named too: whose customer, not "Cliente 292".
    expect(payment.despues.idcliente).toBe(`${paid.cliente} (${paid.idcliente})`);
    const group = (
      await send('POST', '/api/v1/authgroups/', { descripcion: 'Nombrado en la auditoría' })
    ).json();
    await send('POST', '/api/v1/authgroups/authpermissions/', { authGroup: group.id, authPermissions: [] });
    const [perms] = (
      await get(`/api/v1/audit/web?${range}&recurso=authgroup.permisos&idregistro=${group.id}`)
    ).json().web;
    expect(perms.nombreregistro).toBe('Nombrado en la auditoría');
  });

  it('restores a deleted record from its delete row, audited; refuses when its code is taken again', async () => {
    const c = (await get('/api/v1/customers?limit=1')).json().customers[0];
    const make = async () =>
      (
        await send('POST', '/api/v1/customers/department', {
          idcliente: c.id,
          codigo: 'REST1',
          nombre: 'Taller de pruebas',
        })
      ).json();
    const first = await make();
    expect(
      (await send('DELETE', `/api/v1/customers/department?id=${first.id}&description=Error de alta`))
        .statusCode,
    ).toBe(200);
    const [del] = await departmentDeletes(first.id);
    expect(del).toMatchObject({
      restaurable: true,
      nombreregistro: `${c.nombre} (${c.codigo}) · Taller de pruebas`,
    });
    // The operator cannot (no Auditoría), and nor can a reader of the log without delete permission.
    expect((await send('POST', '/api/v1/audit/web/restore', { id: del!.id }, t.operator)).statusCode).toBe(
      403,
    );

    const res = await send('POST', '/api/v1/audit/web/restore', { id: del!.id });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/v1/customers/department?customerid=${c.id}`)).json().departments).toContainEqual(
      expect.objectContaining({ id: first.id, codigo: 'REST1' }),
    );
    const restored = (
      await get(
        `/api/v1/audit/web?${range}&recurso=cliente_departamento&idregistro=${first.id}&accion=restauracion`,
      )
    ).json().web;
    expect(restored).toHaveLength(1);
    expect((await departmentDeletes(first.id))[0]!.restaurable).toBe(false);
    // Restoring twice says there is nothing to restore.
    expect(
      (await send('POST', '/api/v1/audit/web/restore', { id: del!.id })).json().errorCode,
    ).toBeGreaterThan(0);

    // Deleted again, and a new department takes its code: restoring the first would clash.
    await send('DELETE', `/api/v1/customers/department?id=${first.id}&description=Otra vez`);
    await make();
    const [again] = await departmentDeletes(first.id);
    const clash = await send('POST', '/api/v1/audit/web/restore', { id: again!.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      reason: 'duplicate',
      message: expect.stringContaining('No se puede restaurar'),
    });
  });

  it('refuses to restore from a row that is not a delete', async () => {
    const [login] = (await get(`/api/v1/audit/web?${range}&accion=login`)).json().web;
    const res = await send('POST', '/api/v1/audit/web/restore', { id: login.id });
    expect(res.statusCode).toBe(409);
  });
});
