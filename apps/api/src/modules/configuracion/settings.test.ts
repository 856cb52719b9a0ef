import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commercialAccounts, groups, rates, settings } from '../../db/schema';
import { expectInvalid, useTestApp } from '../../test/build-app';
import { getSettings } from './settings.service';

const { t, get, send, auditOf } = useTestApp();
const PATH = '/api/v1/settings';
/** The operator's commercial account, and the other one. */
let ownAccount: number;
let otherAccount: number;
/** Every permission, scoped to the operator's commercial account only. */
let supervisor: Record<string, string>;

beforeAll(async () => {
  ownAccount = t.operatorLogin.scope[0].idcuentacomercial;
  const [other] = await t.db
    .select({ id: commercialAccounts.id })
    .from(commercialAccounts)
    .where(and(eq(commercialAccounts.activo, true)))
    .orderBy(desc(commercialAccounts.id));
  otherAccount = other!.id === ownAccount ? other!.id - 1 : other!.id;
  const groupsRes = (await get('/api/v1/authgroups')).json().authgroups as {
    id: number;
    descripcion: string;
  }[];
  const admins = groupsRes.find((g) => g.descripcion === 'Administradores')!;
  const account = await send('POST', '/api/v1/authaccount/', {
    email: 'supervisora.ajustes@demo.es',
    nombre: 'Supervisora Ajustes',
    idauthgroup: admins.id,
    password: 'Ajustes2026okey',
    scopes: [{ idcuentacomercial: ownAccount }],
  });
  expect(account.statusCode).toBe(200);
  supervisor = (await t.login('supervisora.ajustes@demo.es', 'Ajustes2026okey')).headers;
});

/** A tariff of a group of the account. */
async function rateOf(idcuentacomercial: number) {
  const [row] = await t.db
    .select({ idtarifa: rates.idtarifa, nombre: rates.nombre })
    .from(rates)
    .innerJoin(groups, eq(groups.idgrupo, rates.idgrupo))
    .where(eq(groups.idcuentacomercial, idcuentacomercial))
    .orderBy(rates.idtarifa)
    .limit(1);
  return row!;
}

/** The account's settings as they are now: saved (version ≥ 1) or the defaults (version 0). */
async function current(id: number, headers = t.admin) {
  const res = await get(`${PATH}?idcuentacomercial=${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Saves with POST the first time, PATCH with the version read afterwards (what the screen does). */
async function save(id: number, changes: object, headers = t.admin) {
  const now = await current(id, headers);
  return now.version === 0
    ? send('POST', PATH, { idcuentacomercial: id, ...changes }, headers)
    : send('PATCH', PATH, { idcuentacomercial: id, version: now.version, ...changes }, headers);
}

describe('GET /v1/settings', () => {
  it('answers the defaults with version 0 and the account name while nothing is saved', async () => {
    await t.db.delete(settings).where(eq(settings.idcuentacomercial, otherAccount));
    const body = await current(otherAccount);
    const [acc] = await t.db.select().from(commercialAccounts).where(eq(commercialAccounts.id, otherAccount));
    expect(body).toEqual({
      idcuentacomercial: otherAccount,
      cuentacomercial: acc!.nombre,
      razonsocial: '',
      nif: '',
      direccion: '',
      codigopostal: '',
      poblacion: '',
      provincia: '',
      seriefactura: 'F',
      valorpunto: 0.01,
      caducidadpuntosmeses: 24,
      caducidadvalesdias: 365,
      idtarifadefecto: null,
      tarifadefecto: '',
      emailscontacto: '',
      reservaminutos: 15,
      version: 0,
    });
  });

  it('agrees with getSettings, what the authoriser reads: the defaults of the table are the same', async () => {
    await t.db.delete(settings).where(eq(settings.idcuentacomercial, otherAccount));
    const wire = await current(otherAccount);
    const stored = await getSettings(t.db, otherAccount);
    const { version: _v, cuentacomercial: _c, tarifadefecto: _t, ...fields } = wire;
    const { version: _sv, ...storedFields } = stored;
    expect(storedFields).toEqual(fields);
    await t.db.delete(settings).where(eq(settings.idcuentacomercial, otherAccount));
  });

  it('asks for the account (400), answers 404 for one that does not exist', async () => {
    const missing = await get(PATH);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe(1);
    const junk = await get(`${PATH}?idcuentacomercial=abc`);
    expect(junk.statusCode).toBe(400);
    const none = await get(`${PATH}?idcuentacomercial=999999`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ errorCode: 6, message: 'No existe la cuenta comercial' });
  });
});

describe('saving the settings', () => {
  it('creates them once, then updates with the version read; both audited with before and after', async () => {
    await t.db.delete(settings).where(eq(settings.idcuentacomercial, ownAccount));
    const rate = await rateOf(ownAccount);
    const created = await send('POST', PATH, {
      idcuentacomercial: ownAccount,
      razonsocial: 'Petrocentro Castilla S.L.',
      nif: 'a58818501',
      codigopostal: '47001',
      seriefactura: 'fa-26',
      valorpunto: 0.0125,
      caducidadpuntosmeses: 12,
      caducidadvalesdias: 90,
      idtarifadefecto: rate.idtarifa,
      emailscontacto: 'Facturas@Petrocentro.es; soporte@petrocentro.es',
      reservaminutos: 30,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      nif: 'A58818501',
      seriefactura: 'FA-26',
      valorpunto: 0.0125,
      idtarifadefecto: rate.idtarifa,
      tarifadefecto: rate.nombre,
      emailscontacto: 'facturas@petrocentro.es, soporte@petrocentro.es',
      version: 1,
    });
    expect((await auditOf('ajustes', ownAccount))[0]).toMatchObject({ accion: 'alta', nivel: 'account' });
    // What the authoriser and the loyalty rules read.
    expect(await getSettings(t.db, ownAccount)).toMatchObject({ reservaminutos: 30, valorpunto: 0.0125 });

    const second = await send('POST', PATH, { idcuentacomercial: ownAccount });
    expect(second.statusCode).toBe(409);

    const updated = await send('PATCH', PATH, {
      idcuentacomercial: ownAccount,
      version: 1,
      reservaminutos: 20,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ reservaminutos: 20, caducidadvalesdias: 90, version: 2 });
    const [audit] = await auditOf('ajustes', ownAccount);
    expect(audit).toMatchObject({ accion: 'modificacion', usuario: 'admin@demo.es' });
    expect(audit!.antes).toMatchObject({ reservaminutos: 30 });
    expect(audit!.despues).toMatchObject({ reservaminutos: 20 });

    const stale = await send('PATCH', PATH, {
      idcuentacomercial: ownAccount,
      version: 1,
      reservaminutos: 25,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe(7);
  });

  it('takes the account from the query too, and refuses a body that names another one', async () => {
    const now = await current(ownAccount);
    const viaQuery = await send('PATCH', `${PATH}?idcuentacomercial=${ownAccount}`, {
      version: now.version,
      poblacion: 'Valladolid',
    });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.json().poblacion).toBe('Valladolid');
    const clash = await send('PATCH', `${PATH}?idcuentacomercial=${ownAccount}`, {
      idcuentacomercial: otherAccount,
      version: now.version + 1,
    });
    expect(clash.statusCode).toBe(400);
  });

  it('refuses bad values with 400 errorCode 1 and a Spanish message on each field', async () => {
    const res = await save(ownAccount, {
      nif: '12345678A',
      codigopostal: '99999',
      seriefactura: 'SERIE DE FACTURAS',
      valorpunto: 0,
      caducidadpuntosmeses: -1,
      caducidadvalesdias: 0,
      emailscontacto: 'bien@demo.es, mal@',
      reservaminutos: 2000,
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, {
      nif: expect.stringMatching(/letra|NIF/i),
      codigopostal: 'Código postal no válido',
      seriefactura: 'Serie no válida: de 1 a 10 letras, números o guiones',
      valorpunto: 'El valor del punto debe ser mayor que 0',
      caducidadpuntosmeses: 'Entre 0 (no caducan) y 120 meses',
      caducidadvalesdias: 'Entre 1 y 3650 días',
      emailscontacto: 'Correo electrónico no válido: mal@',
      reservaminutos: 'Entre 1 y 1440 minutos (24 horas)',
    });
    const decimals = await save(ownAccount, { valorpunto: 0.00001 });
    expectInvalid(decimals, { valorpunto: 'Use como máximo 4 decimales' });
    const wrongType = await save(ownAccount, { reservaminutos: 'quince', valorpunto: '0,5' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().fields).sort()).toEqual(['reservaminutos', 'valorpunto']);
  });

  it('needs the NIF with the company name, and a default tariff of the same account', async () => {
    const noNif = await save(ownAccount, { razonsocial: 'Empresa Sin NIF S.L.', nif: '' });
    expectInvalid(noNif, { nif: 'Indique el NIF de la empresa que factura' });
    const foreignRate = await rateOf(otherAccount);
    const res = await save(ownAccount, { idtarifadefecto: foreignRate.idtarifa });
    expectInvalid(res, { idtarifadefecto: 'La tarifa no existe o no es de esta cuenta comercial' });
    const none = await save(ownAccount, { idtarifadefecto: 99_999_999 });
    expectInvalid(none, { idtarifadefecto: 'La tarifa no existe o no es de esta cuenta comercial' });
    const cleared = await save(ownAccount, { idtarifadefecto: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ idtarifadefecto: null, tarifadefecto: '' });
  });
});

describe('permission and scope', () => {
  it('refuses the operator, who has no Configuración permission (403 errorCode 4)', async () => {
    const read = await get(`${PATH}?idcuentacomercial=${ownAccount}`, t.operator);
    expect(read.statusCode).toBe(403);
    expect(read.json().errorCode).toBe(4);
    const write = await send('PATCH', PATH, { idcuentacomercial: ownAccount, version: 1 }, t.operator);
    expect(write.statusCode).toBe(403);
    expect(write.json().errorCode).toBe(4);
  });

  it('lets a supervisor of one account read and save it, and refuses the other account (403 errorCode 5)', async () => {
    expect((await current(ownAccount, supervisor)).idcuentacomercial).toBe(ownAccount);
    const saved = await save(ownAccount, { provincia: 'Valladolid' }, supervisor);
    expect(saved.statusCode).toBe(200);
    expect((await auditOf('ajustes', ownAccount))[0]).toMatchObject({
      usuario: 'supervisora.ajustes@demo.es',
    });

    const read = await get(`${PATH}?idcuentacomercial=${otherAccount}`, supervisor);
    expect(read.statusCode).toBe(403);
    expect(read.json().errorCode).toBe(5);
    const write = await send('POST', PATH, { idcuentacomercial: otherAccount }, supervisor);
    expect(write.statusCode).toBe(403);
    expect(write.json().errorCode).toBe(5);
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${PATH}?idcuentacomercial=${ownAccount}` })).statusCode,
    ).toBe(401);
  });
});
