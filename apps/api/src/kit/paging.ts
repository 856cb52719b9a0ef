import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { spanishOrder } from '../db/schema/columns';
import { validationError } from '../lib/http-error';

// Totals stop counting here ("más de 1.000"): a list of millions never walks them all to say how many.
export const COUNT_CAP = 1_000;

export type SortSpec = { key: string; column: AnyPgColumn; direction: 'asc' | 'desc' };

/** `sort=nombre` or `sort=-nombre`, limited to the declared keys (own keys only: `__proto__` is junk). */
export function parseSort(
  sort: string | undefined,
  keys: Record<string, AnyPgColumn>,
  fallback: string,
): SortSpec {
  const raw = sort || fallback;
  const direction = raw.startsWith('-') ? 'desc' : 'asc';
  const key = raw.replace(/^-/, '');
  const column = Object.hasOwn(keys, key) ? keys[key] : undefined;
  if (!column) throw validationError({ sort: `Orden no admitido; use ${Object.keys(keys).join(', ')}` });
  return { key, column, direction };
}

/** Text sorts follow Spanish order whatever the server's collation: Á with A, ñ after n, case ignored. */
export const isText = (column: AnyPgColumn) => /^(text|varchar|character varying)/.test(column.getSQLType());

/** The expression a list orders by (and a keyset compares). */
export const sortExpression = (column: AnyPgColumn): SQL =>
  isText(column) ? spanishOrder(column) : sql`${column}`;

/**
 * A cursor holds the exact sort key of the last row, as the database printed it (microseconds and all),
 * and its id. It is opaque to clients; anything but that shape is refused.
 */
export type Cursor = { value: string; id: number };

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.value, c.id])).toString('base64url');

export function decodeCursor(cursor: string): Cursor {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      v[0].length <= 300 &&
      !v[0].includes('\u0000') &&
      Number.isSafeInteger(v[1])
    ) {
      return { value: v[0], id: v[1] };
    }
  } catch {}
  throw validationError({ cursor: 'Cursor de paginación no válido' });
}

/** The SQL type a sort column's cursor value is read back as. */
const castOf = (column: AnyPgColumn) => column.getSQLType().replace(/\(.*\)$/, '');

/**
 * Rows after the cursor in the list's order, as a row-value comparison: PostgreSQL bounds the index scan
 * with it (an `or` of two conditions would only filter). Sort columns are NOT NULL, so nothing is skipped.
 */
export function afterCursor(sort: SortSpec, idColumn: AnyPgColumn, c: Cursor): SQL {
  const op = sql.raw(sort.direction === 'asc' ? '>' : '<');
  if (sort.column === idColumn) return sql`${idColumn} ${op} ${c.id}`;
  const value = isText(sort.column)
    ? sql`es_orden(${c.value}::text) collate "C"`
    : sql`cast(${c.value} as ${sql.raw(castOf(sort.column))})`;
  return sql`(${sortExpression(sort.column)}, ${idColumn}) ${op} (${value}, ${c.id})`;
}

export const orderOf = (sort: SortSpec, idColumn: AnyPgColumn): SQL[] => {
  const dir = sql.raw(sort.direction);
  return sort.column === idColumn
    ? [sql`${idColumn} ${dir}`]
    : [sql`${sortExpression(sort.column)} ${dir}`, sql`${idColumn} ${dir}`];
};

/** The text the next cursor carries for a row: selected with the page, so it is exact. */
export const cursorValue = (sort: SortSpec): SQL<string> => sql<string>`${sort.column}::text`;

/** Dates as ISO text on the wire; internal columns never leave. */
export function toWire<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'deleted_at' || k.startsWith('__')) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** `column = any(ids)` as one array parameter: the statement text stays the same whatever the count. */
export const inIds = (column: AnyPgColumn | SQL, ids: number[]): SQL =>
  ids.length ? sql`${column} = any(${sql.param(ids)}::int[])` : sql`false`;
