import { maskCardNumber } from '@ac/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { cardKey } from '../../lib/cards';
import type { Db } from '../client';
import { authAccounts, vehicles } from '../schema';
import { DEMO_PIN, demoCardNumber } from './demo-cards';

/**
 * Demo databases seeded before cards had their keyed hash (issue 13) keep vehicles with a masked card that
 * the authoriser cannot find: those numbers were never stored. In a demo database every card is the demo
 * one derived from its vehicle's id (what the simulator and the tests type), so each such card gets that
 * number's hash and mask, and the demo PIN if it had none. Only where the demo data lives (its
 * administrator account exists): a real centre's old cards are typed again by its staff. Returns how many.
 */
export async function backfillDemoCards(db: Db): Promise<number> {
  const [demo] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(eq(authAccounts.email, 'admin@demo.es'))
    .limit(1);
  if (!demo) return 0;
  const legacy = await db
    .select({ id: vehicles.id, pin: vehicles.pin_hash })
    .from(vehicles)
    .where(and(isNull(vehicles.tarjeta_hash), ne(vehicles.tarjeta, ''), isNull(vehicles.deleted_at)));
  if (!legacy.length) return 0;
  const key = await cardKey(db);
  const pin = key.hashPin(DEMO_PIN);
  const ids = legacy.map((v) => v.id);
  const masks = ids.map((id) => maskCardNumber(demoCardNumber(id)));
  const hashes = ids.map((id) => key.hashCard(demoCardNumber(id)));
  // One statement; a number somebody already typed for another vehicle is left alone (the hash is unique).
  const rows = await db.execute(sql`
    update ${vehicles} v
       set tarjeta = x.mask, tarjeta_hash = x.hash, pin_hash = coalesce(v.pin_hash, ${pin}), pinerroneos = 0
      from unnest(${sql.param(ids)}::int[], ${sql.param(masks)}::text[], ${sql.param(hashes)}::text[]) as x(id, mask, hash)
     where v.id = x.id and v.tarjeta_hash is null
       and not exists (select 1 from ${vehicles} o where o.tarjeta_hash = x.hash and o.deleted_at is null)
    returning v.id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
