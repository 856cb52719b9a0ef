import { and, desc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUsers, customers, operations, tickets, userVehicles, vehicles } from '../../db/schema';
import { madridDay as day, useTestApp } from '../../test/build-app';

const { t, get } = useTestApp();
let operatorStations: number[];

beforeAll(() => {
  operatorStations = t.operatorLogin.scope.map((s: { idlocal: number }) => s.idlocal);
});

describe('tickets', () => {
  it('lists one station for a week, newest first, in euros', async () => {
    const res = await get(
      `/api/tickets?idlocal=${operatorStations[0]}&datesince=${day(-7)}&dateto=${day(0)}&limit=20`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(10);
    expect(body.tickets.length).toBe(20);
    const dates = body.tickets.map((x: { fecha: string }) => x.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const tk = body.tickets[0];
    expect(tk.local).toMatch(/^E\.S\./);
    expect(tk.total).toBeCloseTo(tk.base + tk.iva, 2);
  });

  it('pages with a cursor and never repeats a ticket', async () => {
    const q = `/api/tickets?idlocal=${operatorStations[0]}&datesince=${day(-30)}&dateto=${day(0)}&limit=50`;
    const a = (await get(q)).json();
    const b = (await get(`${q}&cursor=${a.nextCursor}`)).json();
    const ids = [...a.tickets, ...b.tickets].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(100);
  });

  it('never skips nor repeats a ticket across pages when many share the same instant or millisecond', async () => {
    const station = operatorStations[0]!;
    // Five at the very same microsecond, four more inside the same millisecond: cursors must be exact.
    const instants = [
      ...Array(5).fill('2020-02-03 10:00:00.123456+00'),
      '2020-02-03 10:00:00.123001+00',
      '2020-02-03 10:00:00.123999+00',
      '2020-02-03 10:00:00.123457+00',
      '2020-02-03 10:00:00.123455+00',
    ];
    await t.db.execute(sql`
      insert into tickets (numero, fecha, idlocal, matricula, lineas, base, iva, total, formapago)
      select 'SAME-' || n, (${sql.param(instants)}::text[])[n]::timestamptz, ${station}, '', '[]'::jsonb,
             100, 21, 121, 'efectivo'
      from generate_series(1, ${instants.length}) n`);
    const expected = await t.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(like(tickets.numero, 'SAME-%'))
      .orderBy(desc(tickets.fecha), desc(tickets.id));
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = (
        await get(`/api/tickets?idlocal=${station}&datesince=2020-02-03&dateto=2020-02-03&limit=2${cursor}`)
      ).json();
      seen.push(...page.tickets.map((x: { id: number }) => x.id));
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
    } while (cursor);
    expect(seen).toHaveLength(instants.length);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it("keeps an operator to their group's stations", async () => {
    const mine = (await get('/api/tickets?limit=200', t.operator)).json();
    expect(mine.tickets.every((x: { idlocal: number }) => operatorStations.includes(x.idlocal))).toBe(true);
    const foreign = (await get('/api/tickets?limit=1'))
      .json()
      .tickets.find((x: { idlocal: number }) => !operatorStations.includes(x.idlocal));
    const res = await get(`/api/tickets?idlocal=${foreign?.idlocal ?? 9999}`, t.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
  });

  it('refuses a reversed or malformed date range', async () => {
    expect((await get(`/api/tickets?datesince=${day(0)}&dateto=${day(-3)}`)).json().errorCode).toBe(1);
    expect((await get('/api/tickets?datesince=ayer')).statusCode).toBe(400);
  });
});

describe('operations', () => {
  it('explains every declined operation in plain Spanish', async () => {
    const res = await get('/api/operaciones?resultado=denegada&limit=100');
    expect(res.statusCode).toBe(200);
    const ops = res.json().operaciones;
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      expect(op.motivo).not.toBe('');
      expect(op.explicacion.length).toBeGreaterThan(20);
    }
  });

  it('names each operation’s customer (none for an unknown card)', async () => {
    const ops = (await get('/api/operaciones?limit=200')).json().operaciones as {
      idcliente: number | null;
      cliente: string | null;
    }[];
    const owned = ops.filter((o) => o.idcliente);
    expect(owned.length).toBeGreaterThan(0);
    const [named] = await t.db
      .select({ nombre: customers.nombre })
      .from(customers)
      .where(eq(customers.id, owned[0]!.idcliente!));
    expect(owned[0]!.cliente).toBe(named!.nombre);
    expect(owned.every((o) => typeof o.cliente === 'string' && o.cliente.length > 0)).toBe(true);
    expect(ops.filter((o) => !o.idcliente).every((o) => o.cliente === null)).toBe(true);
  });

  it('filters by reason, and says each approval’s state', async () => {
    const res = await get('/api/operaciones?motivo=PIN%20err%C3%B3neo&limit=50');
    expect(res.statusCode).toBe(200);
    const ops = res.json().operaciones;
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.every((o: { motivo: string }) => o.motivo === 'PIN erróneo')).toBe(true);
    const approved = (await get('/api/operaciones?resultado=aprobada&limit=5')).json().operaciones;
    expect(approved[0].estado).toBe('completada');
    expect((await get(`/api/operaciones?motivo=${'x'.repeat(61)}`)).statusCode).toBe(400);
  });

  it('lists an app user’s operations: those of the vehicles they drive, with the declines’ reasons, in scope', async () => {
    // A driver of the demo: an app user of a fleet customer with one of its vehicles among theirs.
    const drivers = await t.db
      .select({ idusuario: appUsers.id, idvehiculo: vehicles.id })
      .from(userVehicles)
      .innerJoin(appUsers, eq(appUsers.id, userVehicles.idusuario))
      .innerJoin(
        vehicles,
        and(eq(vehicles.matricula, userVehicles.matricula), eq(vehicles.idcliente, appUsers.idcliente)),
      )
      .where(isNotNull(appUsers.idcliente));
    expect(drivers.length).toBeGreaterThan(10);
    const [withDecline] = await t.db
      .select({ idvehiculo: operations.idvehiculo, idlocal: operations.idlocal })
      .from(operations)
      .where(
        and(
          eq(operations.resultado, 'denegada'),
          inArray(
            operations.idvehiculo,
            drivers.map((d) => d.idvehiculo),
          ),
        ),
      )
      .limit(1);
    const driver = drivers.find((d) => d.idvehiculo === withDecline!.idvehiculo)!;
    const mine = drivers.filter((d) => d.idusuario === driver.idusuario).map((d) => d.idvehiculo);

    const res = await get(`/api/operaciones?idusuario=${driver.idusuario}&limit=500`);
    expect(res.statusCode).toBe(200);
    const ops = res.json().operaciones as { idvehiculo: number; resultado: string; explicacion: string }[];
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.every((o) => mine.includes(o.idvehiculo))).toBe(true);
    const declined = ops.filter((o) => o.resultado === 'denegada');
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((o) => o.explicacion.length > 20)).toBe(true);
    // An app user who drives nothing has no operations (not everybody's).
    const [walker] = await t.db
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(sql`${appUsers.idcliente} is null`)
      .limit(1);
    expect((await get(`/api/operaciones?idusuario=${walker!.id}`)).json().operaciones).toEqual([]);
    // The station scope still applies: an operator sees only what happened at their stations.
    const scoped = (await get(`/api/operaciones?idusuario=${driver.idusuario}&limit=500`, t.operator)).json()
      .operaciones as { idlocal: number }[];
    expect(scoped.every((o) => operatorStations.includes(o.idlocal))).toBe(true);
  });
});
