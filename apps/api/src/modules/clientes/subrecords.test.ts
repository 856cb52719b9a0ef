import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUsers,
  creditMovements,
  customerBanks,
  customerConfig,
  customers,
  customerTpvOptions,
  rates,
  vehicles,
} from '../../db/schema';
import {
  creditCustomer,
  expectDuplicate,
  expectInvalid,
  madridDay,
  rateOf2026,
  uniqueCif,
  useTestApp,
} from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
/** A credit customer of the operator's group, with every tab seeded. */
let own: number;
/** A credit customer of another group. */
let foreign: number;

beforeAll(async () => {
  own = (await creditCustomer(t, t.operatorGroup, true)).id;
  foreign = (await creditCustomer(t, t.otherGroup, true)).id;
});

/** Gives the own customer a rate, on these dates. */
const postRate = (idtarifa: number, dates: { fechadesde: string; fechahasta?: string }) =>
  send('POST', '/api/v1/customers/customerrate', { idcliente: own, idtarifa, ...dates });

async function newCustomer(nombre: string, idgrupo = t.operatorGroup) {
  const res = await send('POST', '/api/v1/customers/', { idgrupo, nombre, nif: uniqueCif() });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

/** What the database holds, as stored (money in cents), bypassing the money columns' conversion. */
async function storedCents(query: ReturnType<typeof sql>): Promise<number> {
  const res = (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const v = Object.values(res.rows[0] ?? {})[0];
  return v === null || v === undefined ? (null as unknown as number) : Number(v);
}

function expectError(
  res: { statusCode: number; json: () => { errorCode: number } },
  status: number,
  code: number,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().errorCode).toBe(code);
}

describe('configuration (one row per customer)', () => {
  it('answers the defaults, all five switches off and version 0, for a customer with none stored', async () => {
    const id = await newCustomer('Sin Configuración S.L.');
    const res = await get(`/api/v1/customers/configuration?customerid=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      idcliente: id,
      activapuntos: false,
      eliminarpuntos: false,
      profesional: false,
      generafactura: false,
      desactivadtos: false,
      limitecredito: 0,
      formapago: 'contado',
      periodofacturacion: 'mensual',
      bloqueado: false,
      motivobloqueo: '',
      riesgo: 0,
      version: 0,
    });
  });

  it('answers the stored row with the risk (cargos − abonos − pagos) in euros and the limit in euros', async () => {
    const [withMoves] = await t.db
      .select({ id: creditMovements.idcliente })
      .from(creditMovements)
      .innerJoin(customers, eq(customers.id, creditMovements.idcliente))
      .where(eq(customers.idgrupo, t.operatorGroup))
      .limit(1);
    const id = withMoves!.id;
    await t.db
      .insert(creditMovements)
      .values({ idcliente: id, fecha: new Date(), tipo: 'abono', importe: 12.34 });
    const cents = await storedCents(
      sql`select sum(case when tipo = 'cargo' then importe else -importe end) from movimientos_credito where idcliente = ${id}`,
    );
    const limit = await storedCents(
      sql`select limitecredito from clientes_configuracion where idcliente = ${id}`,
    );
    const [stored] = await t.db.select().from(customerConfig).where(eq(customerConfig.idcliente, id));
    const res = (await get(`/api/v1/customers/configuration?customerid=${id}`, t.operator)).json();
    expect(res.riesgo).toBe(cents / 100);
    expect(res.limitecredito).toBe(limit / 100);
    expect(res.version).toBe(stored!.version);
  });

  it('creates once (audited), refuses a second create with 409, and updates with the version read', async () => {
    const id = await newCustomer('Configurable S.L.');
    const created = await send('POST', `/api/v1/customers/configuration?customerid=${id}`, {
      profesional: true,
      limitecredito: 1500.5,
      formapago: 'recibo SEPA',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      idcliente: id,
      profesional: true,
      limitecredito: 1500.5,
      version: 1,
    });
    expect(
      await storedCents(sql`select limitecredito from clientes_configuracion where idcliente = ${id}`),
    ).toBe(150050);
    expect((await auditOf('cliente_configuracion', id))[0]).toMatchObject({ accion: 'alta' });

    expectError(await send('POST', '/api/v1/customers/configuration', { idcliente: id }), 409, 7);

    const ok = await send('PATCH', '/api/v1/customers/configuration', {
      idcliente: id,
      version: 1,
      activapuntos: true,
    });
    expect(ok.statusCode).toBe(200);
    // A field the PATCH does not name keeps its value (no defaults are applied to a partial update).
    expect(ok.json()).toMatchObject({
      activapuntos: true,
      profesional: true,
      formapago: 'recibo SEPA',
      version: 2,
    });
    const [audit] = await auditOf('cliente_configuracion', id);
    expect(audit).toMatchObject({ accion: 'modificacion', usuario: 'admin@demo.es' });
    expect(audit!.antes).toMatchObject({ activapuntos: false });
    expect(audit!.despues).toMatchObject({ activapuntos: true });

    expectError(
      await send('PATCH', '/api/v1/customers/configuration', {
        idcliente: id,
        version: 1,
        activapuntos: false,
      }),
      409,
      7,
    );
  });

  it('refuses bad values with 400 errorCode 1 naming the fields in Spanish', async () => {
    const id = await newCustomer('Valores Malos S.L.');
    const res = await send('POST', '/api/v1/customers/configuration', {
      idcliente: id,
      limitecredito: -5,
      formapago: 'trueque',
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, {
      limitecredito: 'El importe no puede ser negativo',
      formapago: 'Forma de pago no válida',
    });
    const decimals = await send('POST', '/api/v1/customers/configuration', {
      idcliente: id,
      limitecredito: 10.123,
    });
    expect(decimals.json().fields).toEqual({ limitecredito: 'Use como máximo 2 decimales' });
    const blocked = await send('POST', '/api/v1/customers/configuration', { idcliente: id, bloqueado: true });
    expectInvalid(blocked, { motivobloqueo: 'Indique el motivo del bloqueo' });
    const noCustomer = await send('POST', '/api/v1/customers/configuration', {});
    expectInvalid(noCustomer, { idcliente: 'Indique el cliente' });
    expectError(await get('/api/v1/customers/configuration'), 400, 1);
    expectError(await get('/api/v1/customers/configuration?customerid=99999999'), 404, 6);
  });

  it('lets the operator read its own group but not write (4) nor read another group (5)', async () => {
    expect((await get(`/api/v1/customers/configuration?customerid=${own}`, t.operator)).statusCode).toBe(200);
    expectError(await get(`/api/v1/customers/configuration?customerid=${foreign}`, t.operator), 403, 5);
    expectError(
      await send('PATCH', '/api/v1/customers/configuration', { idcliente: own, version: 1 }, t.operator),
      403,
      4,
    );
    expectError(
      await send('POST', '/api/v1/customers/configuration', { idcliente: own }, t.operator),
      403,
      4,
    );
  });
});

describe('taxconfig (one row per customer)', () => {
  it('answers defaults, creates, updates with the version and audits each write', async () => {
    const id = await newCustomer('Fiscal S.L.');
    expect((await get(`/api/v1/customers/taxconfig?customerid=${id}`)).json()).toEqual({
      idcliente: id,
      regimeniva: 'general',
      motivoexencion: '',
      retencion: 0,
      seriefactura: '',
      cuentacontable: '',
      version: 0,
    });
    const created = await send('POST', '/api/v1/customers/taxconfig', {
      idcliente: id,
      retencion: 15,
      seriefactura: 'F26',
      cuentacontable: '430000123',
    });
    expect(created.json()).toMatchObject({ retencion: 15, seriefactura: 'F26', version: 1 });
    const updated = await send('PATCH', '/api/v1/customers/taxconfig', {
      idcliente: id,
      version: 1,
      regimeniva: 'exento',
      motivoexencion: 'Art. 25 Ley 37/1992',
    });
    expect(updated.json()).toMatchObject({ regimeniva: 'exento', retencion: 15, version: 2 });
    expect((await auditOf('cliente_fiscal', id)).map((a) => a.accion)).toEqual(['modificacion', 'alta']);
    expectError(
      await send('PATCH', '/api/v1/customers/taxconfig', { idcliente: id, version: 1, retencion: 1 }),
      409,
      7,
    );
  });

  it('refuses an exempt regime without a reason and a withholding over 100 %', async () => {
    const id = await newCustomer('Exento S.L.');
    const res = await send('POST', '/api/v1/customers/taxconfig', { idcliente: id, retencion: 101 });
    expectInvalid(res, { retencion: 'La retención no puede superar el 100 %' });
    const exempt = await send('POST', '/api/v1/customers/taxconfig', { idcliente: id, regimeniva: 'exento' });
    expectInvalid(exempt, { motivoexencion: 'Indique el motivo de la exención' });
  });

  it('keeps the operator to reading its own group', async () => {
    expect((await get(`/api/v1/customers/taxconfig?customerid=${own}`, t.operator)).statusCode).toBe(200);
    expectError(await get(`/api/v1/customers/taxconfig?customerid=${foreign}`, t.operator), 403, 5);
    expectError(await send('POST', '/api/v1/customers/taxconfig', { idcliente: own }, t.operator), 403, 4);
    expectError(
      await send('PATCH', '/api/v1/customers/taxconfig', { idcliente: own, version: 1 }, t.operator),
      403,
      4,
    );
  });
});

describe('TPV options', () => {
  const option = (over: object = {}) => ({
    idcliente: own,
    descripcion: 'Solo gasóleo',
    productos: ['Gasóleo A'],
    limitediarioeuros: 150.5,
    limitemensualeuros: 2000,
    limitediariolitros: 100,
    limitemensuallitros: 1500,
    ...over,
  });

  it('lists a customer’s options with the array last and limits in euros', async () => {
    const res = await get(`/api/v1/customers/tpvoptions?customerid=${own}`, t.operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).at(-1)).toBe('tpvoptions');
    const stored = await t.db.select().from(customerTpvOptions).where(eq(customerTpvOptions.idcliente, own));
    expect(body.total).toBe(stored.length);
    for (const o of body.tpvoptions) {
      const cents = await storedCents(
        sql`select limitediarioeuros from clientes_opcionestpv where id = ${o.id}`,
      );
      expect(o.limitediarioeuros).toBe(cents === null ? null : cents / 100);
    }
  });

  it('creates with euros stored as cents, audits it, and refuses a stale update', async () => {
    const res = await send('POST', '/api/v1/customers/tpvoptions', option());
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      limitediarioeuros: 150.5,
      limitemensualeuros: 2000,
      enviado: null,
      version: 1,
    });
    expect(
      await storedCents(sql`select limitediarioeuros from clientes_opcionestpv where id = ${saved.id}`),
    ).toBe(15050);
    expect((await auditOf('cliente_opciontpv', saved.id))[0]).toMatchObject({ accion: 'alta' });
    const ok = await send('PATCH', '/api/v1/customers/tpvoptions', {
      id: saved.id,
      version: 1,
      pidekm: true,
    });
    expect(ok.json()).toMatchObject({ pidekm: true, limitediarioeuros: 150.5, version: 2 });
    expectError(
      await send('PATCH', '/api/v1/customers/tpvoptions', { id: saved.id, version: 1, pidekm: false }),
      409,
      7,
    );
  });

  it('refuses negative limits and a monthly limit below the daily one, also against stored values', async () => {
    const negative = await send('POST', '/api/v1/customers/tpvoptions', option({ limitediarioeuros: -1 }));
    expectInvalid(negative, { limitediarioeuros: 'El importe no puede ser negativo' });
    const below = await send(
      'POST',
      '/api/v1/customers/tpvoptions',
      option({
        limitediarioeuros: 300,
        limitemensualeuros: 200,
        limitediariolitros: 50,
        limitemensuallitros: 10,
      }),
    );
    expectInvalid(below, {
      limitemensualeuros: 'El límite mensual no puede ser menor que el diario',
      limitemensuallitros: 'El límite mensual no puede ser menor que el diario',
    });
    const saved = (await send('POST', '/api/v1/customers/tpvoptions', option())).json();
    const patch = await send('PATCH', '/api/v1/customers/tpvoptions', {
      id: saved.id,
      version: saved.version,
      limitediarioeuros: 2500,
    });
    expectInvalid(patch, { limitemensualeuros: expect.any(String) });
    const litres = await send('POST', '/api/v1/customers/tpvoptions', option({ limitediariolitros: 1.5 }));
    expect(litres.json().fields).toEqual({ limitediariolitros: 'Los litros son un número entero' });
    const station = await send('POST', '/api/v1/customers/tpvoptions', option({ idlocal: 99999 }));
    expect(station.json().fields).toEqual({ idlocal: 'La estación no pertenece al grupo del cliente' });
  });

  it('blocks, activates and stamps the sending time through their patches, each audited', async () => {
    const saved = (await send('POST', '/api/v1/customers/tpvoptions', option())).json();
    expect(saved.pendienteenvio).toBe(false);
    const blocked = await send('PATCH', '/api/v1/customers/tpvoptions/block', {
      id: saved.id,
      bloqueado: true,
      motivo: 'Tarjetas extraviadas',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ bloqueado: true, version: 2 });
    const [audit] = await auditOf('cliente_opciontpv', saved.id);
    expect(audit).toMatchObject({
      accion: 'bloqueo',
      motivo: 'Tarjetas extraviadas',
      antes: { bloqueado: false },
      despues: { bloqueado: true },
    });

    const before = Date.now();
    const sent = await send('PATCH', '/api/v1/customers/tpvoptions/send', { id: saved.id });
    expect(sent.statusCode).toBe(200);
    const enviado = Date.parse(sent.json().enviado);
    expect(enviado).toBeGreaterThanOrEqual(before - 1000);
    expect(enviado).toBeLessThanOrEqual(Date.now() + 1000);
    expect(sent.json().pendienteenvio).toBe(false);
    expect((await auditOf('cliente_opciontpv', saved.id))[0]!.despues).toMatchObject({
      enviado: expect.any(String),
    });

    const inactive = await send('PATCH', '/api/v1/customers/tpvoptions/active', {
      id: saved.id,
      activo: false,
      motivo: 'Flota vendida',
    });
    // Changed after it was sent: the stations still have the old one until it is sent again.
    expect(inactive.json()).toMatchObject({
      activo: false,
      bloqueado: true,
      version: 4,
      pendienteenvio: true,
    });
    expect((await auditOf('cliente_opciontpv', saved.id))[0]).toMatchObject({
      accion: 'desactivacion',
      motivo: 'Flota vendida',
    });
    const again = await send('PATCH', '/api/v1/customers/tpvoptions/send', { id: saved.id });
    expect(again.json().pendienteenvio).toBe(false);
    const edited = await send('PATCH', '/api/v1/customers/tpvoptions', {
      id: saved.id,
      version: again.json().version,
      descripcion: 'Flota renombrada',
    });
    expect(edited.json().pendienteenvio).toBe(true);
    const junk = await send('PATCH', '/api/v1/customers/tpvoptions/block', { id: saved.id, bloqueado: 'sí' });
    expectInvalid(junk, { bloqueado: expect.any(String) });
  });

  it('asks a reason to block or deactivate an option, not to unblock or activate it', async () => {
    const saved = (await send('POST', '/api/v1/customers/tpvoptions', option())).json();
    expectInvalid(
      await send('PATCH', '/api/v1/customers/tpvoptions/block', { id: saved.id, bloqueado: true }),
      {
        motivo: 'Indique el motivo (al menos 3 caracteres)',
      },
    );
    expectInvalid(
      await send('PATCH', '/api/v1/customers/tpvoptions/active', {
        id: saved.id,
        activo: false,
        motivo: ' ',
      }),
      { motivo: expect.any(String) },
    );
    const blocked = await send('PATCH', '/api/v1/customers/tpvoptions/block', {
      id: saved.id,
      bloqueado: true,
      motivo: 'Uso indebido',
    });
    expect(blocked.statusCode).toBe(200);
    const unblocked = await send('PATCH', '/api/v1/customers/tpvoptions/block', {
      id: saved.id,
      bloqueado: false,
    });
    expect(unblocked.json()).toMatchObject({ bloqueado: false });
  });

  it('soft-deletes with a reason kept in the audit log', async () => {
    const saved = (await send('POST', '/api/v1/customers/tpvoptions', option())).json();
    expectError(await send('DELETE', `/api/v1/customers/tpvoptions?id=${saved.id}`), 400, 1);
    const res = await send(
      'DELETE',
      `/api/v1/customers/tpvoptions?id=${saved.id}&description=Ya%20no%20aplica`,
    );
    expect(res.statusCode).toBe(200);
    expectError(await get(`/api/v1/customers/tpvoptions?id=${saved.id}`), 404, 6);
    expect((await auditOf('cliente_opciontpv', saved.id))[0]).toMatchObject({
      accion: 'baja',
      motivo: 'Ya no aplica',
    });
  });

  it('lets the operator read its own group but not write (4) nor read another group (5)', async () => {
    const [mine] = await t.db.select().from(customerTpvOptions).where(eq(customerTpvOptions.idcliente, own));
    expectError(await get(`/api/v1/customers/tpvoptions?customerid=${foreign}`, t.operator), 403, 5);
    // Without a customer, the options of every customer the operator reaches: its group's only.
    const all = (await get('/api/v1/customers/tpvoptions?limit=500', t.operator)).json().tpvoptions;
    const groupOf = await t.db.select({ id: customers.id, g: customers.idgrupo }).from(customers);
    expect(all.length).toBeGreaterThan(0);
    for (const o of all) expect(groupOf.find((c) => c.id === o.idcliente)!.g).toBe(t.operatorGroup);
    expectError(await send('POST', '/api/v1/customers/tpvoptions', option(), t.operator), 403, 4);
    expectError(
      await send(
        'PATCH',
        '/api/v1/customers/tpvoptions/block',
        { id: mine!.id, bloqueado: true },
        t.operator,
      ),
      403,
      4,
    );
    expectError(
      await send('PATCH', '/api/v1/customers/tpvoptions/send', { id: mine!.id }, t.operator),
      403,
      4,
    );
    expectError(
      await send(
        'DELETE',
        `/api/v1/customers/tpvoptions?id=${mine!.id}&description=nope`,
        undefined,
        t.operator,
      ),
      403,
      4,
    );
    const [theirs] = await t.db
      .select()
      .from(customerTpvOptions)
      .where(eq(customerTpvOptions.idcliente, foreign));
    expectError(await get(`/api/v1/customers/tpvoptions?id=${theirs!.id}`, t.operator), 403, 5);
  });
});

describe('customer rates and group rates', () => {
  // Days of this year: within the demo rates' own validity (from 400 days back, open-ended).
  const year = madridDay().slice(0, 4);
  const ratesOf = async (idgrupo: number) =>
    t.db.select().from(rates).where(eq(rates.idgrupo, idgrupo)).orderBy(rates.idtarifa);

  it('lists the rates of a group as {total, rates}, scope-checked', async () => {
    const res = await get(`/api/v1/rates?idgrupo=${t.operatorGroup}`, t.operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(Object.keys(body).at(-1)).toBe('rates');
    expect(body.total).toBe((await ratesOf(t.operatorGroup)).length);
    expect(body.rates[0]).toMatchObject({
      idgrupo: t.operatorGroup,
      lineas: expect.any(Array),
      activo: true,
    });
    expectError(await get(`/api/v1/rates?idgrupo=${t.otherGroup}`, t.operator), 403, 5);
    // Without a group: the rates of every group in scope (Tarifas Descuento names the group).
    const mine = (await get('/api/v1/rates?limit=500', t.operator)).json().rates;
    expect(mine.every((r: { idgrupo: number }) => r.idgrupo === t.operatorGroup)).toBe(true);
  });

  it('gives a customer a rate of its group, filters by rateid, patches active, audits and deletes', async () => {
    const [rate, other] = await ratesOf(t.operatorGroup);
    const created = await postRate(rate!.idtarifa, {
      fechadesde: `${year}-01-01`,
      fechahasta: `${year}-12-31`,
    });
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({ tarifa: rate!.nombre, idlocal: 0, activo: true, version: 1 });
    expect((await auditOf('cliente_tarifa', saved.id))[0]).toMatchObject({ accion: 'alta' });
    await postRate(other!.idtarifa, { fechadesde: `${year}-02-01` });
    const filtered = (
      await get(`/api/v1/customers/customerrate?customerid=${own}&rateid=${rate!.idtarifa}`, t.operator)
    ).json();
    expect(filtered.customerrates.length).toBeGreaterThan(0);
    expect(filtered.customerrates.every((r: { idtarifa: number }) => r.idtarifa === rate!.idtarifa)).toBe(
      true,
    );

    const off = await send('PATCH', '/api/v1/customers/customerrate/active', { id: saved.id, activo: false });
    expect(off.json()).toMatchObject({ activo: false, version: 2 });
    expectError(
      await send('PATCH', '/api/v1/customers/customerrate', { id: saved.id, version: 1, idlocal: 0 }),
      409,
      7,
    );
    const ok = await send('PATCH', '/api/v1/customers/customerrate', {
      id: saved.id,
      version: 2,
      fechahasta: null,
    });
    expect(ok.json()).toMatchObject({
      fechahasta: null,
      fechadesde: `${year}-01-01`,
      activo: false,
      version: 3,
    });
    expect(
      (
        await send(
          'DELETE',
          `/api/v1/customers/customerrate?id=${saved.id}&description=Fin%20de%20campa%C3%B1a`,
        )
      ).statusCode,
    ).toBe(200);
    expect((await auditOf('cliente_tarifa', saved.id))[0]).toMatchObject({
      accion: 'baja',
      motivo: 'Fin de campaña',
    });
  });

  it('refuses a rate for dates outside the rate’s own validity, on create and on a change of dates', async () => {
    const limited = await rateOf2026(t, t.operatorGroup);
    const validity = 'La tarifa solo es válida del 01/01/2026 al 31/12/2026';
    const later = await postRate(limited, { fechadesde: '2027-03-01', fechahasta: '2027-06-01' });
    expect(later.statusCode).toBe(400);
    expectInvalid(later, { fechadesde: validity, fechahasta: validity });
    expectInvalid(await postRate(limited, { fechadesde: '2025-12-01', fechahasta: '2026-02-01' }), {
      fechadesde: validity,
    });
    expectInvalid(await postRate(limited, { fechadesde: '2026-03-01' }), {
      fechahasta: 'Indique la fecha final: la tarifa solo es válida del 01/01/2026 al 31/12/2026',
    });
    const inside = await postRate(limited, { fechadesde: '2026-03-01', fechahasta: '2026-06-30' });
    expect(inside.statusCode).toBe(200);
    const { id } = inside.json();
    const moved = await send('PATCH', '/api/v1/customers/customerrate', {
      id,
      version: 1,
      fechahasta: '2027-01-31',
    });
    expectInvalid(moved, { fechahasta: validity });
  });

  it('refuses a rate of another group, dates out of order and impossible dates', async () => {
    const [foreignRate] = await ratesOf(t.otherGroup);
    const [rate] = await ratesOf(t.operatorGroup);
    const wrongGroup = await postRate(foreignRate!.idtarifa, { fechadesde: '2026-01-01' });
    expectInvalid(wrongGroup, { idtarifa: 'La tarifa no pertenece al grupo del cliente' });
    const order = await postRate(rate!.idtarifa, { fechadesde: '2026-05-01', fechahasta: '2026-04-30' });
    expectInvalid(order, { fechahasta: 'La fecha final no puede ser anterior a la inicial' });
    const impossible = await postRate(rate!.idtarifa, { fechadesde: '2026-02-30' });
    expectInvalid(impossible, { fechadesde: 'Fecha no válida' });
  });

  it('keeps the operator to reading its own group', async () => {
    expect((await get(`/api/v1/customers/customerrate?customerid=${own}`, t.operator)).statusCode).toBe(200);
    expectError(await get(`/api/v1/customers/customerrate?customerid=${foreign}`, t.operator), 403, 5);
    expectError(
      await send('PATCH', '/api/v1/customers/customerrate/active', { id: 1, activo: true }, t.operator),
      403,
      4,
    );
    expectError(await send('POST', '/api/v1/customers/customerrate', { idcliente: own }, t.operator), 403, 4);
  });
});

describe('bank accounts', () => {
  it('proposes dc and IBAN on the published example 2100 0418 ·· 0200051332', async () => {
    const res = await get(
      '/api/v1/customers/bankcodeproposal?entidad=2100&oficina=0418&cuenta=0200051332',
      t.operator,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dc: '45', iban: 'ES9121000418450200051332' });
  });

  it('proposes dc and IBAN on a second example checked independently (big-integer mod 97)', async () => {
    // ES79 2100 0813 6101 2345 6789: a commonly published Spanish IBAN, recomputed outside this code base.
    const res = await get('/api/v1/customers/bankcodeproposal?entidad=2100&oficina=0813&cuenta=0123456789');
    expect(res.json()).toEqual({ dc: '61', iban: 'ES7921000813610123456789' });
  });

  it('refuses malformed parts with Spanish messages', async () => {
    const res = await get('/api/v1/customers/bankcodeproposal?entidad=21A0&oficina=418&cuenta=12345');
    expect(res.statusCode).toBe(400);
    expectInvalid(res, {
      entidad: 'La entidad debe tener 4 dígitos',
      oficina: 'La oficina debe tener 4 dígitos',
      cuenta: 'La cuenta debe tener 10 dígitos',
    });
  });

  const account = (over: object = {}) => ({
    idcliente: own,
    titular: 'Transportes de Prueba S.L.',
    entidad: '2100',
    oficina: '0418',
    dc: '45',
    cuenta: '0200051332',
    iban: 'ES91 2100 0418 4502 0005 1332',
    bic: 'CAIXESBBXXX',
    ...over,
  });

  it("makes a customer's first account the main one and derives the BIC from a known bank code (issue 10 item 8)", async () => {
    const idcliente = await newCustomer('Primera Cuenta S.L.');
    const first = await send(
      'POST',
      '/api/v1/customers/bank',
      account({ idcliente, bic: '', principal: false }),
    );
    expect(first.json()).toMatchObject({ principal: true, bic: 'CAIXESBBXXX' });
    const second = await send('POST', '/api/v1/customers/bank', account({ idcliente, principal: false }));
    expect(second.json()).toMatchObject({ principal: false });
  });

  it('saves an account whose dc and IBAN match its CCC, and refuses a mismatch naming the fields', async () => {
    const ok = await send('POST', '/api/v1/customers/bank', account());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ iban: 'ES9121000418450200051332', principal: false, version: 1 });
    expect((await auditOf('cliente_banco', ok.json().id))[0]).toMatchObject({ accion: 'alta' });
    const bad = await send(
      'POST',
      '/api/v1/customers/bank',
      account({ dc: '46', iban: 'ES7921000813610123456789' }),
    );
    expect(bad.statusCode).toBe(400);
    expectInvalid(bad, {
      dc: 'El dígito de control no corresponde a la entidad, oficina y cuenta (sería 45)',
      iban: 'El IBAN no corresponde a la cuenta (sería ES9121000418450200051332)',
    });
    // A change of the CCC without dc and IBAN gets them recomputed; a stale version is refused.
    const saved = ok.json();
    const moved = await send('PATCH', '/api/v1/customers/bank', {
      id: saved.id,
      version: 1,
      oficina: '0813',
      cuenta: '0123456789',
    });
    expect(moved.json()).toMatchObject({ dc: '61', iban: 'ES7921000813610123456789', version: 2 });
    expectError(
      await send('PATCH', '/api/v1/customers/bank', { id: saved.id, version: 1, titular: 'Otro' }),
      409,
      7,
    );
    const stale = await send('PATCH', '/api/v1/customers/bank', { id: saved.id, version: 2, dc: '45' });
    expectInvalid(stale, { dc: expect.stringContaining('sería 61') });
  });

  it('saves a foreign account by its IBAN and BIC, without a CCC (issue 10 item 8)', async () => {
    const foreign = {
      idcliente: own,
      titular: 'Transportes de Prueba S.L.',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'deutdeff',
    };
    const ok = await send('POST', '/api/v1/customers/bank', foreign);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
      entidad: '',
      oficina: '',
      dc: '',
      cuenta: '',
    });
    expectInvalid(await send('POST', '/api/v1/customers/bank', { ...foreign, bic: '' }), {
      bic: 'Indique el BIC del banco extranjero',
    });
    expectInvalid(
      await send('POST', '/api/v1/customers/bank', { ...foreign, iban: 'DE89 3704 0044 0532 0130 0' }),
      { iban: 'Un IBAN de Alemania tiene 22 caracteres (este tiene 21)' },
    );
    // A Spanish IBAN still wants its CCC.
    expectInvalid(
      await send('POST', '/api/v1/customers/bank', { ...foreign, iban: 'ES9121000418450200051332' }),
      { entidad: 'La entidad debe tener 4 dígitos' },
    );
    // Edited without naming the IBAN it stays foreign; a bad BIC is refused; its CCC turns it Spanish.
    const saved = ok.json();
    const renamed = await send('PATCH', '/api/v1/customers/bank', {
      id: saved.id,
      version: 1,
      titular: 'Otro',
    });
    expect(renamed.json()).toMatchObject({ iban: 'DE89370400440532013000', version: 2 });
    expectInvalid(await send('PATCH', '/api/v1/customers/bank', { id: saved.id, version: 2, bic: 'DEUT' }), {
      bic: expect.stringMatching(/^El BIC tiene 8 u 11 caracteres/),
    });
    const spanish = await send('PATCH', '/api/v1/customers/bank', {
      id: saved.id,
      version: 2,
      entidad: '2100',
      oficina: '0418',
      cuenta: '0200051332',
    });
    expect(spanish.json()).toMatchObject({ dc: '45', iban: 'ES9121000418450200051332', version: 3 });
  });

  it('keeps one principal account per customer: a new principal demotes the others, audited', async () => {
    const principals = async () =>
      t.db
        .select({ id: customerBanks.id })
        .from(customerBanks)
        .where(
          and(
            eq(customerBanks.idcliente, own),
            eq(customerBanks.principal, true),
            isNull(customerBanks.deleted_at),
          ),
        );
    const [previous] = await principals();
    expect(previous).toBeDefined();
    const created = (await send('POST', '/api/v1/customers/bank', account({ principal: true }))).json();
    expect(await principals()).toEqual([{ id: created.id }]);
    expect((await auditOf('cliente_banco', previous!.id))[0]).toMatchObject({
      accion: 'modificacion',
      antes: { principal: true },
      despues: { principal: false },
    });
    const [old] = await t.db.select().from(customerBanks).where(eq(customerBanks.id, previous!.id));
    const back = await send('PATCH', '/api/v1/customers/bank', {
      id: old!.id,
      version: old!.version,
      principal: true,
    });
    expect(back.statusCode).toBe(200);
    expect(await principals()).toEqual([{ id: old!.id }]);
    const list = (await get(`/api/v1/customers/bank?customerid=${own}`)).json().banks;
    expect(list.filter((b: { principal: boolean }) => b.principal)).toHaveLength(1);
  });

  it('activates through its patch and deletes with a reason', async () => {
    const saved = (await send('POST', '/api/v1/customers/bank', account())).json();
    const off = await send('PATCH', '/api/v1/customers/bank/active', { id: saved.id, activo: false });
    expect(off.json()).toMatchObject({ activo: false, version: 2 });
    expect((await auditOf('cliente_banco', saved.id))[0]).toMatchObject({ despues: { activo: false } });
    expect(
      (await send('DELETE', `/api/v1/customers/bank?id=${saved.id}&description=Cuenta%20cerrada`)).statusCode,
    ).toBe(200);
    expect((await auditOf('cliente_banco', saved.id))[0]).toMatchObject({
      accion: 'baja',
      motivo: 'Cuenta cerrada',
    });
  });

  it('keeps the operator to reading its own group', async () => {
    expect((await get(`/api/v1/customers/bank?customerid=${own}`, t.operator)).statusCode).toBe(200);
    expectError(await get(`/api/v1/customers/bank?customerid=${foreign}`, t.operator), 403, 5);
    expectError(await send('POST', '/api/v1/customers/bank', account(), t.operator), 403, 4);
    expectError(
      await send('PATCH', '/api/v1/customers/bank/active', { id: 1, activo: true }, t.operator),
      403,
      4,
    );
  });
});

describe('departments', () => {
  it('creates, refuses a code already used by the customer (409 errorCode 7), updates and deletes', async () => {
    const id = await newCustomer('Departamentos S.L.');
    const first = await send('POST', '/api/v1/customers/department', {
      idcliente: id,
      codigo: 'REP',
      nombre: 'Reparto',
    });
    expect(first.statusCode).toBe(200);
    expect((await auditOf('cliente_departamento', first.json().id))[0]).toMatchObject({ accion: 'alta' });
    expectDuplicate(
      await send('POST', '/api/v1/customers/department', { idcliente: id, codigo: 'rep', nombre: 'Otro' }),
      'codigo',
      'Ya existe un departamento con el código rep en este cliente.',
    );
    // Another customer may use the same code.
    expect(
      (
        await send('POST', '/api/v1/customers/department', {
          idcliente: own,
          codigo: 'REP',
          nombre: 'Reparto',
        })
      ).statusCode,
    ).toBe(200);
    const second = (
      await send('POST', '/api/v1/customers/department', {
        idcliente: id,
        codigo: 'COM',
        nombre: 'Comercial',
      })
    ).json();
    expectError(
      await send('PATCH', '/api/v1/customers/department', { id: second.id, version: 1, codigo: 'REP' }),
      409,
      7,
    );
    const ok = await send('PATCH', '/api/v1/customers/department', {
      id: second.id,
      version: 1,
      responsable: 'Ana Ruiz',
    });
    expect(ok.json()).toMatchObject({ codigo: 'COM', responsable: 'Ana Ruiz', activo: true, version: 2 });
    expectError(
      await send('PATCH', '/api/v1/customers/department', { id: second.id, version: 1, nombre: 'X y Z' }),
      409,
      7,
    );
    expect(
      (
        await send(
          'DELETE',
          `/api/v1/customers/department?id=${first.json().id}&description=Reorganizaci%C3%B3n`,
        )
      ).statusCode,
    ).toBe(200);
    // A deleted department frees its code.
    expect(
      (
        await send('POST', '/api/v1/customers/department', {
          idcliente: id,
          codigo: 'REP',
          nombre: 'Reparto 2',
        })
      ).statusCode,
    ).toBe(200);
    const list = (await get(`/api/v1/customers/department?customerid=${id}`)).json();
    expect(list.departments.map((d: { codigo: string }) => d.codigo)).toEqual(['COM', 'REP']);
  });

  it('refuses missing fields and keeps the operator to reading its own group', async () => {
    const res = await send('POST', '/api/v1/customers/department', { idcliente: own, codigo: '' });
    expectInvalid(res, { codigo: 'Indique el código', nombre: 'Indique el nombre' });
    expect((await get(`/api/v1/customers/department?customerid=${own}`, t.operator)).statusCode).toBe(200);
    expectError(await get(`/api/v1/customers/department?customerid=${foreign}`, t.operator), 403, 5);
    expectError(
      await send(
        'POST',
        '/api/v1/customers/department',
        { idcliente: own, codigo: 'X', nombre: 'Xx' },
        t.operator,
      ),
      403,
      4,
    );
  });
});

describe('app users and vehicles of a customer', () => {
  it('lists the app users attached to the customer', async () => {
    const [attached] = await t.db
      .select({ idcliente: appUsers.idcliente })
      .from(appUsers)
      .innerJoin(customers, eq(customers.id, appUsers.idcliente))
      .where(and(isNotNull(appUsers.idcliente), eq(customers.idgrupo, t.operatorGroup)))
      .limit(1);
    const id = attached!.idcliente!;
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appUsers)
      .where(and(eq(appUsers.idcliente, id), isNull(appUsers.deleted_at)));
    const res = await get(`/api/v1/customers/users?customerid=${id}`, t.operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['total', 'users']);
    expect(body.total).toBe(n);
    expect(body.users[0]).toMatchObject({
      id: expect.any(Number),
      email: expect.any(String),
      fechaalta: expect.any(String),
    });
    expectError(await get(`/api/v1/customers/users?customerid=${foreign}`, t.operator), 403, 5);
    expectError(await get('/api/v1/customers/users?customerid=99999999'), 404, 6);
    expectError(await get('/api/v1/customers/users?customerid=abc'), 400, 1);
  });

  it('lists the customer’s vehicles with masked cards and no PIN', async () => {
    const stored = await t.db.select().from(vehicles).where(eq(vehicles.idcliente, own));
    const res = await get(`/api/v1/customers/vehicles?customerid=${own}`, t.operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(stored.length);
    expect(Object.keys(body).at(-1)).toBe('vehicles');
    for (const v of body.vehicles) {
      expect(v.tarjeta === '' || v.tarjeta.includes('****')).toBe(true);
      expect(v).not.toHaveProperty('pin_hash');
      const s = stored.find((x) => x.id === v.id)!;
      // The column gives euros (stored as cents), as the API answers them.
      expect(v.limitediario).toBe(s.limitediario);
    }
    expectError(await get(`/api/v1/customers/vehicles?customerid=${foreign}`, t.operator), 403, 5);
  });
});

describe('concurrency and documentation', () => {
  it('never leaves two principal accounts when two are made principal at once', async () => {
    const id = await newCustomer('Bancos Paralelos S.L.');
    const body = {
      idcliente: id,
      titular: 'Bancos Paralelos S.L.',
      entidad: '2100',
      oficina: '0418',
      dc: '45',
      cuenta: '0200051332',
      iban: 'ES9121000418450200051332',
      principal: true,
    };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', '/api/v1/customers/bank', body)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const principal = await t.db
      .select({ id: customerBanks.id })
      .from(customerBanks)
      .where(and(eq(customerBanks.idcliente, id), eq(customerBanks.principal, true)));
    expect(principal).toHaveLength(1);
  });

  it('lets only one of two parallel creates take a department code', async () => {
    const id = await newCustomer('Departamentos Paralelos S.L.');
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        send('POST', '/api/v1/customers/department', { idcliente: id, codigo: 'TALLER', nombre: 'Taller' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 404 to a PATCH of a configuration never created', async () => {
    const id = await newCustomer('Sin Crear S.L.');
    const res = await send('PATCH', '/api/v1/customers/taxconfig', {
      idcliente: id,
      version: 1,
      retencion: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 6,
      message: 'El cliente aún no tiene configuración fiscal: créela antes.',
    });
  });

  it('documents every route in OpenAPI with a Spanish summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const expected: [string, string[]][] = [
      ['/api/v1/customers/configuration', ['get', 'post', 'patch']],
      ['/api/v1/customers/taxconfig', ['get', 'post', 'patch']],
      ['/api/v1/customers/tpvoptions', ['get', 'post', 'patch', 'delete']],
      ['/api/v1/customers/tpvoptions/active', ['patch']],
      ['/api/v1/customers/tpvoptions/block', ['patch']],
      ['/api/v1/customers/tpvoptions/send', ['patch']],
      ['/api/v1/customers/customerrate', ['get', 'post', 'patch', 'delete']],
      ['/api/v1/customers/customerrate/active', ['patch']],
      ['/api/v1/customers/bankcodeproposal', ['get']],
      ['/api/v1/customers/bank', ['get', 'post', 'patch', 'delete']],
      ['/api/v1/customers/bank/active', ['patch']],
      ['/api/v1/customers/department', ['get', 'post', 'patch', 'delete']],
      ['/api/v1/customers/users', ['get']],
      ['/api/v1/customers/vehicles', ['get']],
      ['/api/v1/rates', ['get']],
      ['/api/tickets/getpdf/{id}', ['get']],
      ['/api/estados/modulosactivos/{id}', ['get']],
      ['/api/estados/{kind}/{id}', ['get']],
    ];
    for (const [path, verbs] of expected) {
      for (const verb of verbs) {
        const summary = doc.paths[path]?.[verb]?.summary as string | undefined;
        expect(summary, `${verb} ${path}`).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ]+ /);
        expect(summary, `${verb} ${path}`).not.toMatch(/cliente_|tpvoptions|customerrates/);
      }
    }
  });
});
