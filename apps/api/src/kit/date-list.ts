import { eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { dateRange } from '../lib/dates';
import { validationError } from '../lib/http-error';
import { type ListPage, type ListSpec, listPage } from './list';

export type DateListQuery = { datesince?: string; dateto?: string; limit: number; cursor?: string };

/**
 * Newest-first keyset paging over a table that grows without bound (tickets, operations, audit,
 * movements): a date range on an index that ends in (fecha, id); the count only on the first page.
 * The id and date columns default to the table's `id` and `fecha`, as every such table names them.
 */
export async function dateList<R extends Record<string, unknown>>(
  database: Database,
  spec: Omit<ListSpec, 'sort' | 'limit' | 'cursor' | 'offset' | 'select' | 'idColumn'> & {
    idColumn?: AnyPgColumn;
    fecha?: AnyPgColumn;
    select?: ListSpec['select'];
  },
  q: DateListQuery,
): Promise<ListPage<R>> {
  const { from, until } = dateRange(q.datesince, q.dateto);
  if (from && until && from >= until)
    throw validationError({ dateto: 'La fecha final es anterior a la inicial' });
  const columns = getTableColumns(spec.table) as Record<string, AnyPgColumn>;
  const idColumn = spec.idColumn ?? columns.id;
  const fecha = spec.fecha ?? columns.fecha;
  if (!idColumn || !fecha) throw new Error('dateList: la tabla no tiene id o fecha; indíquelos');
  return listPage<R>(database, {
    ...spec,
    idColumn,
    select: spec.select ?? columns,
    where: [from && gte(fecha, from), until && lt(fecha, until), ...spec.where],
    sort: { key: 'fecha', column: fecha, direction: 'desc' },
    limit: q.limit,
    cursor: q.cursor,
  });
}

/** `column = value` when the filter was given, nothing otherwise. */
export const eqIf = <V>(column: AnyPgColumn, value: V | undefined): SQL | undefined =>
  value === undefined ? undefined : eq(column, value);
