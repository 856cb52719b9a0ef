import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { dateRange } from '../lib/dates';
import { validationError } from '../lib/http-error';
import { decodeCursor, encodeCursor } from './paging';

// Counting a year of rows is not free: totals stop here and say so.
export const COUNT_CAP = 10_000;

export type DateListQuery = { datesince?: string; dateto?: string; limit: number; cursor?: string };

/**
 * Newest-first keyset paging over a table that grows without bound (tickets, operations, audit):
 * every query is a date range on an index that ends in (fecha, id).
 */
export async function dateList<T extends PgTable>(
  db: Db,
  table: T,
  cols: { fecha: AnyPgColumn; id: AnyPgColumn },
  q: DateListQuery,
  filters: (SQL | undefined)[],
) {
  const { from, until } = dateRange(q.datesince, q.dateto);
  if (from && until && from >= until)
    throw validationError({ dateto: 'La fecha final es anterior a la inicial' });
  const where = and(from && gte(cols.fecha, from), until && lt(cols.fecha, until), ...filters);
  let page = where;
  if (q.cursor) {
    const [fecha, id] = decodeCursor(q.cursor);
    const f = new Date(String(fecha));
    if (Number.isNaN(f.getTime())) throw validationError({ cursor: 'Cursor de paginación no válido' });
    page = and(where, or(lt(cols.fecha, f), and(eq(cols.fecha, f), lt(cols.id, Number(id)))));
  }
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(page)
      .orderBy(desc(cols.fecha), desc(cols.id))
      .limit(q.limit + 1),
    db
      .select({ one: cols.id })
      .from(table as PgTable)
      .where(where)
      .limit(COUNT_CAP + 1),
  ]);
  const more = rows.length > q.limit;
  const list = rows.slice(0, q.limit) as T['$inferSelect'][];
  const last = list[list.length - 1] as Record<string, unknown> | undefined;
  return {
    total: Math.min(counted.length, COUNT_CAP),
    totalcapped: counted.length > COUNT_CAP,
    nextCursor:
      more && last
        ? encodeCursor([(last[cols.fecha.name] as Date).toISOString(), last[cols.id.name] as number])
        : undefined,
    rows: list,
  };
}

/** `column = value` when the filter was given, nothing otherwise. */
export const eqIf = <V>(column: AnyPgColumn, value: V | undefined) =>
  value === undefined ? undefined : eq(column, value);
