import { Writable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUsers,
  creditMovements,
  customerConfig,
  customers,
  customerTpvOptions,
  loyaltyMovements,
  loyaltyRules,
  operations,
  settings,
  stations,
  tickets,
  userVehicles,
  vehicles,
  vehicleUsage,
  webAudit,
} from '../../db/schema';
import { cardKey } from '../../lib/cards';
import { madridToday } from '../../lib/dates';
import { buildTestApp, useTestApp } from '../../test/build-app';
import { computeTicketPoints, rulesOfGroup } from '../operacionfidelizacion/loyalty.service';
import { Authorizer } from './authorize.service';
import { authFixture, testCard } from './authorize-fixture';

const { t } = useTestApp();
let f: Awaited<ReturnType<typeof authFixture>>;
let goa: number;
let sp95: number;

beforeAll(async () => {
  f = await authFixture(t, t.admin);
  goa = f.product('GOA').idproducto;
  sp95 = f.product('SP95').idproducto;
});

const ask = (pan: string, importe: number, extra: Record<string, unknown> = {}) =>
  f.send('', { tarjeta: pan, pin: '1234', productos: [{ idproducto: goa }], importe, ...extra });
const opRow = async (id: number) => (await t.db.select().from(operations).where(eq(operations.id, id)))[0]!;

describe('POST /v1/authorize', () => {
  it('approves within the limits, holds the amount until it expires, and never answers the card', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 300 });
    const res = await ask(v.pan, 60);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      resultado: 'aprobada',
      motivo: '',
      importeautorizado: 60,
      codigoautorizacion: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    expect(res.body).not.toContain(v.pan);
    const op = await opRow(body.idoperacion);
    const [conf] = await t.db.select().from(settings).limit(1);
    expect(op).toMatchObject({
      tipo: 'autorización',
      estado: 'reservada',
      idvehiculo: v.id,
      idcliente: c,
      idlocal: f.terminal.idlocal,
      idterminal: f.terminal.id,
      importesolicitado: 60,
      importeautorizado: 60,
      tarjeta: `7078 **** **** ${v.pan.slice(-4)}`,
    });
    const minutes = (op.caduca!.getTime() - op.fecha.getTime()) / 60_000;
    expect(minutes).toBe(conf?.reservaminutos ?? 15);
    expect(JSON.stringify(op)).not.toContain(v.pan);
  });

  it('denies an unknown card (and a number that is no card) with a row of its own', async () => {
    for (const pan of [testCard(999_999), 'hola']) {
      const res = (await ask(pan, 10)).json();
      expect(res).toMatchObject({
        resultado: 'denegada',
        motivo: 'tarjeta desconocida',
        importeautorizado: 0,
      });
      const op = await opRow(res.idoperacion);
      expect(op.idvehiculo).toBeNull();
      expect(JSON.stringify(op)).not.toContain(pan);
    }
  });

  it('denies a blocked or inactive card first, whatever else is wrong', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    await f.call('PATCH', '/api/v1/vehicles/block', { id: v.id, bloqueado: true, motivo: 'Robada' });
    expect((await ask(v.pan, 10, { pin: '0000' })).json().motivo).toBe('tarjeta bloqueada');
    const w = await f.vehicle(c, { activo: false });
    expect((await ask(w.pan, 10)).json().motivo).toBe('tarjeta bloqueada');
  });

  it('denies a blocked or inactive customer', async () => {
    const blocked = await f.customer({ bloqueado: true });
    const v = await f.vehicle(blocked);
    expect((await ask(v.pan, 10)).json().motivo).toBe('cliente bloqueado');
    const c = await f.customer();
    const w = await f.vehicle(c);
    await t.db.update(customers).set({ activo: false }).where(eq(customers.id, c));
    expect((await ask(w.pan, 10)).json().motivo).toBe('cliente bloqueado');
  });

  it('denies a station the customer’s TPV options do not allow, and a station of another group', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const [other] = await t.db
      .select({ idlocal: stations.idlocal })
      .from(stations)
      .where(sql`${stations.idlocal} <> ${f.terminal.idlocal}`)
      .limit(1);
    await t.db
      .insert(customerTpvOptions)
      .values({ idcliente: c, descripcion: 'Solo otra', idlocal: other!.idlocal });
    expect((await ask(v.pan, 10)).json().motivo).toBe('estación no permitida');
    // An option for every station allows it again; a blocked one does not.
    await t.db
      .insert(customerTpvOptions)
      .values({ idcliente: c, descripcion: 'Todas', idlocal: 0, bloqueado: true });
    expect((await ask(v.pan, 10)).json().motivo).toBe('estación no permitida');
    await t.db.insert(customerTpvOptions).values({ idcliente: c, descripcion: 'Todas 2', idlocal: 0 });
    expect((await ask(v.pan, 10)).json().resultado).toBe('aprobada');

    const foreign = await authFixture(t, t.admin, { notGroup: f.terminal.idgrupo });
    const res = await foreign.send('', {
      tarjeta: v.pan,
      pin: '1234',
      productos: [{ idproducto: goa }],
      importe: 10,
    });
    expect(res.json().motivo).toBe('estación no permitida');
  });

  it('counts wrong PINs: the third in a row blocks the card and says so; a right one resets the count', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    expect((await ask(v.pan, 10, { pin: '0000' })).json().motivo).toBe('PIN erróneo');
    expect((await ask(v.pan, 10, { pin: undefined })).json().motivo).toBe('PIN erróneo');
    expect((await ask(v.pan, 10)).json().resultado).toBe('aprobada');
    expect((await t.db.select().from(vehicles).where(eq(vehicles.id, v.id)))[0]!.pinerroneos).toBe(0);
    expect((await ask(v.pan, 10, { pin: '1111' })).json().motivo).toBe('PIN erróneo');
    expect((await ask(v.pan, 10, { pin: '2222' })).json().motivo).toBe('PIN erróneo');
    const third = await ask(v.pan, 10, { pin: '3333' });
    expect(third.json()).toMatchObject({ resultado: 'denegada', motivo: 'PIN erróneo, tarjeta bloqueada' });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect(row).toMatchObject({ bloqueado: true, pinerroneos: 3 });
    expect(row!.motivobloqueo).toContain('PIN');
    // Now even the right PIN is refused: the card is blocked.
    expect((await ask(v.pan, 10)).json().motivo).toBe('tarjeta bloqueada');
    expect(third.body).not.toContain('3333');
  });

  it('asks for the plate where the TPV option says so, and compares it normalised with the vehicle’s', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    const plate = row!.matricula;
    // Without an option that asks for it, the plate is not needed.
    expect((await ask(v.pan, 10)).json().resultado).toBe('aprobada');
    await t.db
      .insert(customerTpvOptions)
      .values({ idcliente: c, descripcion: 'Con matrícula', idlocal: 0, pidematricula: true });
    const missing = (await ask(v.pan, 10)).json();
    expect(missing).toMatchObject({ resultado: 'denegada', motivo: 'falta la matrícula' });
    expect((await opRow(missing.idoperacion)).motivo).toBe('falta la matrícula');
    expect((await ask(v.pan, 10, { matricula: '9999 ZZZ' })).json().motivo).toBe('matrícula no coincide');
    // A wrong PIN is still the first reason (it counts towards the block).
    expect((await ask(v.pan, 10, { pin: '0000' })).json().motivo).toBe('PIN erróneo');
    // Typed with spaces, a dash or in lower case, it is the same plate.
    const typed = `${plate.slice(0, 4)} - ${plate.slice(4).toLowerCase()}`;
    const ok = (await ask(v.pan, 10, { matricula: typed })).json();
    expect(ok.resultado).toBe('aprobada');
    expect((await opRow(ok.idoperacion)).matricula).toBe(plate);
  });

  it('checks the km of a vehicle that controls them: given, not below the last, not absurdly above', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { controlkm: true, kmactual: 100_000 });
    expect((await ask(v.pan, 10)).json().motivo).toBe('km no válidos');
    expect((await ask(v.pan, 10, { km: 99_000 })).json().motivo).toBe('km no válidos');
    expect((await ask(v.pan, 10, { km: 190_000 })).json().motivo).toBe('km no válidos');
    expect((await ask(v.pan, 10, { km: 100_450 })).json().resultado).toBe('aprobada');
    expect((await t.db.select().from(vehicles).where(eq(vehicles.id, v.id)))[0]!.kmactual).toBe(100_450);
    expect((await ask(v.pan, 10, { km: 100_400 })).json().motivo).toBe('km no válidos');
  });

  it('allows only the vehicle’s products, the TPV option’s, and live ones of the group', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { productos: [goa] });
    expect((await ask(v.pan, 10, { productos: [{ idproducto: sp95 }] })).json().motivo).toBe(
      'producto no permitido',
    );
    expect((await ask(v.pan, 10, { productos: [{ idproducto: 99_999_999 }] })).json().motivo).toBe(
      'producto no permitido',
    );
    const w = await f.vehicle(c);
    await t.db
      .insert(customerTpvOptions)
      .values({ idcliente: c, descripcion: 'Solo gasóleo', idlocal: 0, productos: ['Gasóleo A'] });
    expect((await ask(w.pan, 10, { productos: [{ idproducto: sp95 }] })).json().motivo).toBe(
      'producto no permitido',
    );
    expect((await ask(w.pan, 10)).json().resultado).toBe('aprobada');
  });

  it('applies the daily and monthly limits counting what is held and what was sold, with partial approvals', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 100, limitemensual: 150 });
    const first = (await ask(v.pan, 70)).json();
    expect(first).toMatchObject({ resultado: 'aprobada', importeautorizado: 70, motivo: '' });
    const partial = (await ask(v.pan, 50)).json();
    expect(partial).toMatchObject({
      resultado: 'aprobada',
      importeautorizado: 30,
      motivo: 'aprobación parcial: límite diario',
    });
    expect((await ask(v.pan, 5)).json()).toMatchObject({
      resultado: 'denegada',
      motivo: 'límite diario superado',
      importeautorizado: 0,
    });
    // What was sold yesterday counts for the month, not for the day.
    await t.db
      .update(operations)
      .set({ fecha: sql`fecha - interval '1 day'`, caduca: sql`caduca + interval '1 day'` })
      .where(eq(operations.idvehiculo, v.id));
    const month = (await ask(v.pan, 80)).json();
    expect(month).toMatchObject({ importeautorizado: 50, motivo: 'aprobación parcial: límite mensual' });
    expect((await ask(v.pan, 1)).json().motivo).toBe('límite mensual superado');
  });

  it('counts what was sold by the Madrid day and month of its authorisation, kept per card and day', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 100, limitemensual: 150 });
    const usage = () => t.db.select().from(vehicleUsage).where(eq(vehicleUsage.idvehiculo, v.id));
    const auth = (await ask(v.pan, 70)).json();
    const lineas = [{ idproducto: goa, cantidad: 40, precio: 1.5, importe: 60 }];
    expect((await f.send('/complete', { idoperacion: auth.idoperacion, lineas })).statusCode).toBe(200);
    // The sale (60 €, 40 l), not what was held (70 €).
    expect(await usage()).toEqual([{ idvehiculo: v.id, dia: madridToday(), euros: 60, litros: 40 }]);
    expect((await ask(v.pan, 50)).json()).toMatchObject({
      importeautorizado: 40,
      motivo: 'aprobación parcial: límite diario',
    });
    await f.send('/cancel', {
      idoperacion: (
        await t.db
          .select()
          .from(operations)
          .where(and(eq(operations.idvehiculo, v.id), eq(operations.estado, 'reservada')))
      )[0]!.id,
    });
    // Sold yesterday: the month's, not the day's; moving it moves its day.
    await t.db
      .update(operations)
      .set({ fecha: sql`fecha - interval '1 day'` })
      .where(and(eq(operations.idvehiculo, v.id), eq(operations.estado, 'completada')));
    const days = await usage();
    expect(days.find((d) => d.dia === madridToday())?.euros ?? 0).toBe(0);
    expect(days.find((d) => d.dia !== madridToday())?.euros).toBe(60);
    const month = (await ask(v.pan, 100)).json();
    expect(month.importeautorizado).toBe(madridToday().endsWith('-01') ? 100 : 90);
  });

  it('applies litre limits with the quantities the terminal sends', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 50, unidadlimite: 'litros' });
    const res = (await ask(v.pan, 100, { productos: [{ idproducto: goa, cantidad: 80 }] })).json();
    // 50 of 80 litres: 5/8 of the amount.
    expect(res).toMatchObject({ resultado: 'aprobada', importeautorizado: 62.5 });
    expect((await opRow(res.idoperacion)).litros).toBe(50);
    expect((await ask(v.pan, 10, { productos: [{ idproducto: goa, cantidad: 5 }] })).json().motivo).toBe(
      'límite diario superado',
    );
  });

  it('applies the customer’s credit: limit − risk − what is held', async () => {
    const c = await f.customer({ limitecredito: 100 });
    const a = await f.vehicle(c);
    const b = await f.vehicle(c);
    await t.db
      .insert(creditMovements)
      .values({ idcliente: c, fecha: new Date(), tipo: 'cargo', importe: 20 });
    expect((await ask(a.pan, 50)).json().importeautorizado).toBe(50);
    const partial = (await ask(b.pan, 50)).json();
    expect(partial).toMatchObject({
      importeautorizado: 30,
      motivo: 'aprobación parcial: crédito disponible',
    });
    expect((await ask(a.pan, 1)).json().motivo).toBe('crédito agotado');
  });

  it('answers a retry with the same reference once, with one row', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const [one, two] = await Promise.all([
      ask(v.pan, 20, { referencia: 'TPV-1-000123' }),
      ask(v.pan, 20, { referencia: 'TPV-1-000123' }),
    ]);
    expect(one!.json()).toEqual(two!.json());
    const rows = await t.db.select().from(operations).where(eq(operations.idvehiculo, v.id));
    expect(rows.length).toBe(1);
  });

  it('answers a retry only when it is the same request, and as the operation stands now', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const w = await f.vehicle(c);
    const first = (await ask(v.pan, 20, { referencia: 'TPV-1-000200' })).json();
    expect(first.resultado).toBe('aprobada');
    // Another card, another amount or other products under the same reference: not a retry.
    for (const [pan, importe, extra] of [
      [w.pan, 20, {}],
      ['4000000000000002', 20, { pin: '0000' }],
      [v.pan, 50, {}],
      [v.pan, 20, { productos: [{ idproducto: sp95 }] }],
    ] as const) {
      const other = await ask(pan, importe, { referencia: 'TPV-1-000200', ...extra });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        errorCode: 7,
        message: `La referencia TPV-1-000200 es de otra petición de este terminal (operación ${first.idoperacion}): otra tarjeta, otro importe u otros productos. Use una referencia nueva`,
      });
    }
    // The same request again: the first answer.
    expect((await ask(v.pan, 20, { referencia: 'TPV-1-000200' })).json()).toEqual(first);
    // Annulled since: it holds nothing, so a retry is not told it is approved.
    expect((await f.send('/cancel', { idoperacion: first.idoperacion })).statusCode).toBe(200);
    const after = await ask(v.pan, 20, { referencia: 'TPV-1-000200' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      `La operación ${first.idoperacion} de la referencia TPV-1-000200 está anulada: pida una autorización nueva`,
    );
    // A declined request replays its decline (an unknown card has no vehicle).
    const unknown = (await ask('4000000000000002', 20, { referencia: 'TPV-1-000201' })).json();
    expect(unknown.motivo).toBe('tarjeta desconocida');
    expect((await ask('4000000000000002', 20, { referencia: 'TPV-1-000201' })).json()).toEqual(unknown);
    expect((await ask('4000000000000010', 20, { referencia: 'TPV-1-000201' })).statusCode).toBe(409);
    const rows = await t.db.select().from(operations).where(eq(operations.idvehiculo, v.id));
    expect(rows.filter((r) => r.tipo === 'autorización').length).toBe(1);
  });

  it('keeps quotes and backslashes of what the terminal sends as data (the hot path inlines literals)', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const referencia = "TPV'); DELETE FROM operaciones; --\\x";
    const res = await ask(v.pan, 20, { referencia, matricula: "O'B 1\\" });
    expect(res.statusCode).toBe(200);
    const op = await opRow(res.json().idoperacion);
    expect(op.referencia).toBe(referencia);
    expect(op.matricula).toBe("O'B1\\");
    expect((await t.db.select().from(operations).limit(1)).length).toBe(1);
  });

  it('validates in Spanish and refuses staff sessions, a missing key and an unknown key', async () => {
    const bad = await f.send('', { tarjeta: '', productos: [], importe: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ productos: 'Indique al menos un producto' });
    for (const path of ['', '/complete', '/cancel'] as const) {
      expect((await f.send(path, { idoperacion: 1 }, t.admin)).statusCode).toBe(401);
      expect((await f.send(path, { idoperacion: 1 }, {})).statusCode).toBe(401);
      expect((await f.send(path, { idoperacion: 1 }, { 'x-terminal-key': 'x'.repeat(43) })).statusCode).toBe(
        401,
      );
    }
  });
});

describe('complete and cancel', () => {
  it('completes: the ticket (lines, VAT of the group product, total, tarjeta cliente), the credit charge, the freed rest; once', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 100 });
    const auth = (await ask(v.pan, 80)).json();
    const lineas = [{ idproducto: goa, cantidad: 40.5, precio: 1.459, importe: 59.09 }];
    const res = await f.send('/complete', { idoperacion: auth.idoperacion, lineas });
    expect(res.statusCode).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ estado: 'completada', total: 59.09, importeliberado: 20.91 });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, done.idticket));
    expect(ticket).toMatchObject({
      formapago: 'tarjeta cliente',
      idcliente: c,
      idvehiculo: v.id,
      idlocal: f.terminal.idlocal,
      total: 59.09,
      base: 48.83,
      iva: 10.26,
    });
    expect(ticket!.lineas[0]).toMatchObject({
      producto: 'Gasóleo A',
      cantidad: 40.5,
      iva: 21,
      importe: 59.09,
    });
    const charges = await t.db
      .select()
      .from(creditMovements)
      .where(and(eq(creditMovements.idcliente, c), eq(creditMovements.idticket, done.idticket)));
    expect(charges.map((m) => [m.tipo, m.importe])).toEqual([['cargo', 59.09]]);
    const op = await opRow(auth.idoperacion);
    expect(op).toMatchObject({
      estado: 'completada',
      importefinal: 59.09,
      litrosfinal: 40.5,
      idticket: done.idticket,
    });
    // The unused 20.91 is free again: 100 − 59.09 is left for the day.
    expect((await ask(v.pan, 100)).json().importeautorizado).toBe(40.91);

    const again = await f.send('/complete', { idoperacion: auth.idoperacion, lineas });
    expect(again.json()).toEqual(done);
    const after = await t.db.select().from(creditMovements).where(eq(creditMovements.idcliente, c));
    expect(after.length).toBe(1);
    expect((await f.send('/cancel', { idoperacion: auth.idoperacion })).statusCode).toBe(409);
  });

  it('gives the ticket to the app user who drives the vehicle when the customer collects points, with their points', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 100 });
    const [veh] = await t.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    await t.db.update(customerConfig).set({ activapuntos: true }).where(eq(customerConfig.idcliente, c));
    const [user] = await t.db
      .insert(appUsers)
      .values({
        idgrupo: f.terminal.idgrupo,
        idcliente: c,
        nombre: 'Conductora',
        email: `c${v.id}@prueba.es`,
      })
      .returning();
    await t.db.insert(userVehicles).values({ idusuario: user!.id, matricula: veh!.matricula });
    const auth = (await ask(v.pan, 50, { matricula: veh!.matricula })).json();
    const lineas = [{ idproducto: goa, cantidad: 20, precio: 1.5, importe: 30 }];
    const done = (await f.send('/complete', { idoperacion: auth.idoperacion, lineas })).json();
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, done.idticket));
    expect(ticket).toMatchObject({ idusuario: user!.id, matricula: veh!.matricula });
    const earned = await t.db
      .select()
      .from(loyaltyMovements)
      .where(eq(loyaltyMovements.idticket, done.idticket));
    expect(done.puntos).toBeGreaterThan(0);
    expect(done.puntos).toBe(earned[0]?.puntos);
    // As the loyalty service would have given them: the group's rules on the stored ticket.
    const { rules, catalogue } = await rulesOfGroup(t.db, f.terminal.idgrupo);
    const expected = computeTicketPoints(rules, ticket!, catalogue);
    expect(done.puntos).toBe(expected.puntos);
    const used = expected.reglas.filter((r) => r.aplica && r.puntos).map((r) => r.id!);
    const inUse = await t.db.select().from(loyaltyRules).where(inArray(loyaltyRules.id, used));
    expect(inUse.every((r) => r.enuso)).toBe(true);
    // The balance after it, on the user and on the movement; the movement audited in the group.
    const [after] = await t.db.select().from(appUsers).where(eq(appUsers.id, user!.id));
    expect(after!.puntos).toBe(user!.puntos + done.puntos);
    expect(earned[0]!.saldo).toBe(after!.puntos);
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.recurso, 'movimientos_puntos'), eq(webAudit.idregistro, String(earned[0]!.id))));
    expect(audit).toMatchObject({ accion: 'alta', nivel: 'group', idnivel: f.terminal.idgrupo, usuario: '' });
    expect(audit!.despues).toMatchObject({
      id: earned[0]!.id,
      puntos: done.puntos,
      saldo: after!.puntos,
      fecha: earned[0]!.fecha.toISOString(),
    });
    // A retry answers the same points and writes none.
    const retry = (await f.send('/complete', { idoperacion: auth.idoperacion, lineas })).json();
    expect(retry).toEqual(done);
    const still = await t.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.idusuario, user!.id));
    expect(still).toHaveLength(1);
    // Without points collected, the ticket has no user.
    await t.db.update(customerConfig).set({ activapuntos: false }).where(eq(customerConfig.idcliente, c));
    const auth2 = (await ask(v.pan, 50, { matricula: veh!.matricula })).json();
    const done2 = (await f.send('/complete', { idoperacion: auth2.idoperacion, lineas })).json();
    const [ticket2] = await t.db.select().from(tickets).where(eq(tickets.id, done2.idticket));
    expect(ticket2!.idusuario).toBeNull();
    expect(done2.puntos).toBe(0);
  });

  it('refuses a sale above the amount approved, products not authorised, and wrong line amounts', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const auth = (await ask(v.pan, 30)).json();
    const over = await f.send('/complete', {
      idoperacion: auth.idoperacion,
      lineas: [{ idproducto: goa, cantidad: 30, precio: 1.5, importe: 45 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.lineas).toContain('supera');
    const other = await f.send('/complete', {
      idoperacion: auth.idoperacion,
      lineas: [{ idproducto: sp95, cantidad: 10, precio: 1.5, importe: 15 }],
    });
    expect(other.json().fields['lineas.0.idproducto']).toBeDefined();
    const wrong = await f.send('/complete', {
      idoperacion: auth.idoperacion,
      lineas: [{ idproducto: goa, cantidad: 10, precio: 1.5, importe: 16 }],
    });
    expect(wrong.json().fields['lineas.0.importe']).toBeDefined();
    // Fuel for nothing is no sale: a line's price is above 0 (a free one is discounted in full).
    const free = await f.send('/complete', {
      idoperacion: auth.idoperacion,
      lineas: [{ idproducto: goa, cantidad: 10, precio: 0, importe: 0 }],
    });
    expect(free.json().fields['lineas.0.precio']).toBe('El precio debe ser mayor que 0');
    expect((await f.send('/complete', { idoperacion: 99_999_999, lineas: [] })).statusCode).toBe(400);
    const missing = await f.send('/complete', {
      idoperacion: 99_999_999,
      lineas: [{ idproducto: goa, cantidad: 1, precio: 1, importe: 1 }],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('cancels: frees it all, an anulación row, the same answer on a retry; then cannot complete', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 50 });
    const auth = (await ask(v.pan, 50)).json();
    expect((await ask(v.pan, 1)).json().motivo).toBe('límite diario superado');
    const res = await f.send('/cancel', { idoperacion: auth.idoperacion });
    expect(res.json()).toEqual({ idoperacion: auth.idoperacion, estado: 'anulada', importeliberado: 50 });
    expect((await f.send('/cancel', { idoperacion: auth.idoperacion })).json()).toEqual(res.json());
    const rows = await t.db
      .select()
      .from(operations)
      .where(eq(operations.idoperacionorigen, auth.idoperacion));
    expect(rows.map((r) => r.tipo)).toEqual(['anulación']);
    expect((await ask(v.pan, 50)).json().importeautorizado).toBe(50);
    const late = await f.send('/complete', {
      idoperacion: auth.idoperacion,
      lineas: [{ idproducto: goa, cantidad: 1, precio: 1, importe: 1 }],
    });
    expect(late.statusCode).toBe(409);
  });

  it('only the terminal that asked completes or cancels; a denied operation cannot be', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c);
    const auth = (await ask(v.pan, 10)).json();
    const other = await authFixture(t, t.admin, { offset: 1 });
    expect((await other.send('/cancel', { idoperacion: auth.idoperacion })).statusCode).toBe(404);
    const denied = (await ask(testCard(999_998), 10)).json();
    expect((await f.send('/cancel', { idoperacion: denied.idoperacion })).statusCode).toBe(409);
  });

  it('lets a reservation expire by itself after the configured minutes', async () => {
    const c = await f.customer();
    const v = await f.vehicle(c, { limitediario: 40 });
    const auth = (await ask(v.pan, 40)).json();
    expect((await ask(v.pan, 10)).json().motivo).toBe('límite diario superado');
    // The configured time passes.
    await t.db
      .update(operations)
      .set({ caduca: new Date(Date.now() - 1000) })
      .where(eq(operations.id, auth.idoperacion));
    expect((await ask(v.pan, 10)).json().importeautorizado).toBe(10);
    const late = await f.send('/complete', {
      idoperacion: auth.idoperacion,
      lineas: [{ idproducto: goa, cantidad: 1, precio: 1, importe: 1 }],
    });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'La autorización ha caducado: pida una nueva',
    ]);
    const swept = await new Authorizer(t.database, await cardKey(t.db)).expire();
    expect(swept).toBeGreaterThanOrEqual(1);
    expect((await opRow(auth.idoperacion)).estado).toBe('caducada');
    // The expiry reads the settings of the station's commercial account.
    const [st] = await t.db.select().from(stations).where(eq(stations.idlocal, f.terminal.idlocal));
    await t.db
      .insert(settings)
      .values({ idcuentacomercial: st!.idcuentacomercial, reservaminutos: 2 })
      .onConflictDoUpdate({ target: settings.idcuentacomercial, set: { reservaminutos: 2 } });
    const short = (await ask(v.pan, 1)).json();
    const op = await opRow(short.idoperacion);
    expect((op.caduca!.getTime() - op.fecha.getTime()) / 60_000).toBe(2);
  });
});

describe('secrets', () => {
  it('writes no card number nor PIN to the log, on approvals, denials and bad requests', async () => {
    let log = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildTestApp({ logLevel: 'trace' }, [], sink);
    try {
      const admin = (await app.login()).headers;
      const g = await authFixture(app, admin, { offset: 2 });
      const c = await g.customer();
      const v = await g.vehicle(c, { pin: '8642' });
      const goaHere = g.product('GOA').idproducto;
      const body = { tarjeta: v.pan, pin: '8642', productos: [{ idproducto: goaHere }], importe: 10 };
      await g.send('', body);
      await g.send('', { ...body, pin: '9753' });
      await g.send('', { ...body, importe: 'mucho' });
      await g.send('', { ...body, tarjeta: `${v.pan}\u0000` });
      expect(log.length).toBeGreaterThan(100);
      for (const secret of [v.pan, v.pan.slice(4, 12)]) expect(log).not.toContain(secret);
      // The PINs as whole numbers: four digits also stand inside the timestamps and durations the log holds.
      for (const pin of ['8642', '9753']) expect(log).not.toMatch(new RegExp(`(?<!\\d)${pin}(?!\\d)`));
    } finally {
      await app.close();
    }
  });
});
