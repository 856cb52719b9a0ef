import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prices } from '../../db/schema';

/**
 * The price each of these group products sells at now in a station (€ per unit, 3 decimals), by product
 * id. A product without a price at that station is absent from the map (the caller decides what that
 * means: the authoriser cannot turn euros into litres for it).
 */
export async function currentPrices(
  tx: Db | Tx,
  idestacion: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ idproducto: prices.idproducto, precio: prices.precio })
    .from(prices)
    .where(and(eq(prices.idlocal, idestacion), inArray(prices.idproducto, ids)));
  return new Map(rows.map((r) => [r.idproducto, r.precio]));
}
