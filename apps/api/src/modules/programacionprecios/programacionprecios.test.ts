import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import {
  companies,
  priceChanges,
  priceHistory,
  priceLimits,
  prices,
  stations,
  terminals,
  webAudit,
} from '../../db/schema';
import { code, expectInvalid, productId, scopedWriter, useTestApp } from '../../test/build-app';
import { applyDuePriceChanges, expireUnconfirmed } from './prices.service';

const { t, get, send } = useTestApp();
let writer: Record<string, string>;
let goa: number;
let own: number[];
let foreignStation: number;

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
  goa = await productId(t, 'GOA', t.operatorGroup);
  const sts = await t.db
    .select({ idlocal: stations.idlocal, idgrupo: companies.idgrupo })
    .from(stations)
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .orderBy(stations.idlocal);
  own = sts.filter((s) => s.idgrupo === t.operatorGroup).map((s) => s.idlocal);
  foreignStation = sts.find((s) => s.idgrupo !== t.operatorGroup)!.idlocal;
});

const schedule = (over: object = {}, headers = writer) =>
  send(
    'POST',
    '/api/v1/pricechanges/',
    {
      idlocales: own.slice(0, 3),
      idproducto: goa,
      precio: 1.459,
      fechaefectiva: '2027-06-01T06:00',
      ...over,
    },
    headers,
  );

/** The audit rows of one price change for one action. */
const auditsOf = (id: number, accion: string) =>
  t.db
    .select()
    .from(webAudit)
    .where(
      and(
        eq(webAudit.recurso, 'cambio_precio'),
        eq(webAudit.accion, accion),
        eq(webAudit.idregistro, String(id)),
      ),
    );

describe('programación de precios', () => {
  it('shows the grid: every station of the group × fuel with the price now and the next pending change', async () => {
    const res = await get(`/api/v1/prices?idgrupo=${t.operatorGroup}`);
    expect(res.statusCode).toBe(200);
    const grid = res.json();
    expect(grid.total).toBe(own.length);
    expect(grid.productos.map((p: { codigo: string }) => p.codigo).sort()).toEqual([
      'GLP',
      'GOA',
      'GOA+',
      'GOB',
      'SP95',
      'SP98',
    ]);
    const cell = grid.prices[0].precios.find((p: { idproducto: number }) => p.idproducto === goa);
    expect(cell.precio).toBeGreaterThan(1);
    expect(Object.keys(grid).at(-1)).toBe('prices');
    // The seeded pending change shows in its stations' cells.
    expect(
      grid.prices.some((s: { precios: { pendiente: unknown }[] }) => s.precios.some((p) => p.pendiente)),
    ).toBe(true);
  });

  it('narrows the grid to the work area’s company or station', async () => {
    const [one] = await t.db
      .select({ idlocal: stations.idlocal, idempresa: stations.idempresa })
      .from(stations)
      .where(eq(stations.idlocal, own[0]!));
    const station = (await get(`/api/v1/prices?idgrupo=${t.operatorGroup}&idlocal=${one!.idlocal}`)).json();
    expect(station.prices.map((s: { idlocal: number }) => s.idlocal)).toEqual([one!.idlocal]);
    const company = (
      await get(`/api/v1/prices?idgrupo=${t.operatorGroup}&idempresa=${one!.idempresa}`)
    ).json();
    const ofCompany = await t.db
      .select({ idlocal: stations.idlocal })
      .from(stations)
      .where(eq(stations.idempresa, one!.idempresa));
    expect(company.total).toBe(ofCompany.length);
    expect(company.total).toBeLessThan(own.length);
  });

  it('schedules one product for many stations at a Madrid time: stored as the instant, one audit row each', async () => {
    const res = await schedule();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aviso).toBeNull();
    expect(body.pricechanges).toHaveLength(3);
    const [first] = body.pricechanges;
    expect(first).toMatchObject({
      estado: 'pendiente',
      precio: 1.459,
      fechaefectiva: '2027-06-01T06:00',
      instante: '2027-06-01T04:00:00.000Z',
    });
    expect(new Set(body.pricechanges.map((c: { lote: number }) => c.lote)).size).toBe(1);
    const audits = await t.db
      .select()
      .from(webAudit)
      .where(
        and(
          eq(webAudit.recurso, 'cambio_precio'),
          inArray(
            webAudit.idregistro,
            body.pricechanges.map((c: { id: number }) => String(c.id)),
          ),
        ),
      );
    expect(audits).toHaveLength(3);
    const listed = (await get(`/api/v1/pricechanges?lote=${first.lote}`)).json().pricechanges;
    expect(listed.map((c: { fechaefectiva: string }) => c.fechaefectiva)).toEqual(
      Array(3).fill('2027-06-01T06:00'),
    );
  });

  it('refuses a second pending price for the same station, product and moment, naming the station', async () => {
    const at = { idlocales: own.slice(0, 2), fechaefectiva: '2027-09-15T06:00' };
    expect((await schedule(at)).statusCode).toBe(200);
    const again = await schedule({ ...at, idlocales: own.slice(1, 3), precio: 1.479 });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.fechaefectiva).toMatch(
      /^Ya hay un cambio pendiente de Gasóleo A para las 06:00 del 15\/09\/2027 en .+: cancélelo antes o elija otra hora$/,
    );
    // Two sent at once: one is saved, the other told.
    const both = await Promise.all([
      schedule({ idlocales: [own[3]], fechaefectiva: '2027-09-16T06:00' }),
      schedule({ idlocales: [own[3]], fechaefectiva: '2027-09-16T06:00', precio: 1.479 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Another minute is another change.
    expect((await schedule({ ...at, fechaefectiva: '2027-09-15T06:01' })).statusCode).toBe(200);
  });

  it('refuses the spring hour that does not exist (2027-03-28 02:30) with a clear message', async () => {
    const res = await schedule({ fechaefectiva: '2027-03-28T02:30' });
    expectInvalid(res, { fechaefectiva: expect.stringContaining('no existen en Madrid') });
    expect(res.json().fields.fechaefectiva).toMatch(/02:30 del 28\/03\/2027/);
    expect((await schedule({ fechaefectiva: '2027-03-28T03:00' })).json().pricechanges[0].instante).toBe(
      '2027-03-28T01:00:00.000Z',
    );
  });

  it('takes the first of the autumn hour that happens twice (2027-10-31 02:30) and says so', async () => {
    const body = (await schedule({ fechaefectiva: '2027-10-31T02:30' })).json();
    expect(body.aviso).toMatch(/ocurren dos veces.*primera vez.*00:30 UTC/);
    expect(body.pricechanges[0]).toMatchObject({
      fechaefectiva: '2027-10-31T02:30',
      instante: '2027-10-31T00:30:00.000Z',
    });
  });

  it('refuses a price outside the product’s limits, a past time, and bad input, in Spanish', async () => {
    expectInvalid(await schedule({ precio: 14.59 }), {
      precio: '14,590 € está fuera de los límites de Gasóleo A (de 0,500 a 3,000 €)',
    });
    expectInvalid(await schedule({ fechaefectiva: '2020-01-01T06:00' }), {
      fechaefectiva: 'La fecha y hora ya han pasado',
    });
    expectInvalid(await schedule({ precio: 1.4555, idlocales: [], fechaefectiva: '2027-02-30T06:00' }), {
      precio: 'Use como máximo 3 decimales',
      idlocales: 'Elija al menos una estación',
    });
    expectInvalid(await schedule({ fechaefectiva: '2027-02-30T06:00' }), {
      fechaefectiva: 'Fecha y hora no válidas',
    });
    const theirs = await schedule({ idlocales: [own[0], foreignStation] }, t.admin);
    expectInvalid(theirs, { idlocales: expect.stringContaining('no es del grupo del producto') });
  });

  it('edits the limits per product (min < max), audited; a second limit for the product is a 409', async () => {
    const [limit] = await t.db.select().from(priceLimits).where(eq(priceLimits.idproducto, goa));
    const res = await send(
      'PATCH',
      '/api/v1/pricelimits',
      { id: limit!.id, version: limit!.version, maximo: 2.5 },
      writer,
    );
    expect(res.json()).toMatchObject({ maximo: 2.5, producto: 'Gasóleo A' });
    expectInvalid(
      await send('PATCH', '/api/v1/pricelimits', { id: limit!.id, version: limit!.version + 1, maximo: 0.4 }),
      {
        maximo: 'El máximo debe ser mayor que el mínimo',
      },
    );
    const dup = await send('POST', '/api/v1/pricelimits/', {
      idgrupo: t.operatorGroup,
      idproducto: goa,
      minimo: 1,
      maximo: 2,
    });
    expect(dup.statusCode).toBe(409);
  });

  it('cancels a pending change with its reason; an applied one cannot be cancelled', async () => {
    const [change] = (await schedule({ fechaefectiva: '2027-09-01T06:00' })).json().pricechanges;
    const res = await send(
      'PATCH',
      '/api/v1/pricechanges/cancel',
      { id: change.id, version: 1, motivo: 'Error de precio' },
      writer,
    );
    // The change as its list shows it: the Madrid time it was scheduled at.
    expect(res.json()).toMatchObject({
      estado: 'cancelado',
      mensaje: 'Cancelado: Error de precio',
      version: 2,
      fechaefectiva: '2027-09-01T06:00',
    });
    const again = await send(
      'PATCH',
      '/api/v1/pricechanges/cancel',
      { id: change.id, motivo: 'Otra vez' },
      writer,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se cancela un cambio pendiente: este está cancelado');
    // Without a reason nothing is cancelled: it says what is missing.
    const [other] = (await schedule({ fechaefectiva: '2027-09-02T06:00' })).json().pricechanges;
    const bare = await send('PATCH', '/api/v1/pricechanges/cancel', { id: other.id, motivo: ' ' }, writer);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ motivo: 'Indique el motivo' });
    const [audit] = await auditsOf(change.id, 'cancelacion');
    expect(audit?.motivo).toBe('Error de precio');
  });

  it('the scheduler applies a due change once: the price, a history row, aplicado; a second run does nothing', async () => {
    const [change] = (
      await schedule({ idlocales: [own[1]], precio: 1.377, fechaefectiva: '2027-12-01T06:00' })
    ).json().pricechanges;
    // Everything due before it goes first; it stays pending until its time.
    await applyDuePriceChanges(t.db, new Date('2027-11-30T00:00:00Z'));
    const [waiting] = await t.db.select().from(priceChanges).where(eq(priceChanges.id, change.id));
    expect(waiting!.estado).toBe('pendiente');
    expect(await applyDuePriceChanges(t.db, new Date('2027-12-01T05:00:00Z'))).toBe(1);
    const [now] = await t.db
      .select()
      .from(prices)
      .where(and(eq(prices.idlocal, own[1]!), eq(prices.idproducto, goa)));
    expect(now).toMatchObject({ precio: 1.377, idcambio: change.id });
    const history = await t.db.select().from(priceHistory).where(eq(priceHistory.idcambio, change.id));
    expect(history).toHaveLength(1);
    const [row] = await t.db.select().from(priceChanges).where(eq(priceChanges.id, change.id));
    expect(row!.estado).toBe('aplicado');
    expect(await applyDuePriceChanges(t.db, new Date('2027-12-01T05:00:00Z'))).toBe(0);
    const chart = (await get(`/api/v1/prices/history?idlocal=${own[1]}&idproducto=${goa}&limit=5`)).json();
    expect(chart.history[0]).toMatchObject({ precio: 1.377, fecha: '2027-12-01T05:00:00.000Z' });
  });

  it.runIf(process.env.DATABASE_URL)(
    'two API instances on one PostgreSQL apply each due change exactly once when they run at the same moment',
    async () => {
      const url = t.config.databaseUrl!;
      const second = await openDatabase({ databaseUrl: url, dataDir: '', statementTimeoutMs: 30_000 });
      try {
        const created = (
          await schedule({ idlocales: own, precio: 1.288, fechaefectiva: '2028-01-10T06:00' })
        ).json().pricechanges as { id: number }[];
        const more = (
          await schedule({ idlocales: own, precio: 1.299, fechaefectiva: '2028-01-10T07:00' })
        ).json().pricechanges as { id: number }[];
        const ids = [...created, ...more].map((c) => c.id);
        const at = new Date('2028-01-10T08:00:00Z');
        // Small batches, many rounds at once on both instances.
        const runs = await Promise.all(
          Array.from({ length: 6 }, (_, i) => applyDuePriceChanges(i % 2 ? second.db : t.db, at, 3)),
        );
        let left = 1;
        while (left)
          left = (await applyDuePriceChanges(second.db, at, 50)) + (await applyDuePriceChanges(t.db, at, 50));
        expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
        const history = await t.db
          .select({ idcambio: priceHistory.idcambio, n: sql<number>`count(*)`.mapWith(Number) })
          .from(priceHistory)
          .where(inArray(priceHistory.idcambio, ids))
          .groupBy(priceHistory.idcambio);
        expect(history).toHaveLength(ids.length);
        expect(history.every((h) => h.n === 1)).toBe(true);
        const [latest] = await t.db
          .select()
          .from(prices)
          .where(and(eq(prices.idlocal, own[0]!), eq(prices.idproducto, goa)));
        expect(latest!.precio).toBe(1.299);
      } finally {
        await second.close();
      }
    },
  );

  describe('the station’s side: enviado → aplicado or error', () => {
    let station: number;
    let key: Record<string, string>;
    let idterminal: number;
    const applyAll = async (at: Date) => {
      while (await applyDuePriceChanges(t.db, at));
    };
    const stateOf = async (id: number) =>
      (await t.db.select().from(priceChanges).where(eq(priceChanges.id, id)))[0]!;
    /** The station's word on its changes, with its terminal's key. */
    const confirm = (cambios: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/authorize/prices/confirm',
        headers: key,
        payload: { cambios },
      });

    beforeAll(async () => {
      // A terminal of one of the group's stations with a key, seen just now: the station is online.
      const [term] = await t.db
        .select({ id: terminals.id, idlocal: terminals.idlocal })
        .from(terminals)
        .where(and(inArray(terminals.idlocal, own.slice(2)), eq(terminals.activo, true)))
        .orderBy(terminals.id)
        .limit(1);
      station = term!.idlocal;
      idterminal = term!.id;
      const res = await send('POST', '/api/v1/terminals/key', { id: term!.id });
      key = { 'x-terminal-key': res.json().clave };
      await t.db.update(terminals).set({ ultimaconexion: new Date() }).where(eq(terminals.id, term!.id));
    });

    it('a station with an online terminal gets the change as enviado; its confirmation makes it aplicado once, audited', async () => {
      const offline = own.find((s) => s !== station)!;
      const created = (
        await schedule({ idlocales: [station, offline], precio: 1.512, fechaefectiva: '2028-03-01T06:00' })
      ).json().pricechanges as { id: number; idlocal: number }[];
      const sent = created.find((c) => c.idlocal === station)!;
      const direct = created.find((c) => c.idlocal === offline)!;
      await applyAll(new Date('2028-03-01T05:00:00Z'));
      // Applied centrally in both: the price in force and one history row each.
      for (const c of created)
        expect(await t.db.select().from(priceHistory).where(eq(priceHistory.idcambio, c.id))).toHaveLength(1);
      expect(await stateOf(sent.id)).toMatchObject({
        estado: 'enviado',
        enviado: new Date('2028-03-01T05:00:00Z'),
        aplicado: null,
        mensaje: 'Enviado a un terminal de la estación: falta su confirmación',
      });
      expect(await stateOf(direct.id)).toMatchObject({
        estado: 'aplicado',
        aplicado: new Date('2028-03-01T05:00:00Z'),
        mensaje: 'Aplicado en el centro: la estación no tenía terminales en línea',
      });
      // A sent change is no longer pending: it cannot be cancelled.
      expect(
        (await send('PATCH', '/api/v1/pricechanges/cancel', { id: sent.id, motivo: 'Tarde' }, writer))
          .statusCode,
      ).toBe(409);

      // The terminal reads its station's prices and what waits for its word.
      const mine = await t.app.inject({ method: 'GET', url: '/api/v1/authorize/prices', headers: key });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().cambios).toContainEqual({
        id: sent.id,
        idproducto: goa,
        precio: 1.512,
        fechaefectiva: '2028-03-01T05:00:00.000Z',
      });
      expect(mine.json().precios).toContainEqual(expect.objectContaining({ idproducto: goa, precio: 1.512 }));
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/authorize/prices' })).statusCode).toBe(401);

      // Another station's change: not found, and nothing moves.
      const foreign = await confirm([
        { id: sent.id, resultado: 'aplicado' },
        { id: direct.id, resultado: 'aplicado' },
      ]);
      expect(foreign.statusCode).toBe(404);
      expect((await stateOf(sent.id)).estado).toBe('enviado');

      const done = await confirm([{ id: sent.id, resultado: 'aplicado' }]);
      expect(done.json()).toEqual({
        cambios: [{ id: sent.id, estado: 'aplicado', mensaje: 'Confirmado por la estación' }],
      });
      const row = await stateOf(sent.id);
      expect(row.aplicado).toBeInstanceOf(Date);
      // Said twice (a retry, or two terminals of the station): the second changes nothing.
      const again = await confirm([{ id: sent.id, resultado: 'error', motivo: 'tarde' }]);
      expect(again.json().cambios[0]).toMatchObject({ estado: 'aplicado' });
      expect((await stateOf(sent.id)).version).toBe(row.version);
      const audits = await auditsOf(sent.id, 'modificacion');
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ usuario: `terminal ${idterminal}`, idauthaccount: null });
      expect(audits[0]!.despues).toMatchObject({ estado: 'aplicado' });
    });

    it('the station says why it could not (error with the reason); one never confirmed is an error after 24 h', async () => {
      const [first] = (
        await schedule({ idlocales: [station], precio: 1.521, fechaefectiva: '2028-04-01T06:00' })
      ).json().pricechanges;
      const [second] = (
        await schedule({ idlocales: [station], precio: 1.531, fechaefectiva: '2028-04-01T07:00' })
      ).json().pricechanges;
      // Summer time in Madrid: 06:00 is 04:00 UTC, 07:00 is 05:00 UTC.
      await applyAll(new Date('2028-04-01T04:30:00Z'));
      expect((await stateOf(first.id)).estado).toBe('enviado');
      expect((await stateOf(second.id)).estado).toBe('pendiente');
      await applyAll(new Date('2028-04-01T05:00:00Z'));
      const bad = await confirm([{ id: first.id, resultado: 'error' }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe(1);
      expect(JSON.stringify(bad.json().fields)).toContain('Indique por qué no se ha podido aplicar');
      const failed = await confirm([{ id: first.id, resultado: 'error', motivo: 'Surtidor 3 sin conexión' }]);
      expect(failed.json().cambios[0]).toEqual({
        id: first.id,
        estado: 'error',
        mensaje: 'La estación no lo ha podido aplicar: Surtidor 3 sin conexión',
      });
      // Nobody answers for the second: a day later it is an error that says so; only once.
      expect(await expireUnconfirmed(t.db, new Date('2028-04-02T04:30:00Z'))).toBe(0);
      expect(await expireUnconfirmed(t.db, new Date('2028-04-02T05:01:00Z'))).toBeGreaterThanOrEqual(1);
      expect(await stateOf(second.id)).toMatchObject({
        estado: 'error',
        mensaje: 'La estación no ha confirmado el cambio en 24 horas',
      });
      expect(await expireUnconfirmed(t.db, new Date('2028-04-02T05:01:00Z'))).toBe(0);
    });
  });

  it('checks permission (operator: 4) and scope (another group’s station: 5)', async () => {
    expect(code(await get(`/api/v1/prices?idgrupo=${t.operatorGroup}`, t.operator))).toEqual([403, 4]);
    expect(code(await get('/api/v1/pricechanges', t.operator))).toEqual([403, 4]);
    expect(code(await schedule({}, t.operator))).toEqual([403, 4]);
    expect(code(await schedule({ idlocales: [foreignStation] }, writer))).toEqual([403, 5]);
    expect(
      code(await get(`/api/v1/prices/history?idlocal=${foreignStation}&idproducto=${goa}`, writer)),
    ).toEqual([403, 5]);
    // A group it does not reach at all is refused, not answered empty.
    expect(code(await get(`/api/v1/prices?idgrupo=${t.otherGroup}`, writer))).toEqual([403, 5]);
  });
});

describe('lists of station records named by a group', () => {
  it('refuse a group the user does not reach (403, 5) and serve one that leads to their stations', async () => {
    const supervisor = await t.login('lucia.herrero@demo.es');
    const groupsOf = (login: { body: { scope: { idgrupo: number }[] } }) =>
      new Set(login.body.scope.map((e) => e.idgrupo));
    const all = (await get('/api/v1/ambito/grupos?limit=100')).json().grupos as { idgrupo: number }[];
    const outside = all.find((g) => !groupsOf(supervisor).has(g.idgrupo))!.idgrupo;
    for (const path of ['/api/v1/prices', '/api/v1/productrelations', '/api/v1/pricechanges']) {
      const res = await get(`${path}?idgrupo=${outside}`, supervisor.headers);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().errorCode, path).toBe(5);
    }
    // A station manager (every permission, one station of the group): the group leads to it.
    const [one] = await t.db
      .select({ idlocal: stations.idlocal, idempresa: stations.idempresa, idgrupo: companies.idgrupo })
      .from(stations)
      .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
      .where(eq(companies.idgrupo, t.operatorGroup))
      .limit(1);
    const admin = (await t.login()).headers;
    const account = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/authaccount/',
        headers: admin,
        payload: {
          email: 'jefe.estacion@demo.es',
          nombre: 'Jefe de Estación',
          idauthgroup: (await t.login()).body.authgroup.id,
          password: 'Estacion2026x',
          scopes: [{ idgrupo: one!.idgrupo, idempresa: one!.idempresa, idlocal: one!.idlocal }],
        },
      })
    ).json();
    expect(account.id).toBeGreaterThan(0);
    const manager = (await t.login('jefe.estacion@demo.es', 'Estacion2026x')).headers;
    for (const path of ['/api/v1/prices', '/api/v1/productrelations', '/api/v1/pricechanges'])
      expect((await get(`${path}?idgrupo=${one!.idgrupo}`, manager)).statusCode, path).toBe(200);
    const grid = (await get(`/api/v1/prices?idgrupo=${one!.idgrupo}`, manager)).json();
    expect(grid.prices.map((p: { idlocal: number }) => p.idlocal)).toEqual([one!.idlocal]);
    expect(code(await get(`/api/v1/customers?idgrupo=${one!.idgrupo}`, manager))).toEqual([403, 5]);
  });
});
