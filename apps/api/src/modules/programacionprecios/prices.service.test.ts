import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prices } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { currentPrices } from './prices.service';

const { t } = useTestApp();

describe('currentPrices', () => {
  it('gives each asked product’s price now at the station (3 decimals, exact), absent when it has none', async () => {
    const [row] = await t.db.select().from(prices).limit(1);
    const others = await t.db.select().from(prices).where(eq(prices.idlocal, row!.idlocal));
    const ids = others.map((p) => p.idproducto);
    const got = await currentPrices(t.db, row!.idlocal, [...ids, ids[0]!, 99999999]);
    expect(got.size).toBe(ids.length);
    for (const p of others) expect(got.get(p.idproducto)).toBe(p.precio);
    expect(got.has(99999999)).toBe(false);
    expect(await currentPrices(t.db, row!.idlocal, [])).toEqual(new Map());
    // Stored as thousandths of a euro: no float drift.
    const res = (await t.db.execute(
      sql`select precio from precios where idlocal = ${row!.idlocal} and idproducto = ${row!.idproducto}`,
    )) as unknown as { rows: { precio: number }[] };
    expect(Number(res.rows[0]!.precio)).toBe(Math.round(row!.precio * 1000));
  });
});
