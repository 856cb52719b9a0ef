import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { priceChanges, priceHistory, prices, products, terminals } from '../../db/schema';
import { inIds } from '../../kit/paging';

/** A terminal seen this recently (any call with its key) is online: it takes the changes of its station. */
export const ONLINE_WINDOW_MINUTES = 15;
/** A change sent to a station and not confirmed in this time is an error (the station may never have it). */
export const CONFIRM_WITHIN_HOURS = 24;

/** How many online terminals each of these stations has (active, with a key, seen in the window). */
async function onlineTerminals(tx: Tx, stationIds: number[]): Promise<Map<number, number>> {
  if (!stationIds.length) return new Map();
  const rows = await tx
    .select({ idlocal: terminals.idlocal, n: sql<number>`count(*)`.mapWith(Number) })
    .from(terminals)
    .where(
      and(
        inIds(terminals.idlocal, stationIds),
        eq(terminals.activo, true),
        isNull(terminals.deleted_at),
        sql`${terminals.clave_hash} is not null`,
        sql`${terminals.ultimaconexion} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES})`,
      ),
    )
    .groupBy(terminals.idlocal);
  return new Map(rows.map((r) => [r.idlocal, r.n]));
}

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
 * Applies the scheduled changes that are due: each becomes the station's price and a history row, once, and
 * is marked `enviado` (queued to the station's online terminals, which confirm it) or, when the station has
 * no online terminal, `aplicado` at once (the centre's price is what the authoriser uses; a terminal that
 * comes back reads the prices now). The due rows are taken with `FOR UPDATE SKIP LOCKED` inside one transaction,
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
    const online = await onlineTerminals(tx, [...new Set(due.map((c) => c.idlocal))]);
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
      const n = online.get(change.idlocal) ?? 0;
      await tx
        .update(priceChanges)
        .set(
          n
            ? {
                estado: 'enviado',
                enviado: now,
                mensaje: `Enviado a ${n === 1 ? 'un terminal' : `${n} terminales`} de la estación: falta su confirmación`,
                version: change.version + 1,
              }
            : {
                estado: 'aplicado',
                aplicado: now,
                mensaje: 'Aplicado en el centro: la estación no tenía terminales en línea',
                version: change.version + 1,
              },
        )
        .where(eq(priceChanges.id, change.id));
    }
    return due.length;
  });
}

/** Sent changes no terminal confirmed in CONFIRM_WITHIN_HOURS become errors that say so. */
export async function expireUnconfirmed(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(priceChanges)
    .set({
      estado: 'error',
      mensaje: `La estación no ha confirmado el cambio en ${CONFIRM_WITHIN_HOURS} horas`,
      version: sql`${priceChanges.version} + 1`,
    })
    .where(
      and(
        eq(priceChanges.estado, 'enviado'),
        lt(priceChanges.enviado, new Date(now.getTime() - CONFIRM_WITHIN_HOURS * 3_600_000)),
      ),
    )
    .returning({ id: priceChanges.id });
  return rows.length;
}

export type Confirmation = { id: number; resultado: 'aplicado' | 'error'; motivo?: string };

/**
 * A terminal's word on changes sent to its station: `aplicado`, or `error` with the station's reason. Only
 * changes of that station in `enviado` move (once: the row is updated only from that state, so a repeated
 * or concurrent confirmation changes nothing); the answer is each change's state after it. A change of
 * another station, or one that does not exist, is answered as not found.
 */
export async function confirmPriceChanges(
  tx: Tx,
  idlocal: number,
  items: Confirmation[],
  now = new Date(),
): Promise<{
  moved: (typeof priceChanges.$inferSelect)[];
  states: { id: number; estado: string; mensaje: string }[];
}> {
  const moved: (typeof priceChanges.$inferSelect)[] = [];
  for (const c of items) {
    const set =
      c.resultado === 'aplicado'
        ? { estado: 'aplicado', aplicado: now, mensaje: 'Confirmado por la estación' }
        : { estado: 'error', mensaje: `La estación no lo ha podido aplicar: ${c.motivo}` };
    const [row] = await tx
      .update(priceChanges)
      .set({ ...set, version: sql`${priceChanges.version} + 1` })
      .where(
        and(eq(priceChanges.id, c.id), eq(priceChanges.idlocal, idlocal), eq(priceChanges.estado, 'enviado')),
      )
      .returning();
    if (row) moved.push(row);
  }
  const ids = items.map((c) => c.id);
  const states = await tx
    .select({ id: priceChanges.id, estado: priceChanges.estado, mensaje: priceChanges.mensaje })
    .from(priceChanges)
    .where(
      and(inIds(priceChanges.id, ids), eq(priceChanges.idlocal, idlocal), isNull(priceChanges.deleted_at)),
    )
    .orderBy(priceChanges.id);
  return { moved, states };
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
      const expired = await expireUnconfirmed(db);
      if (expired) log.info({ sinconfirmar: expired }, 'cambios de precio sin confirmar pasan a error');
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
