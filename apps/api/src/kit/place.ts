import {
  and,
  eq,
  type GetColumnData,
  getTableColumns,
  getTableName,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { notFound, outOfScope } from '../lib/http-error';
import type { ColumnOf, Parent, Scope, ScopeLevel } from '../lib/scope';

export type { ColumnOf, Parent };

import type { Actor } from '../plugins/session';
import { inIds } from './paging';

/** Where a record sits in the hierarchy: a level and the id of its node there. */
export type PlaceRef = { level: ScopeLevel; id: number };

/**
 * How a kind of record is placed:
 * - `column`: a column of its own names the node (a customer's `idgrupo`; a station's own `idlocal`).
 *   `container`, when given, is what a create or a move must be allowed in (a new group needs its
 *   commercial account covered; reading it needs only the group).
 * - `through`: a column names the parent record whose place it takes (a vehicle's `idcliente`).
 * With `fixed`, the record stays where it is: an update naming another node or parent is refused (400 on
 * that column, with this message).
 */
export type Place<T extends PgTable> = (
  | {
      level: ScopeLevel;
      column: ColumnOf<T>;
      container?: { level: ScopeLevel; column: ColumnOf<T> };
    }
  | { through: { fk: ColumnOf<T>; parent: Parent } }
) & { fixed?: string };

/** The condition a query adds so only rows whose `column` holds a covered node of `level` remain. */
export function scopeCondition(scope: Scope, level: ScopeLevel, column: AnyPgColumn | SQL): SQL | undefined {
  return scope.all ? undefined : inIds(column, scope.ids(level));
}

/** 403 errorCode 5 unless the node is covered. */
export function requireInScope(actor: Actor, place: PlaceRef | null | undefined): void {
  if (!place || !actor.scope.covers(place.level, place.id)) throw outOfScope();
}

/** The place of a parent record (null if it does not exist or is deleted). */
export async function placeOfParent(db: Db | Tx, parent: Parent, id: number): Promise<PlaceRef | null> {
  const [row] = await db
    .select({ place: parent.place })
    .from(parent.table)
    .where(and(eq(parent.key, id), parent.deleted ? isNull(parent.deleted) : undefined))
    .limit(1);
  return row ? { level: parent.level, id: Number(row.place) } : null;
}

/** A parent named by a write must exist (404) and be in scope (403); its place is returned. */
export async function requireParent(
  db: Db | Tx,
  actor: Actor,
  parent: Parent,
  id: number,
): Promise<PlaceRef> {
  const place = await placeOfParent(db, parent, id);
  if (!place) throw notFound(`No existe ${parent.noun}`);
  requireInScope(actor, place);
  return place;
}

/** Fails at start-up (and so in every test) when a declared column is not of the table it should be. */
export function assertColumnOf(table: PgTable, column: AnyPgColumn | undefined, what: string): void {
  if (!column || column.table !== table)
    throw new Error(`${what}: la columna no pertenece a la tabla ${getTableName(table)}`);
}

export const liveRows = (table: PgTable): SQL | undefined => {
  const deleted = (getTableColumns(table) as Record<string, AnyPgColumn>).deleted_at;
  return deleted ? isNull(deleted) : undefined;
};

/**
 * The first live row of `id`'s table matching `conditions`, other than the record `except` (the one being
 * updated): what a uniqueness rule checks before the database does, to answer with a clear message.
 * `fields`: what to read of it (its id by default).
 */
export async function otherLiveRow<S extends Record<string, AnyPgColumn> = { id: AnyPgColumn }>(
  executor: Db | Tx,
  id: AnyPgColumn,
  conditions: SQL[],
  { except, fields }: { except?: number; fields?: S } = {},
) {
  const rows = await executor
    .select(fields ?? { id })
    .from(id.table as PgTable)
    .where(and(...conditions, liveRows(id.table), except ? ne(id, except) : undefined))
    .limit(1);
  return rows[0] as { [K in keyof S]: GetColumnData<S[K]> } | undefined;
}

export const noCondition = sql`true`;
