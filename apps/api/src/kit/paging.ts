import type { ListQuery } from '@ac/shared';
import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { validationError } from '../lib/http-error';

export type SortSpec = { column: AnyPgColumn; direction: 'asc' | 'desc' };

/** `sort=nombre` or `sort=-nombre`, limited to the declared keys. */
export function parseSort(
  sort: string | undefined,
  keys: Record<string, AnyPgColumn>,
  fallback: string,
): { key: string; spec: SortSpec } {
  const raw = sort || fallback;
  const direction = raw.startsWith('-') ? 'desc' : 'asc';
  const key = raw.replace(/^-/, '');
  const column = keys[key];
  if (!column) throw validationError({ sort: `Orden no admitido; use ${Object.keys(keys).join(', ')}` });
  return { key, spec: { column, direction } };
}

type CursorValue = string | number | boolean | null;

export const encodeCursor = (values: CursorValue[]) =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

export function decodeCursor(cursor: string): CursorValue[] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2) return v;
  } catch {}
  throw validationError({ cursor: 'Cursor de paginación no válido' });
}

/** Keyset condition after (value, id) in the given order; the id breaks ties so pages never overlap. */
export function afterCursor(sort: SortSpec, idColumn: AnyPgColumn, cursor: CursorValue[]): SQL | undefined {
  const [value, id] = cursor;
  const cmp = sort.direction === 'asc' ? gt : lt;
  if (sort.column === idColumn) return cmp(idColumn, id);
  return or(cmp(sort.column, value), and(eq(sort.column, value), cmp(idColumn, id)));
}

export const orderOf = (sort: SortSpec, idColumn: AnyPgColumn) => {
  const dir = sort.direction === 'asc' ? asc : desc;
  return sort.column === idColumn ? [dir(idColumn)] : [dir(sort.column), dir(idColumn)];
};

export type Page<T> = { rows: T[]; nextCursor?: string };

/** Cuts the extra row fetched to know whether a next page exists. */
export function pageOf<T extends Record<string, unknown>>(
  rows: T[],
  q: ListQuery,
  sortKey: string,
  idKey: string,
): Page<T> {
  if (rows.length <= q.limit) return { rows };
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1]!;
  const sortValue = last[sortKey];
  return {
    rows: page,
    nextCursor: encodeCursor([
      sortValue instanceof Date ? sortValue.toISOString() : (sortValue as CursorValue),
      last[idKey] as CursorValue,
    ]),
  };
}

/** Dates as ISO text on the wire. */
export function toWire<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'deleted_at') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
