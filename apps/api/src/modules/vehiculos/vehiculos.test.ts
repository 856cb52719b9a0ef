import { luhnDigit } from '@ac/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, products, vehicles } from '../../db/schema';
import { demoCardNumber } from '../../db/seed/demo-cards';
import { code, creditCustomer, expectDuplicate, expectInvalid, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
/** A credit customer of the operator's group, and one of another group. */
let own: number;
let foreign: number;
let ownProducts: number[];

/** A valid card number, different for every n. */
const card = (n: number) => {
  const body = `707899${String(n).padStart(9, '0')}`;
  return `${body}${luhnDigit(body)}`;
};

beforeAll(async () => {
  own = (await creditCustomer(t, t.operatorGroup)).id;
  foreign = (await creditCustomer(t, t.otherGroup)).id;
  ownProducts = (
    await t.db
      .select({ id: products.idproducto })
      .from(products)
      .where(eq(products.idgrupo, t.operatorGroup))
      .limit(2)
  ).map((p) => p.id);
});

const create = (body: object, headers = t.admin) =>
  send('POST', '/api/v1/vehicles/', { idcliente: own, matricula: '1234 bcd', ...body }, headers);

async function dump(id: number) {
  const res = (await t.db.execute(sql`select * from vehiculos where id = ${id}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return res.rows[0]!;
}

describe('vehicles list', () => {
  it('lists the work area with the customer’s name, masked cards and no secrets', async () => {
    const res = await get('/api/v1/vehicles?limit=20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(20);
    expect(body.vehicles[0]).toMatchObject({
      cliente: expect.any(String),
      tarjeta: expect.stringMatching(/^7078 \*\*\*\* \*\*\*\* \d{4}$/),
      tienepin: true,
    });
    expect(res.body).not.toMatch(/hash|pin_hash|tarjeta_hash/);
    // No full demo card number anywhere in the answer.
    for (const v of body.vehicles) expect(res.body).not.toContain(demoCardNumber(v.id));
  });

  it('is scoped: the operator sees only its group and is refused another group’s customer', async () => {
    const mine = (await get('/api/v1/vehicles?limit=500', t.operator)).json().vehicles as {
      idcliente: number;
    }[];
    const ids = [...new Set(mine.map((v) => v.idcliente))];
    const groups = await t.db.select({ idgrupo: customers.idgrupo }).from(customers);
    expect(groups.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 20)) {
      const [c] = await t.db.select().from(customers).where(eq(customers.id, id));
      expect(c!.idgrupo).toBe(t.operatorGroup);
    }
    const refused = await get(`/api/v1/vehicles?customerid=${foreign}`, t.operator);
    expect(code(refused)).toEqual([403, 5]);
    const group = await get(`/api/v1/vehicles?idgrupo=${t.otherGroup}`, t.operator);
    expect(group.statusCode).toBe(403);
  });

  it('searches by plate, customer and card digits; filters by type, active and blocked; sorts', async () => {
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.idcliente, own)).limit(1);
    const byPlate = (await get(`/api/v1/vehicles?q=${v!.matricula.slice(0, 6).toLowerCase()}`)).json();
    expect(byPlate.vehicles.map((x: { id: number }) => x.id)).toContain(v!.id);
    const [c] = await t.db.select().from(customers).where(eq(customers.id, own));
    const byCustomer = (await get(`/api/v1/vehicles?q=${encodeURIComponent(c!.nombre)}`)).json();
    expect(byCustomer.vehicles.every((x: { idcliente: number }) => x.idcliente === own)).toBe(true);
    const last4 = v!.tarjeta.slice(-4);
    const byCard = (await get(`/api/v1/vehicles?q=${last4}`)).json();
    expect(byCard.vehicles.map((x: { id: number }) => x.id)).toContain(v!.id);

    const trucks = (await get('/api/v1/vehicles?tipo=camión&limit=50')).json().vehicles;
    expect(trucks.length).toBeGreaterThan(0);
    expect(trucks.every((x: { tipo: string }) => x.tipo === 'camión')).toBe(true);
    const blocked = (await get('/api/v1/vehicles?bloqueado=true&limit=50')).json().vehicles;
    expect(blocked.length).toBeGreaterThan(0);
    expect(
      blocked.every((x: { bloqueado: boolean; motivobloqueo: string }) => x.bloqueado && x.motivobloqueo),
    ).toBe(true);
    expectInvalid(await get('/api/v1/vehicles?tipo=cohete'), { tipo: expect.any(String) });
    const sorted = (await get('/api/v1/vehicles?sort=-marca&limit=30'))
      .json()
      .vehicles.map((x: { marca: string }) => x.marca);
    expect(sorted.length).toBe(30);
    expectInvalid(await get('/api/v1/vehicles?sort=pin_hash'), { sort: expect.any(String) });

    const page1 = (await get('/api/v1/vehicles?limit=5')).json();
    const page2 = (await get(`/api/v1/vehicles?limit=5&cursor=${page1.nextCursor}`)).json();
    expect(page2.vehicles[0].id).not.toBe(page1.vehicles[0].id);
  });

  it('the customer’s Vehículos tab shows the limits in euros', async () => {
    const [v] = await t.db.select().from(vehicles).where(sql`${vehicles.limitediario} is not null`).limit(1);
    const tab = (await get(`/api/v1/customers/vehicles?customerid=${v!.idcliente}&limit=500`)).json();
    const row = tab.vehicles.find((x: { id: number }) => x.id === v!.id);
    expect(row.limitediario).toBe(v!.limitediario);
    const one = (await get(`/api/v1/vehicles?id=${v!.id}`)).json();
    expect(one.limitediario).toBe(row.limitediario);
    const raw = await dump(v!.id);
    expect(Number(raw.limitediario)).toBe(Math.round(row.limitediario * 100));
  });
});

describe('create and edit', () => {
  it('creates with a card typed once: stored as keyed hash and mask, the PIN hashed, neither answered', async () => {
    const pan = card(1);
    const res = await create({
      matricula: '1234-bcd',
      marca: 'Iveco',
      modelo: 'Daily',
      tipo: 'furgoneta',
      productos: ownProducts,
      numerotarjeta: `${pan.slice(0, 4)} ${pan.slice(4, 8)} ${pan.slice(8, 12)} ${pan.slice(12)}`,
      pin: '4321',
      limitediario: 150.5,
      limitemensual: 2000,
      unidadlimite: 'euros',
      controlkm: true,
      kmactual: 120000,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      matricula: '1234BCD',
      tarjeta: `${pan.slice(0, 4)} **** **** ${pan.slice(-4)}`,
      tienepin: true,
      limitediario: 150.5,
      productos: ownProducts,
      bloqueado: false,
      pinerroneos: 0,
      version: 1,
    });
    expect(res.body).not.toContain(pan);
    expect(res.body).not.toContain('4321');
    expect(res.body).not.toContain('hash');
    const raw = await dump(saved.id);
    expect(JSON.stringify(raw)).not.toContain(pan);
    expect(JSON.stringify(raw)).not.toContain(pan.slice(4, 12));
    expect(raw.tarjeta_hash).toEqual(expect.any(String));
    expect(String(raw.pin_hash)).not.toContain('4321');
    expect(Number(raw.limitediario)).toBe(15050);
    const [audit] = await auditOf('vehiculo', saved.id);
    expect(audit!.accion).toBe('alta');
    expect(JSON.stringify(audit)).not.toContain(pan);
    expect(JSON.stringify(audit)).not.toContain(String(raw.tarjeta_hash));
    expect(JSON.stringify(audit)).not.toContain(String(raw.pin_hash));
    // The card in hand, typed whole (in groups or not), finds its vehicle; another valid number finds none.
    const byCard = async (q: string) =>
      ((await get(`/api/v1/vehicles?q=${encodeURIComponent(q)}`)).json().vehicles as { id: number }[]).map(
        (r) => r.id,
      );
    expect(
      await byCard(`${pan.slice(0, 4)} ${pan.slice(4, 8)} ${pan.slice(8, 12)} ${pan.slice(12)}`),
    ).toEqual([saved.id]);
    expect(await byCard(pan)).toEqual([saved.id]);
    expect(await byCard(card(99))).toEqual([]);
  });

  it('refuses a card already given to another vehicle (409) and a plate the customer already has', async () => {
    const pan = card(2);
    expect((await create({ matricula: '2345 CDF', numerotarjeta: pan })).statusCode).toBe(200);
    const again = await create({ matricula: '2346 CDF', numerotarjeta: pan });
    expectDuplicate(again, 'numerotarjeta', 'La tarjeta ya está asignada al vehículo 2345CDF');
    expect(again.body).not.toContain(pan);
    const plate = await create({ matricula: '2345-cdf' });
    expectDuplicate(plate, 'matricula', 'El cliente ya tiene un vehículo con la matrícula 2345CDF');
  });

  it('validates in Spanish: plate formats, card check digit, PIN, limits, type, products of the group', async () => {
    expectInvalid(await create({ matricula: '1234ABC' }), { matricula: 'Matrícula no válida' });
    for (const ok of ['M-1234-AB', 'R 1234 BCD', 'VA-123456']) {
      const res = await create({ matricula: ok });
      expect(res.statusCode, ok).toBe(200);
    }
    const bad = `${card(3).slice(0, -1)}${(Number(card(3).at(-1)) + 1) % 10}`;
    const wrongCard = await create({ matricula: '3456DFG', numerotarjeta: bad });
    expectInvalid(wrongCard, { numerotarjeta: expect.stringContaining('tarjeta') });
    expect(wrongCard.body).not.toContain(bad);
    expectInvalid(await create({ matricula: '3456DFG', pin: '12' }), {
      pin: 'El PIN debe tener de 4 a 6 cifras',
    });
    expectInvalid(await create({ matricula: '3456DFG', limitediario: -1 }), {
      limitediario: 'El límite no puede ser negativo',
    });
    expectInvalid(await create({ matricula: '3456DFG', limitediario: 1.234 }), {
      limitediario: 'Use como máximo 2 decimales',
    });
    expectInvalid(await create({ matricula: '3456DFG', tipo: 'cohete' }), { tipo: expect.any(String) });
    const [foreignProduct] = await t.db
      .select({ id: products.idproducto })
      .from(products)
      .where(eq(products.idgrupo, t.otherGroup))
      .limit(1);
    expectInvalid(await create({ matricula: '3456DFG', productos: [foreignProduct!.id] }), {
      productos: expect.any(String),
    });
    expectInvalid(await send('POST', '/api/v1/vehicles/', {}), { idcliente: expect.any(String) });
  });

  it('checks permission and scope on every write', async () => {
    const denied = await create({ matricula: '4567FGH' }, t.operator);
    expect(code(denied)).toEqual([403, 4]);
    const outside = await send('POST', '/api/v1/vehicles/', { idcliente: foreign, matricula: '4567FGH' });
    expect(outside.statusCode).toBe(200); // the admin reaches every group
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.idcliente, own)).limit(1);
    const pin = await send('PATCH', '/api/v1/vehicles/pin', { id: v!.id, pin: '9999' }, t.operator);
    expect(pin.statusCode).toBe(403);
    const block = await send(
      'PATCH',
      '/api/v1/vehicles/block',
      { id: v!.id, bloqueado: true, motivo: 'Prueba' },
      t.operator,
    );
    expect(block.statusCode).toBe(403);
  });

  it('updates with the version read, replaces the card, refuses moving it to another customer', async () => {
    const saved = (await create({ matricula: '5678GHJ', numerotarjeta: card(5) })).json();
    const pan = card(6);
    const res = await send('PATCH', '/api/v1/vehicles', {
      id: saved.id,
      version: saved.version,
      numerotarjeta: pan,
      limitemensual: 99.99,
      unidadlimite: 'litros',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tarjeta: `7078 **** **** ${pan.slice(-4)}`,
      limitemensual: 99.99,
      unidadlimite: 'litros',
      version: 2,
    });
    const stale = await send('PATCH', '/api/v1/vehicles', { id: saved.id, version: 1, marca: 'Otra' });
    expect(stale.statusCode).toBe(409);
    const move = await send('PATCH', '/api/v1/vehicles', { id: saved.id, version: 2, idcliente: foreign });
    expect(move.statusCode).toBe(400);
    const off = await send('PATCH', '/api/v1/vehicles', { id: saved.id, version: 2, activo: false });
    expect(off.json()).toMatchObject({ activo: false, fechabaja: expect.any(String) });
    const on = await send('PATCH', '/api/v1/vehicles', { id: saved.id, version: 3, activo: true });
    expect(on.json()).toMatchObject({ activo: true, fechabaja: null });
  });

  it('deletes softly with a reason kept in the audit', async () => {
    const saved = (await create({ matricula: '6789JKL' })).json();
    const res = await send('DELETE', `/api/v1/vehicles?id=${saved.id}&description=Vendido`);
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/v1/vehicles?id=${saved.id}`)).statusCode).toBe(404);
    const [audit] = await auditOf('vehiculo', saved.id);
    expect([audit!.accion, audit!.motivo]).toEqual(['baja', 'Vendido']);
  });
});

describe('block and PIN', () => {
  it('blocks with a reason (required), keeps it on the record, audits; unblocking resets the PIN attempts', async () => {
    const saved = (await create({ matricula: '7890KLM' })).json();
    expectInvalid(
      await send('PATCH', '/api/v1/vehicles/block', { id: saved.id, bloqueado: true, motivo: '' }),
      { motivo: expect.any(String) },
    );
    const blocked = await send('PATCH', '/api/v1/vehicles/block', {
      id: saved.id,
      bloqueado: true,
      motivo: 'Tarjeta robada',
      version: saved.version,
    });
    expect(blocked.json()).toMatchObject({ bloqueado: true, motivobloqueo: 'Tarjeta robada', version: 2 });
    await t.db.update(vehicles).set({ pinerroneos: 3 }).where(eq(vehicles.id, saved.id));
    const open = await send('PATCH', '/api/v1/vehicles/block', { id: saved.id, bloqueado: false });
    expect(open.json()).toMatchObject({ bloqueado: false, motivobloqueo: '', pinerroneos: 0 });
    const audits = await auditOf('vehiculo', saved.id);
    expect(audits.slice(0, 2).map((a) => [a.accion, a.motivo])).toEqual([
      ['desbloqueo', ''],
      ['bloqueo', 'Tarjeta robada'],
    ]);
  });

  it('sets the PIN write-only: hashed, never answered nor audited, resets the attempts', async () => {
    const saved = (await create({ matricula: '8901LMN' })).json();
    expect(saved.tienepin).toBe(false);
    await t.db.update(vehicles).set({ pinerroneos: 2 }).where(eq(vehicles.id, saved.id));
    const res = await send('PATCH', '/api/v1/vehicles/pin', { id: saved.id, pin: '8642' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tienepin: true, pinerroneos: 0, version: 2 });
    expect(res.body).not.toContain('8642');
    const raw = await dump(saved.id);
    expect(String(raw.pin_hash)).not.toContain('8642');
    const [audit] = await auditOf('vehiculo', saved.id);
    expect(audit!.accion).toBe('pin');
    expect(JSON.stringify(audit)).not.toContain('8642');
    expect(JSON.stringify(audit)).not.toContain(String(raw.pin_hash));
    expectInvalid(await send('PATCH', '/api/v1/vehicles/pin', { id: saved.id, pin: 'abcd' }), {
      pin: expect.any(String),
    });
    const stale = await send('PATCH', '/api/v1/vehicles/pin', { id: saved.id, pin: '1111', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await send('PATCH', '/api/v1/vehicles/pin', { id: 99999999, pin: '1111' })).statusCode).toBe(404);
  });
});
