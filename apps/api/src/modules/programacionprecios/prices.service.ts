import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { priceChanges, priceHistory, prices, products } from '../../db/schema';

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

/**
 * Applies the scheduled changes that are due: each becomes the station's price and a history row, and is
 * marked `aplicado`, once. The due rows are taken with `FOR UPDATE SKIP LOCKED` inside one transaction,
 * so two API instances (or two ticks) running at the same moment share the work and never apply a change
 * twice; a change older than the price already in force is recorded but leaves the price as it is.
 */
export async function applyDuePriceChanges(db: Db, now = new Date(), batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(priceChanges)
      .where(
        and(
          eq(priceChanges.estado, 'pendiente'),
          isNull(priceChanges.deleted_at),
          lte(priceChanges.fechaefectiva, now),
        ),
      )
      .orderBy(asc(priceChanges.fechaefectiva), asc(priceChanges.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    // The products still there, read once for the batch (not once per change).
    const productIds = [...new Set(due.map((c) => c.idproducto))];
    const existing = productIds.length
      ? await tx
          .select({ idproducto: products.idproducto })
          .from(products)
          .where(and(inArray(products.idproducto, productIds), isNull(products.deleted_at)))
      : [];
    const live = new Set(existing.map((p) => p.idproducto));
    for (const change of due) {
      if (!live.has(change.idproducto)) {
        await tx
          .update(priceChanges)
          .set({ estado: 'error', mensaje: 'El producto ya no existe', version: change.version + 1 })
          .where(eq(priceChanges.id, change.id));
        continue;
      }
      await tx
        .insert(prices)
        .values({
          idlocal: change.idlocal,
          idproducto: change.idproducto,
          precio: change.precio,
          desde: change.fechaefectiva,
          idcambio: change.id,
        })
        .onConflictDoUpdate({
          target: [prices.idlocal, prices.idproducto],
          set: { precio: change.precio, desde: change.fechaefectiva, idcambio: change.id },
          setWhere: sql`${prices.desde} <= ${change.fechaefectiva}`,
        });
      await tx.insert(priceHistory).values({
        idlocal: change.idlocal,
        idproducto: change.idproducto,
        precio: change.precio,
        fecha: change.fechaefectiva,
        idcambio: change.id,
      });
      await tx
        .update(priceChanges)
        .set({ estado: 'aplicado', aplicado: now, version: change.version + 1 })
        .where(eq(priceChanges.id, change.id));
    }
    return due.length;
  });
}

/** Runs `applyDuePriceChanges` every `everyMs` (0: never) while the app is up. */
export function startPriceScheduler(
  db: Db,
  everyMs: number,
  log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void },
) {
  if (!everyMs) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // A full batch means more may be due: go on at once.
      let n: number;
      do {
        n = await applyDuePriceChanges(db);
        if (n) log.info({ aplicados: n }, 'cambios de precio aplicados');
      } while (n === 200);
    } catch (err) {
      log.error({ err }, 'no se han podido aplicar los cambios de precio');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
