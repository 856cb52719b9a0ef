import { createHash } from 'node:crypto';
import { type PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { and, Column, eq, is, noopDecoder, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../db/client';
import { literal } from '../lib/sql-literal';
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
  /**
   * Rows as they go on the wire (what `toWire` makes of them: dates as ISO text, internal columns left
   * out), built in one pass as the driver's rows are read.
   */
  wire?: boolean;
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

/** A field of a page: a column, an expression, or an aliased expression (its alias is the wire name). */
type Field = AnyPgColumn | SQL.Aliased | SQL;
type Decoder = { mapFromDriverValue(value: unknown): unknown };

const dialect = new PgDialect();
const fieldSql = (f: Field): SQLWrapper => (is(f, SQL.Aliased) ? f.sql : f);
/** How the value of a field is read back: as Drizzle's own mapping does (a column's, or a `mapWith`'s). */
const decoderOf = (f: Field): Decoder | undefined => {
  if (is(f, Column)) return f;
  const decoder = ((is(f, SQL.Aliased) ? f.sql : f) as unknown as { decoder?: Decoder }).decoder;
  // Drizzle's no-op decoder maps nothing: skip the call.
  return decoder === noopDecoder ? undefined : decoder;
};

/** A number per object (column, table, expression) for the shape keys below. */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;
const idOf = (o: object | undefined) => {
  if (!o) return 0;
  let id = objectIds.get(o);
  if (id === undefined) {
    id = nextObjectId++;
    objectIds.set(o, id);
  }
  return id;
};

/**
 * One kind of page: its SQL text (built once), its statement name, the parameters its selection holds,
 * and how each returned column becomes a field of the row.
 */
type Shape = {
  name: string | undefined;
  text: string;
  selectParams: unknown[];
  keys: string[];
  /** A driver's row (an array) as the page's row object. */
  row: (values: unknown[]) => Record<string, unknown>;
  /** A wire row (dates as ISO text, internal columns left out), when the page asks for one. */
  wireRow: (values: unknown[]) => Record<string, unknown>;
  cursorAt: number;
  totalAt: number;
  idAt: number;
};

const baseDecode = Column.prototype.mapFromDriverValue;
const isoIfDate = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/**
 * The function that makes a row object from a driver's array: one object literal with the fields in
 * order (as fast as a hand-written mapping), each value decoded as Drizzle would (null stays null).
 * `wire`: what `toWire` then gives, in the same pass.
 */
function rowBuilder(keys: string[], decoders: (Decoder | undefined)[], wire: boolean) {
  const fns: ((v: unknown) => unknown)[] = [];
  const parts: string[] = [];
  keys.forEach((key, i) => {
    if (wire && (key === 'deleted_at' || key.startsWith('__'))) return;
    const d = decoders[i];
    const decode =
      d && d.mapFromDriverValue !== baseDecode ? (v: unknown) => d.mapFromDriverValue(v) : undefined;
    const fn = wire ? (decode ? (v: unknown) => isoIfDate(decode(v)) : isoIfDate) : decode;
    const read = `a[${i}]`;
    if (!fn) parts.push(`${JSON.stringify(key)}: ${read}`);
    else {
      fns.push(fn);
      parts.push(`${JSON.stringify(key)}: ${read} === null ? null : f[${fns.length - 1}](${read})`);
    }
  });
  return new Function('f', `return (a) => ({${parts.join(',\n')}});`)(fns) as (
    values: unknown[],
  ) => Record<string, unknown>;
}

// Shapes are few (a list's filters and sorts); an expression built anew per request would add one each
// time, so the cache is dropped when it grows past this.
const MAX_SHAPES = 2_000;
const shapes = new Map<string, Shape>();

/** What does not depend on the request's values: the table, the selection, the joins and the order. */
function staticKey(spec: ListSpec, counted: boolean): string {
  const p = spec.parent;
  let key = `${idOf(spec.table)}.${idOf(spec.idColumn)}.${idOf(spec.sort.column)}.${spec.sort.direction}.${
    counted ? 'c' : ''
  }${spec.prepare === false ? 'u' : 'p'}`;
  if (p) key += `/${idOf(p.parent.table)}.${idOf(p.parent.key)}.${idOf(p.parent.deleted)}.${idOf(p.fk)}`;
  for (const l of spec.lookups ?? []) key += `/${idOf(l.column)}.${idOf(l.on[0])}.${idOf(l.on[1])}`;
  for (const k in spec.select) key += `|${k}=${idOf(spec.select[k])}`;
  return key;
}

const wholeNumber = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`listPage: límite no válido ${n}`);
  return n;
};

/** The page's statement: rows, joined names, each row's cursor value and, on first pages, the capped count. */
function composeStatement(
  spec: ListSpec,
  where: SQL | undefined,
  counted: boolean,
  limit: number,
  offset: number,
) {
  const fields: [string, Field][] = [...Object.entries(spec.select), ['__cursor', cursorValue(spec.sort)]];
  const parentJoin = spec.parent
    ? sql` inner join ${spec.parent.parent.table} on ${eq(spec.parent.parent.key, spec.parent.fk)}`
    : undefined;
  const lookupJoins: SQL[] = [];
  // Two names from one joined table (a rate's name and type) share its join.
  const joinedTables = new Set<unknown>();
  for (const l of spec.lookups ?? []) {
    if (joinedTables.has(l.column.table)) continue;
    joinedTables.add(l.column.table);
    lookupJoins.push(sql` left join ${l.column.table} on ${eq(l.on[0], l.on[1])}`);
  }
  const whereSql = where ? sql` where ${where}` : undefined;
  // The matches, up to one more than the cap: what a count walks at most (lookups do not change it).
  const count = counted
    ? sql`, (select count(*) from (select 1 from ${spec.table}${parentJoin}${whereSql} limit ${sql.raw(
        String(COUNT_CAP + 1),
      )}) capped) as "__total"`
    : undefined;
  const columns = sql.join(
    fields.map(([k, f]) => sql`${fieldSql(f)} as ${sql.identifier(k)}`),
    sql`, `,
  );
  // The limit (a page size) and a zero offset are part of the text: with them as parameters PostgreSQL
  // costs the generic plan for an unknown limit (a tenth of the table) and plans every execution anew.
  const statement = sql`select ${columns}${count} from ${spec.table}${parentJoin}${sql.join(lookupJoins)}${whereSql} order by ${sql.join(
    orderOf(spec.sort, spec.idColumn),
    sql`, `,
  )} limit ${sql.raw(String(wholeNumber(limit)))}${offset ? sql` offset ${offset}` : undefined}`;
  return {
    statement,
    keys: [...fields.map(([k]) => k), ...(counted ? ['__total'] : [])],
    decoders: [...fields.map(([, f]) => decoderOf(f)), ...(counted ? [{ mapFromDriverValue: Number }] : [])],
  };
}

function shapeOf(
  spec: ListSpec,
  where: SQL | undefined,
  whereParams: unknown[],
  counted: boolean,
  limit: number,
  offset: boolean,
  key: string,
) {
  const known = shapes.get(key);
  if (known) return known;
  const { statement, keys, decoders } = composeStatement(spec, where, counted, limit, offset ? 1 : 0);
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // The parameters are the selection's (fixed), then the condition's (twice when counted), and the offset.
  const tail = (counted ? 2 : 1) * whereParams.length + (offset ? 1 : 0);
  const selectParams = params.slice(0, params.length - tail);
  const expected = [...selectParams, ...(counted ? whereParams : []), ...whereParams];
  if (params.length < tail || expected.some((p, i) => p !== params[i]))
    throw new Error(`listPage: parámetros inesperados en ${text}`);
  const shape: Shape = {
    name: spec.prepare === false ? undefined : statementName(text),
    text,
    selectParams,
    keys,
    row: rowBuilder(keys, decoders, false),
    wireRow: rowBuilder(keys, decoders, true),
    cursorAt: keys.indexOf('__cursor'),
    totalAt: keys.indexOf('__total'),
    idAt: keys.indexOf(spec.idColumn.name),
  };
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(key, shape);
  return shape;
}

// What Drizzle's node-postgres driver reads as text (dates and intervals), so the columns' own mapping
// gives the same values as a Drizzle query.
const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const raw = (value: unknown) => value;
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? raw : pg.types.getTypeParser(oid, format as 'text'),
};
const pgliteParsers = {
  [pgliteTypes.TIMESTAMP]: raw,
  [pgliteTypes.TIMESTAMPTZ]: raw,
  [pgliteTypes.INTERVAL]: raw,
  [pgliteTypes.DATE]: raw,
};

/** The page's rows as arrays, straight from the driver (named prepared statement on PostgreSQL). */
async function runShape(database: Database, shape: Shape, params: unknown[]): Promise<unknown[][]> {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'pg') {
    const pool = client as pg.Pool;
    const result = await pool.query<unknown[]>({
      name: shape.name,
      text: shape.text,
      values: params,
      rowMode: 'array',
      types: pgTypes as never,
    });
    return result.rows;
  }
  const pglite = client as PGlite;
  if (shape.name && (await preparedOnPglite(pglite, shape))) {
    // EXECUTE in the simple protocol: one call into the engine, with the plan it keeps.
    const args = params.length ? `(${params.map(executeArg).join(', ')})` : '';
    try {
      const [result] = await pglite.exec(`EXECUTE "${shape.name}"${args}`, { rowMode: 'array' });
      return JSON.parse(result!.rows[0]![0] as string) as unknown[][];
    } catch (err) {
      // Deallocated meanwhile (the cache was full): the statement as it is, below.
      if ((err as { code?: string }).code !== '26000') throw err;
    }
  }
  const result = await pglite.query<unknown[]>(shape.text, params, {
    rowMode: 'array',
    parsers: pgliteParsers,
  });
  return result.rows;
}

// Types whose JSON is the value PGlite's parser would give (numbers, booleans, text, json, arrays of them);
// the others (dates as PostgreSQL writes them, numeric as exact text) travel as their text.
const SAME_IN_JSON = new Set([
  pgliteTypes.BOOL,
  pgliteTypes.INT2,
  pgliteTypes.INT4,
  pgliteTypes.INT8,
  pgliteTypes.FLOAT4,
  pgliteTypes.FLOAT8,
  pgliteTypes.TEXT,
  pgliteTypes.VARCHAR,
  pgliteTypes.BPCHAR,
  pgliteTypes.JSON,
  pgliteTypes.JSONB,
  1000, // bool[]
  1005, // int2[]
  1007, // int4[]
  1016, // int8[]
  1009, // text[]
  1015, // varchar[]
]);

/**
 * A page's statement answering its rows as one JSON text, each row an array of its columns in order. The
 * subquery's own ORDER BY sets the order json_agg reads its rows in (as PostgREST relies on).
 */
function asOneJson(text: string, types: number[]): string {
  const values = types.map((type, i) => (SAME_IN_JSON.has(type) ? `t.c${i}` : `t.c${i}::text`));
  const columns = types.map((_, i) => `c${i}`).join(', ');
  return `select coalesce(json_agg(json_build_array(${values.join(', ')})), '[]')::text from (${text}) as t(${columns})`;
}

/** A value as an argument of EXECUTE: a literal, arrays (`= any(…)`) as array text the parameter's type reads. */
const executeArg = (value: unknown): string =>
  Array.isArray(value)
    ? literal(
        `{${value.map((v) => (typeof v === 'number' ? String(v) : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`,
      )
    : literal(value);

// PGlite has no named statements in its query API: a page's statement is PREPAREd once per database (its
// one session keeps it) and EXECUTEd with the values as literals, which saves parsing and planning a
// long statement on every request (a 50-row page of customers: 18–40 ms → 6 ms on a busy box).
// Kept statements also return the page as one JSON text (`asOneJson`): PGlite copies every field of every
// row into a buffer of its own before decoding it, half the time of a 50-row page (2.4–2.9 ms → 1.0 ms).
const pglitePrepared = new WeakMap<PGlite, Map<string, Promise<boolean>>>();
const MAX_PGLITE_PREPARED = 1_000;

/** Whether the shape's statement is prepared on this PGlite (false if PostgreSQL cannot prepare it). */
function preparedOnPglite(pglite: PGlite, shape: Shape): Promise<boolean> {
  let known = pglitePrepared.get(pglite);
  if (!known) {
    known = new Map();
    pglitePrepared.set(pglite, known);
  }
  const name = shape.name!;
  let state = known.get(name);
  if (!state) {
    const full = known.size >= MAX_PGLITE_PREPARED;
    if (full) known.clear();
    // Requests of a new shape at once share the one PREPARE. A parameter whose type the statement does
    // not tell cannot be prepared: such a page runs as before. The column types come from PostgreSQL's
    // own view of the statement prepared as it is: PGlite's describeQuery takes no lock and would step
    // between the messages of a query running at the same time (which then loses its statement).
    state = (full ? pglite.exec('DEALLOCATE ALL') : Promise.resolve())
      .then(() => pglite.exec(`PREPARE "${name}" AS ${shape.text}`))
      .then(() =>
        pglite.query<{ types: number[] }>(
          'select result_types::oid[] as types from pg_prepared_statements where name = $1',
          [name],
        ),
      )
      .then(({ rows }) =>
        pglite.exec(
          `DEALLOCATE "${name}"; PREPARE "${name}" AS ${asOneJson(shape.text, rows[0]!.types.map(Number))}`,
        ),
      )
      .then(
        () => true,
        () => false,
      );
    known.set(name, state);
  }
  return state;
}

/** Whether the page can go straight to the driver (the database's own client, not a transaction's). */
const direct = (database: Database) => Boolean((database.db as unknown as { $client?: unknown }).$client);

/**
 * One statement per page: the rows, the names they show (joined), the sort key of each for the next cursor
 * and, on a first page only, the count up to COUNT_CAP as a scalar subquery of the same statement.
 * The statement's text is built once per kind of page (its selection, joins, the conditions' text, the
 * order) and run as a named prepared statement; its rows are mapped without the query builder.
 */
export async function listPage<R extends Record<string, unknown>>(
  database: Database,
  spec: ListSpec,
): Promise<ListPage<R>> {
  const cursor: Cursor | undefined = spec.cursor ? decodeCursor(spec.cursor) : undefined;
  const counted = !cursor && spec.count !== false;
  const matches = and(
    liveRows(spec.table),
    spec.parent?.parent.deleted ? sql`${spec.parent.parent.deleted} is null` : undefined,
    ...spec.where,
  );
  const where = cursor ? and(matches, afterCursor(spec.sort, spec.idColumn, cursor)) : matches;
  const rendered = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  const limit = spec.limit + 1;
  const offset = cursor ? 0 : (spec.offset ?? 0);
  const shape = shapeOf(
    spec,
    where,
    rendered.params,
    counted,
    limit,
    offset > 0,
    `${staticKey(spec, counted)}\u0000${limit}.${offset > 0}\u0000${rendered.sql}`,
  );
  const params = [
    ...shape.selectParams,
    ...(counted ? rendered.params : []),
    ...rendered.params,
    ...(offset ? [offset] : []),
  ];
  let arrays: unknown[][];
  if (direct(database)) arrays = await runShape(database, shape, params);
  else {
    // Inside a transaction: the same statement through its connection.
    const { statement } = composeStatement(spec, where, counted, limit, offset);
    const result = (await database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
    arrays = result.rows.map((r) => shape.keys.map((k) => r[k]));
  }
  const more = arrays.length > spec.limit;
  const pageArrays = more ? arrays.slice(0, spec.limit) : arrays;
  const toRow = spec.wire ? shape.wireRow : shape.row;
  const rows = pageArrays.map(toRow);

  let total: number | undefined;
  if (counted) {
    const first = arrays[0]?.[shape.totalAt];
    total = first == null ? undefined : Number(first);
    // An offset past the end returns no row to carry the count: count on its own.
    if (total === undefined) total = spec.offset ? await countMatches(database, spec, matches) : 0;
  }
  const last = pageArrays.at(-1);
  return {
    ...(total === undefined ? {} : { total: Math.min(total, COUNT_CAP), totalcapped: total > COUNT_CAP }),
    ...(more && last
      ? { nextCursor: encodeCursor({ value: String(last[shape.cursorAt]), id: Number(last[shape.idAt]) }) }
      : {}),
    rows: rows as R[],
  };
}

/** The matches up to one more than the cap, on their own (an offset past the end). */
async function countMatches(database: Database, spec: ListSpec, matches: SQL | undefined) {
  const parentJoin = spec.parent
    ? sql` inner join ${spec.parent.parent.table} on ${eq(spec.parent.parent.key, spec.parent.fk)}`
    : undefined;
  const result = (await database.db.execute(
    sql`select count(*)::int as n from (select 1 from ${spec.table}${parentJoin}${
      matches ? sql` where ${matches}` : undefined
    } limit ${sql.raw(String(COUNT_CAP + 1))}) capped`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
