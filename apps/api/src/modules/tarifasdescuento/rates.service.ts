import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerRates, customers, products, rates } from '../../db/schema';
import { validationError } from '../../lib/http-error';

type Line = { idproducto: number; valor: number };

/** A rate's lines as stored: each product of the rate's group (live), with its name for the spec's `producto`. */
export async function storedLines(db: Db | Tx, idgrupo: number, lineas: Line[]) {
  const ids = lineas.map((l) => l.idproducto);
  const rows = ids.length
    ? await db
        .select({ id: products.idproducto, idgrupo: products.idgrupo, descripcion: products.descripcion })
        .from(products)
        .where(and(inArray(products.idproducto, ids), isNull(products.deleted_at)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string> = {};
  lineas.forEach((l, i) => {
    const p = byId.get(l.idproducto);
    if (!p) errors[`lineas.${i}.idproducto`] = 'No existe el producto';
    else if (p.idgrupo !== idgrupo)
      errors[`lineas.${i}.idproducto`] = 'El producto no es del grupo de la tarifa';
  });
  if (Object.keys(errors).length) throw validationError(errors, 'Revise las líneas de la tarifa');
  return lineas.map((l) => ({
    idproducto: l.idproducto,
    producto: byId.get(l.idproducto)!.descripcion,
    valor: l.valor,
  }));
}

export type Period = { fechadesde: string; fechahasta: string | null };

/** The customer's periods of this rate that overlap the given one (its own row left out). */
export async function overlappingPeriods(
  db: Db | Tx,
  idcliente: number,
  idtarifa: number,
  period: Period,
  exceptId?: number,
) {
  return db
    .select({
      id: customerRates.id,
      fechadesde: customerRates.fechadesde,
      fechahasta: customerRates.fechahasta,
    })
    .from(customerRates)
    .where(
      and(
        eq(customerRates.idcliente, idcliente),
        eq(customerRates.idtarifa, idtarifa),
        isNull(customerRates.deleted_at),
        exceptId ? ne(customerRates.id, exceptId) : undefined,
        // [desde, hasta] ∩ [desde', hasta'] ≠ ∅, an open end being infinity.
        sql`${customerRates.fechadesde} <= coalesce(${period.fechahasta}::date, 'infinity'::date)`,
        sql`coalesce(${customerRates.fechahasta}, 'infinity'::date) >= ${period.fechadesde}::date`,
      ),
    );
}

const day = (d: string | null) => (d ? d.split('-').reverse().join('/') : 'sin fin');
export const describePeriod = (p: Period) =>
  p.fechahasta
    ? `del ${day(p.fechadesde)} al ${day(p.fechahasta)}`
    : `desde el ${day(p.fechadesde)}, sin fecha de fin`;

/**
 * Refuses a customer's period outside the rate's own validity (an open end is no limit), naming the date
 * that falls outside: a rate valid until 31/12/2026 cannot be given for 2027.
 */
export async function assertWithinRate(
  db: Db | Tx,
  idtarifa: number,
  period: { fechadesde: string; fechahasta?: string | null },
) {
  const [rate] = await db
    .select({ from: rates.fechadesde, to: rates.fechahasta })
    .from(rates)
    .where(eq(rates.idtarifa, idtarifa));
  if (!rate || (!rate.from && !rate.to)) return;
  const { from, to } = rate;
  const until = period.fechahasta ?? null;
  const validity =
    from && to ? `del ${day(from)} al ${day(to)}` : from ? `desde el ${day(from)}` : `hasta el ${day(to)}`;
  const message = `La tarifa solo es válida ${validity}`;
  const errors: Record<string, string> = {};
  if ((from && period.fechadesde < from) || (to && period.fechadesde > to)) errors.fechadesde = message;
  if (to && !until) errors.fechahasta = `Indique la fecha final: la tarifa solo es válida ${validity}`;
  else if (until && ((to && until > to) || (from && until < from))) errors.fechahasta = message;
  if (Object.keys(errors).length)
    throw validationError(errors, `Las fechas quedan fuera de la validez de la tarifa (${validity})`);
}

/** Refuses a customer rate whose dates overlap another period of the same rate for the same customer. */
export async function assertNoOverlap(
  db: Db | Tx,
  idcliente: number,
  idtarifa: number,
  period: Period,
  exceptId?: number,
) {
  const [other] = await overlappingPeriods(db, idcliente, idtarifa, period, exceptId);
  if (other)
    throw validationError(
      { fechadesde: `El cliente ya tiene esta tarifa ${describePeriod(other)}: las fechas se solapan` },
      'Las fechas se solapan con otro periodo de la misma tarifa',
    );
}

/**
 * Refuses a new validity for a rate that leaves some customer's period of it outside (an open end is no
 * limit): the customer would keep a discount the rate no longer gives. Names how many and the first one.
 */
export async function assertAssignmentsWithin(
  db: Db | Tx,
  idtarifa: number,
  validity: { fechadesde: string | null; fechahasta: string | null },
) {
  const { fechadesde: from, fechahasta: to } = validity;
  if (!from && !to) return;
  const before = sql`(${from}::date is not null and ${customerRates.fechadesde} < ${from}::date)`;
  const after = sql`(${to}::date is not null
    and coalesce(${customerRates.fechahasta}, 'infinity'::date) > ${to}::date)`;
  const rows = await db
    .select({
      nombre: customers.nombre,
      fechadesde: customerRates.fechadesde,
      fechahasta: customerRates.fechahasta,
      total: sql<number>`(count(*) over ())::int`,
      before: sql<boolean>`bool_or(${before}) over ()`,
      after: sql<boolean>`bool_or(${after}) over ()`,
    })
    .from(customerRates)
    .innerJoin(customers, eq(customers.id, customerRates.idcliente))
    .where(
      and(
        eq(customerRates.idtarifa, idtarifa),
        isNull(customerRates.deleted_at),
        sql`(${before} or ${after})`,
      ),
    )
    .orderBy(customerRates.fechadesde, customerRates.id)
    .limit(1);
  const first = rows[0];
  if (!first) return;
  const others = first.total > 1 ? ` y ${first.total - 1} más` : '';
  const message = `${first.nombre} tiene la tarifa ${describePeriod(first)}${others}: cambie antes esas fechas o quite la tarifa a esos clientes`;
  const errors: Record<string, string> = {};
  if (first.before) errors.fechadesde = message;
  if (first.after) errors.fechahasta = message;
  throw validationError(errors, 'La nueva validez deja fuera periodos de clientes con esta tarifa');
}
