import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUsers,
  companies,
  creditMovements,
  customerConfig,
  customerTpvOptions,
  operations,
  stations,
  tickets,
  vehicles,
} from '../../db/schema';
import { demoCardNumber } from '../../db/seed/demo-cards';
import { cardKey } from '../../lib/cards';
import { creditCustomer, useTestApp } from '../../test/build-app';

const { t, get } = useTestApp();

/** A live customer of a group (the first by id), a station of it and a vehicle of the customer. */
async function pick(idgrupo: number) {
  const c = await creditCustomer(t, idgrupo);
  const [s] = await t.db
    .select({ idlocal: stations.idlocal })
    .from(stations)
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(eq(companies.idgrupo, idgrupo))
    .limit(1);
  const [v] = await t.db
    .insert(vehicles)
    .values({
      idcliente: c.id,
      matricula: `9${idgrupo}77XYZ`,
      tarjeta: '7078 **** **** 9431',
      pinerroneos: 2,
    })
    .returning({ id: vehicles.id, matricula: vehicles.matricula });
  return { customer: c, idlocal: s!.idlocal, vehicle: v! };
}

let own: Awaited<ReturnType<typeof pick>>;
let foreign: Awaited<ReturnType<typeof pick>>;
const dashboard = (idgrupo: number, headers = t.admin) =>
  get(`/api/v1/dashboard?idgrupo=${idgrupo}`, headers);
const search = (idgrupo: number, q: string, headers = t.admin) =>
  get(`/api/v1/search?idgrupo=${idgrupo}&q=${encodeURIComponent(q)}`, headers);

beforeAll(async () => {
  own = await pick(t.operatorGroup);
  foreign = await pick(t.otherGroup);
});

describe('GET /api/v1/dashboard', () => {
  it("counts today's authorisations of the work area and its denials by reason", async () => {
    const before = (await dashboard(t.operatorGroup)).json().operaciones;
    const op = (idlocal: number, resultado: string, motivo = '') => ({
      fecha: new Date(),
      idlocal,
      tipo: 'autorización',
      importesolicitado: 50,
      importeautorizado: resultado === 'aprobada' ? 50 : 0,
      resultado,
      motivo,
    });
    await t.db
      .insert(operations)
      .values([
        op(own.idlocal, 'aprobada'),
        op(own.idlocal, 'denegada', 'PIN erróneo'),
        op(own.idlocal, 'denegada', 'PIN erróneo'),
        op(own.idlocal, 'denegada', 'límite diario superado'),
        op(foreign.idlocal, 'denegada', 'PIN erróneo'),
        { ...op(own.idlocal, 'denegada', 'PIN erróneo'), fecha: new Date(Date.now() - 3 * 86_400_000) },
      ]);
    const res = await dashboard(t.operatorGroup);
    expect(res.statusCode).toBe(200);
    const after = res.json().operaciones;
    const reason = (o: typeof after, m: string) =>
      (o.motivos as { motivo: string; total: number }[]).find((x) => x.motivo === m)?.total ?? 0;
    expect(after.aprobadas - before.aprobadas).toBe(1);
    expect(after.denegadas - before.denegadas).toBe(3);
    expect(reason(after, 'PIN erróneo') - reason(before, 'PIN erróneo')).toBe(2);
    expect(reason(after, 'límite diario superado') - reason(before, 'límite diario superado')).toBe(1);
  });

  it('lists credit customers near or over their limit, TPV options pending send and wrong PINs', async () => {
    await t.db
      .insert(customerConfig)
      .values({ idcliente: own.customer.id, limitecredito: 10 })
      .onConflictDoUpdate({ target: customerConfig.idcliente, set: { limitecredito: 10 } });
    await t.db
      .insert(creditMovements)
      .values({ idcliente: own.customer.id, fecha: new Date(), tipo: 'cargo', importe: 1000 });
    await t.db.insert(customerTpvOptions).values({
      idcliente: own.customer.id,
      descripcion: 'Opción de la prueba',
      pendienteenvio: true,
      enviado: new Date(),
    });
    const body = (await dashboard(t.operatorGroup)).json();
    expect(body.tpv.opciones.map((o: { descripcion: string }) => o.descripcion)).toContain(
      'Opción de la prueba',
    );
    expect(body.pin.vehiculos.map((v: { id: number }) => v.id)).toContain(own.vehicle.id);
    expect(body.pin.vehiculos.map((v: { id: number }) => v.id)).not.toContain(foreign.vehicle.id);
    expect(body.credito.superado).toBeGreaterThanOrEqual(1);
    expect(body.credito.clientes[0]).toMatchObject({ id: own.customer.id, limitecredito: 10 });
  });

  it('shows only the blocks the user may see, and only in the scope', async () => {
    const auditor = (await t.login('auditoria@demo.es')).headers;
    const res = await dashboard(t.operatorGroup, auditor);
    expect(res.statusCode).toBe(200);
    // The auditors' group sees customers, not vehicles nor credit.
    expect(Object.keys(res.json()).sort()).toEqual(['operaciones', 'tpv']);
    expect((await dashboard(t.otherGroup, t.operator)).statusCode).toBe(403);
    expect((await dashboard(t.operatorGroup, t.operator)).json()).toHaveProperty('operaciones');
    const bad = await get('/api/v1/dashboard?idgrupo=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 1, fields: { idgrupo: expect.any(String) } });
  });
});

describe('GET /api/v1/search', () => {
  it('finds a customer without accents, a plate, a card by its last digits, a ticket and an app user', async () => {
    const folded = own.customer.nombre
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(' ')
      .slice(0, 2)
      .join(' ');
    const hits = async (q: string) =>
      (await search(t.operatorGroup, q)).json().hits as { kind: string; id: number; title: string }[];
    expect((await hits(folded)).some((h) => h.kind === 'cliente' && h.id === own.customer.id)).toBe(true);
    expect(await hits(own.vehicle.matricula.toLowerCase())).toContainEqual(
      expect.objectContaining({ kind: 'vehiculo', id: own.vehicle.id }),
    );
    const cards = await hits('9431');
    expect(cards).toContainEqual(expect.objectContaining({ kind: 'tarjeta', id: own.vehicle.id }));
    expect(cards.map((h) => h.id)).not.toContain(foreign.vehicle.id);
    // The whole number of a card in hand: found by its keyed hash (only the mask is text).
    const pan = demoCardNumber(424_242);
    await t.db
      .update(vehicles)
      .set({ tarjeta_hash: (await cardKey(t.db)).hashCard(pan) })
      .where(eq(vehicles.id, own.vehicle.id));
    expect(
      await hits(`${pan.slice(0, 4)} ${pan.slice(4, 8)} ${pan.slice(8, 12)} ${pan.slice(12)}`),
    ).toContainEqual(expect.objectContaining({ kind: 'tarjeta', id: own.vehicle.id }));

    const [ticket] = await t.db
      .select({ id: tickets.id, numero: tickets.numero })
      .from(tickets)
      .where(eq(tickets.idlocal, own.idlocal))
      .limit(1);
    if (ticket)
      expect(await hits(ticket.numero)).toContainEqual(
        expect.objectContaining({ kind: 'ticket', id: ticket.id }),
      );

    const [user] = await t.db
      .select({ id: appUsers.id, dni: appUsers.dni })
      .from(appUsers)
      .where(and(eq(appUsers.idgrupo, t.operatorGroup), isNull(appUsers.deleted_at)))
      .limit(1);
    if (user?.dni)
      expect(await hits(user.dni)).toContainEqual(expect.objectContaining({ kind: 'usuario', id: user.id }));
  });

  it('searches only the kinds the user may see, in the scope, and asks for two characters', async () => {
    const operatorHits = (await search(t.operatorGroup, '9431', t.operator)).json().hits;
    expect(operatorHits.every((h: { kind: string }) => h.kind !== 'usuario')).toBe(true);
    expect((await search(t.otherGroup, '9431', t.operator)).statusCode).toBe(403);
    const auditor = (await t.login('auditoria@demo.es')).headers;
    expect((await search(t.operatorGroup, own.vehicle.matricula, auditor)).json()).toEqual({ hits: [] });
    const short = await search(t.operatorGroup, 'a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 1, fields: { q: 'Escriba al menos 2 caracteres' } });
  });
});
