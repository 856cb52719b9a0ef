import { createHash } from 'node:crypto';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/client';
import {
  afterCursor,
  COUNT_CAP,
  type Cursor,
  cursorValue,
  decodeCursor,
  encodeCursor,
  orderOf,
  type SortSpec,
} from './paging';
import { liveRows, type Parent } from './place';

/** A left-joined name shown with each row (a customer's group name): `on` is [joined key, own column]. */
export type Lookup = { column: AnyPgColumn; on: [AnyPgColumn, AnyPgColumn] };

export type ListSpec = {
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Wire name → column (own, the parent's or a lookup's) or expression. */
  select: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
  /** Inner-joined parent (scope through a parent): only rows of live parents. */
  parent?: { parent: Parent; fk: AnyPgColumn };
  lookups?: Lookup[];
  where: (SQL | undefined)[];
  sort: SortSpec;
  limit: number;
  offset?: number;
  cursor?: string;
  /** Count the matches (first pages of lists); off for single-record reads. */
  count?: boolean;
  /**
   * Run as a named prepared statement (default). Off for a free-text search: its best plan depends on
   * how much the text matches (walk the sort index for a broad one, the trigram index for a narrow one),
   * so each is planned with its own value instead of one generic plan for all.
   */
  prepare?: boolean;
};

export type ListPage<R> = {
  total?: number;
  totalcapped?: boolean;
  nextCursor?: string;
  rows: R[];
};

/** A statement's name for the server's plan cache: the same text always gets the same name. */
const statementName = (text: string) =>
  `l_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

type Runnable<T> = PromiseLike<T> & {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
};

/**
 * Runs a query as a named prepared statement on PostgreSQL (planned once per connection, not per request);
 * PGlite runs it as it is.
 */
export async function runPrepared<T>(database: Database, query: Runnable<T>): Promise<T> {
  if (database.kind !== 'pg') return query;
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/**
 * One statement per page: the rows, the names they show (joined), the sort key of each for the next cursor
 * and, on a first page only, the count up to COUNT_CAP as a scalar subquery of the same statement.
 */
export async function listPage<R extends Record<string, unknown>>(
  database: Database,
  spec: ListSpec,
): Promise<ListPage<R>> {
  const { db } = database;
  const cursor: Cursor | undefined = spec.cursor ? decodeCursor(spec.cursor) : undefined;
  const where = and(
    liveRows(spec.table),
    spec.parent?.parent.deleted ? sql`${spec.parent.parent.deleted} is null` : undefined,
    ...spec.where,
  );
  // The joins change the query's type, not what the page reads (its selection names every field).
  const joined = <Q extends PgSelect>(q: Q, withLookups = true): Q => {
    let out = q as PgSelect;
    if (spec.parent)
      out = out.innerJoin(spec.parent.parent.table, eq(spec.parent.parent.key, spec.parent.fk)) as PgSelect;
    if (withLookups) {
      // Two names from one joined table (a rate's name and type) share its join.
      const joinedTables = new Set<unknown>();
      for (const l of spec.lookups ?? []) {
        if (joinedTables.has(l.column.table)) continue;
        joinedTables.add(l.column.table);
        out = out.leftJoin(l.column.table, eq(l.on[0], l.on[1])) as PgSelect;
      }
    }
    return out as Q;
  };
  // The matches, up to one more than the cap: what a count walks at most (lookups do not change it).
  const cappedMatches = () =>
    joined(db.select({ one: sql`1` }).from(spec.table).$dynamic(), false)
      .where(where)
      .limit(COUNT_CAP + 1);
  const counted = !cursor && spec.count !== false;
  const selection: Record<string, AnyPgColumn | SQL.Aliased | SQL> = {
    ...spec.select,
    __cursor: cursorValue(spec.sort),
  };
  if (counted) {
    selection.__total = sql<number>`(select count(*) from (${cappedMatches() as SQLWrapper}) capped)`.mapWith(
      Number,
    );
  }
  const query = joined(
    (db as Db)
      .select(selection as Record<string, AnyPgColumn>)
      .from(spec.table)
      .$dynamic(),
  )
    .where(and(where, cursor ? afterCursor(spec.sort, spec.idColumn, cursor) : undefined))
    .orderBy(...orderOf(spec.sort, spec.idColumn))
    .limit(spec.limit + 1)
    .offset(cursor ? 0 : (spec.offset ?? 0));
  const rows = (await (spec.prepare === false ? query : runPrepared(database, query))) as unknown as (R & {
    __cursor: string;
    __total?: number;
  })[];

  let total: number | undefined;
  if (counted) {
    total = rows[0]?.__total;
    // An offset past the end returns no row to carry the count: count on its own.
    if (total === undefined) {
      total = spec.offset
        ? ((
            await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(cappedMatches().as('capped'))
          )[0]?.n ?? 0)
        : 0;
    }
  }
  const more = rows.length > spec.limit;
  const page = more ? rows.slice(0, spec.limit) : rows;
  const last = page.at(-1);
  return {
    ...(total === undefined ? {} : { total: Math.min(total, COUNT_CAP), totalcapped: total > COUNT_CAP }),
    ...(more && last
      ? { nextCursor: encodeCursor({ value: last.__cursor, id: Number(last[spec.idColumn.name]) }) }
      : {}),
    rows: page as R[],
  };
}
