import { maskCardNumber } from '@ac/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authFixture } from '../../modules/autorizacion/authorize-fixture';
import { useTestApp } from '../../test/build-app';
import { customers, vehicles } from '../schema';
import { DEMO_PIN, demoCardNumber } from './demo-cards';
import { backfillDemoCards } from './demo-cards-backfill';

const { t } = useTestApp();

describe('backfillDemoCards', () => {
  it('gives every demo card stored without its keyed hash the hash of its demo number, so it can be authorised', async () => {
    const f = await authFixture(t, t.admin);
    // Three demo vehicles of the terminal's group, as an older demo database kept them: a mask, no hash, no PIN.
    const legacy = await t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .innerJoin(customers, eq(customers.id, vehicles.idcliente))
      .where(
        and(
          eq(customers.idgrupo, f.terminal.idgrupo),
          eq(vehicles.activo, true),
          eq(vehicles.bloqueado, false),
          isNull(vehicles.deleted_at),
        ),
      )
      .orderBy(vehicles.id)
      .limit(3);
    const ids = legacy.map((v) => v.id);
    await t.db
      .update(vehicles)
      .set({ tarjeta: '7078 **** **** 0042', tarjeta_hash: null, pin_hash: null })
      .where(inArray(vehicles.id, ids));

    expect(await backfillDemoCards(t.db)).toBe(3);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(and(isNull(vehicles.tarjeta_hash), sql`${vehicles.tarjeta} <> ''`, isNull(vehicles.deleted_at)));
    expect(left!.n).toBe(0);
    const rows = await t.db.select().from(vehicles).where(inArray(vehicles.id, ids)).orderBy(vehicles.id);
    for (const v of rows) {
      expect(v.tarjeta).toBe(maskCardNumber(demoCardNumber(v.id)));
      expect(v.tienepin).toBe(true);
    }
    // The authoriser finds them (whatever else it then decides, the card is known).
    for (const id of ids) {
      const res = await f.send('', {
        tarjeta: demoCardNumber(id),
        pin: DEMO_PIN,
        productos: [{ idproducto: f.product('GOA').idproducto }],
        importe: 1,
      });
      expect(res.json().motivo).not.toBe('tarjeta desconocida');
    }
    // Run again: nothing left to do.
    expect(await backfillDemoCards(t.db)).toBe(0);
  });
});
