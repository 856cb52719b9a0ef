import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import {
  companies,
  priceChanges,
  priceHistory,
  priceLimits,
  prices,
  products,
  stations,
  webAudit,
} from '../../db/schema';
import { expectInvalid, scopedWriter, useTestApp } from '../../test/build-app';
import { applyDuePriceChanges } from './prices.service';

const { t, get, send } = useTestApp();
let writer: Record<string, string>;
let goa: number;
let own: number[];
let foreignStation: number;

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
  const [p] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.codigo, 'GOA'), eq(products.idgrupo, t.operatorGroup)));
  goa = p!.idproducto;
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
    expect(res.json()).toMatchObject({
      estado: 'cancelado',
      mensaje: 'Cancelado: Error de precio',
      version: 2,
    });
    const again = await send(
      'PATCH',
      '/api/v1/pricechanges/cancel',
      { id: change.id, motivo: 'Otra vez' },
      writer,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se cancela un cambio pendiente: este está cancelado');
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(
        and(
          eq(webAudit.recurso, 'cambio_precio'),
          eq(webAudit.accion, 'cancelacion'),
          eq(webAudit.idregistro, String(change.id)),
        ),
      );
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

  it('checks permission (operator: 4) and scope (another group’s station: 5)', async () => {
    const code = (res: { statusCode: number; json(): { errorCode?: number } }) => [
      res.statusCode,
      res.json().errorCode,
    ];
    expect(code(await get(`/api/v1/prices?idgrupo=${t.operatorGroup}`, t.operator))).toEqual([403, 4]);
    expect(code(await get('/api/v1/pricechanges', t.operator))).toEqual([403, 4]);
    expect(code(await schedule({}, t.operator))).toEqual([403, 4]);
    expect(code(await schedule({ idlocales: [foreignStation] }, writer))).toEqual([403, 5]);
    expect(
      code(await get(`/api/v1/prices/history?idlocal=${foreignStation}&idproducto=${goa}`, writer)),
    ).toEqual([403, 5]);
    const grid = (await get(`/api/v1/prices?idgrupo=${t.otherGroup}`, writer)).json();
    expect(grid.prices).toEqual([]);
  });
});
