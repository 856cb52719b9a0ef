import {
  DeleteQuerySchema,
  ListQuerySchema,
  type Permission,
  permissionName,
  type Resource,
  zId,
} from '@ac/shared';
import { and, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ZodObject, type ZodRawShape, type ZodType, z } from 'zod';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import {
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  outOfScope,
  staleVersion,
  validationError,
} from '../lib/http-error';
import type { ScopeLevel } from '../lib/scope';
import { type AuditEntry, writeAudit } from '../plugins/audit';
import type { Actor } from '../plugins/session';
import { type Lookup, listPage } from './list';
import { parseSort, toWire } from './paging';
import {
  assertColumnOf,
  type ColumnOf,
  liveRows,
  type Place,
  type PlaceRef,
  requireInScope,
  requireParent,
  scopeCondition,
} from './place';
import { registerResource } from './registry';
import { type RouteSchemas, routeOptions } from './route';
import { defineStateChange, type StateChangeDecl } from './state-change';
import { assertUniqueNames, namedDuplicate, type UniqueMeanings } from './unique';
import { type ActionDecl, defineAction } from './versioned';

type AnyObject = ZodObject<ZodRawShape>;
export type RowOf<T extends PgTable> = T['$inferSelect'];
export type InsertOf<T extends PgTable> = T['$inferInsert'];

/** What a hook gets besides the values: who writes, the request, and the audit of this transaction. */
export type WriteContext = {
  actor: Actor;
  req: FastifyRequest;
  /** Another audit row in the same transaction (a record the hook changed besides this one). */
  audit: (entry: AuditEntry) => Promise<void>;
};

export type ResourceDecl<T extends PgTable, F extends AnyObject, W extends AnyObject> = {
  /** Audit name of the record kind ("cliente", "cuentacomercial"). */
  name: string;
  /** Spanish names for the OpenAPI summaries; default: name and listKey. */
  labels?: { one: string; many: string };
  /** Permission resource: can_view_/can_create_/can_edit_/can_delete_ + this. */
  permission: Resource;
  /** Other permissions that may also read (list and `?id=`): a customer's tab picks a tariff by name. */
  readers?: Permission[];
  table: T;
  /** Default: the table's primary key. */
  id?: ColumnOf<T>;
  /** The list's array property (spec: the last property of the object); default: the last word of `paths.get`. */
  listKey?: string;
  /** The spec's exact paths; a verb without a path is not offered. */
  paths: { get?: string; create?: string; update?: string; remove?: string };
  tags: string[];
  /** Writable fields; create takes them as they are, update takes them partially plus id and version. */
  fields: F;
  /** A record as it leaves the server: own columns, `lookups` and the parent's columns by wire name. */
  wire: W;
  /** Where a record sits in the hierarchy; reads, lists and writes are scoped by it. */
  place?: Place<T>;
  /** Further places a write names (a rule's stations): each id, or each id of an array, must be covered. */
  places?: { column: ColumnOf<T>; level: ScopeLevel }[];
  /** `?{parentQuery}=` narrows the list to one parent (and checks it): a customer's banks. */
  parentQuery?: string;
  /**
   * Exact-match filters on own or parent columns; `level` marks a filter naming a place (checked); `where`
   * builds another condition on the column from the parsed value (`?unmapped=true` → `is null`). A record
   * with a place column of its own is also filtered by it (`?idgrupo=`, `?idlocal=`: the work area), checked,
   * without declaring it.
   */
  filters?: Record<
    string,
    { column: AnyPgColumn; schema: ZodType; level?: ScopeLevel; where?: (value: never) => SQL | undefined }
  >;
  /** Columns `q` searches, accent- and case-insensitively; a generated column is taken as already folded. */
  search?: AnyPgColumn[];
  /** Rows a search finds besides the columns' text (a whole card number, by its keyed hash). */
  searchAlso?: (q: string) => SQL | undefined;
  /** Sort keys → NOT NULL columns of the table (text sorts in Spanish order). */
  sort: Record<string, ColumnOf<T>>;
  defaultSort: string;
  /** Names from other tables shown with each row (wire name → joined column). */
  lookups?: Record<string, Lookup>;
  /**
   * Figures worked out in the list's own statement (wire name → an expression on the row, such as a
   * correlated count), built once with the declaration so the statement's text stays the same.
   */
  computed?: Record<string, SQL>;
  /** Business rules run inside the write's transaction; they may adjust the values or throw. */
  beforeCreate?: (tx: Tx, values: z.output<F>, w: WriteContext) => Promise<InsertOf<T>> | InsertOf<T>;
  beforeUpdate?: (
    tx: Tx,
    changes: Partial<z.output<F>>,
    existing: RowOf<T>,
    w: WriteContext,
  ) => Promise<Partial<InsertOf<T>>> | Partial<InsertOf<T>>;
  beforeDelete?: (tx: Tx, existing: RowOf<T>, w: WriteContext) => Promise<void> | void;
  /** Columns of other tables that point at this record: while a live row does, delete is refused (409). */
  children?: { column: AnyPgColumn; message: string }[];
  /**
   * What each unique index of the table means (index or constraint name → the field and its message): a
   * create or update that clashes is a 409 `duplicate` marking that field, not a bare "ya existe".
   */
  unique?: UniqueMeanings<InsertOf<T>, keyof z.input<F> & string>;
  /** Rows of other tables written with the record, in the same transaction. */
  afterWrite?: (tx: Tx, row: RowOf<T>, body: Partial<z.output<F>>, w: WriteContext) => Promise<void>;
  /**
   * What the audit's before and after show besides the row's columns: what `afterWrite` keeps in other
   * tables (an account's scope rules), read in the write's transaction, so such a change is on record.
   */
  auditAlso?: (tx: Tx, row: RowOf<T>) => Promise<Record<string, unknown>>;
  /** Called after a committed write (e.g. to drop cached sessions). */
  afterCommit?: (row: RowOf<T>) => Promise<void>;
  /**
   * Who may reach a record besides its place, for records outside the hierarchy (staff accounts: those
   * whose own reach the actor covers): a list condition, and a check of one record (throws 403).
   */
  reach?: {
    condition: (actor: Actor) => SQL | undefined;
    check: (db: Db | Tx, id: number, actor: Actor) => Promise<void>;
  };
  /** What names one record for a reader (the audit log): an expression on the table's columns. */
  title?: SQL;
  /** Fields neither a join nor an expression can give (computed per page): an escape hatch, off the hot lists. */
  decorate?: (db: Db, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
};

/** The spec's paths of a resource: one path for every verb, the verbs listed with a trailing slash. */
export const restPaths = (path: string, ...slashed: ('create' | 'update')[]) => ({
  get: path,
  create: slashed.includes('create') ? `${path}/` : path,
  update: slashed.includes('update') ? `${path}/` : path,
  remove: path,
});

/**
 * The fields of a partial update. `.partial()` alone would keep each field's default, so a PATCH naming one
 * field would silently reset every defaulted field it did not name: defaults are dropped here.
 */
export function partialUpdate<T extends ZodRawShape>(fields: ZodObject<T>) {
  const shape: Record<string, ZodType> = {};
  for (const [key, schema] of Object.entries(fields.shape) as [string, ZodType][]) {
    const inner =
      schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault ? schema.unwrap() : schema;
    shape[key] = (inner as ZodType).optional();
  }
  return z.object(shape);
}

const folded = (column: AnyPgColumn) =>
  (column as { generated?: unknown }).generated ? sql`${column}` : sql`es_busqueda(${column})`;

const contains = (text: string) =>
  sql`'%' || es_busqueda(${text.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;

/**
 * A code typed in groups, as people write or print it ('67813947-B', '0181 ZZB', '3BFR-Z2VS-HQT',
 * '926 81 07 46'), in one piece as it is stored; null for plain text. Hyphens join a code's groups; spaces
 * and dots do when there are figures and no word among the groups (not 'volumen 12345').
 */
export function inOnePiece(q: string): string | null {
  const parts = q.trim().split(/[\s.-]+/);
  const grouped =
    parts.length > 1 && (q.includes('-') || (/\d/.test(q) && !parts.some((p) => /^\p{L}{4,}$/u.test(p))));
  return grouped ? q.replace(/[\s.-]+/g, '') : null;
}

/**
 * `q` as a contains-search on folded text (the same folding on both sides, LIKE wildcards escaped); a code
 * typed in groups is also looked for in one piece.
 */
export function searchCondition(columns: AnyPgColumn[], q: string | undefined): SQL | undefined {
  if (!q || !columns.length) return undefined;
  const compact = inOnePiece(q);
  const terms = compact ? [contains(q), contains(compact)] : [contains(q)];
  return sql`(${sql.join(
    columns.flatMap((c) => terms.map((like) => sql`${folded(c)} like ${like}`)),
    sql` or `,
  )})`;
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((n) => Number.isInteger(n) && n > 0);

/**
 * The declaration with its defaults filled in: the id is the primary key, the list is named as its path, and
 * a record placed by a column of its own (not its id) is filtered by that place, checked for scope.
 */
function withDefaults<T extends PgTable, F extends AnyObject, W extends AnyObject>(
  decl: ResourceDecl<T, F, W>,
) {
  const id = decl.id ?? (Object.values(getTableColumns(decl.table)).find((c) => c.primary) as ColumnOf<T>);
  const listKey = decl.listKey ?? decl.paths.get?.split('/').at(-1);
  if (!id) throw new Error(`${decl.name}: la tabla no tiene clave primaria; indique id`);
  if (!listKey) throw new Error(`${decl.name}: sin ruta de lista; indique listKey`);
  const own = decl.place && 'column' in decl.place && decl.place.column !== id ? decl.place : undefined;
  const filters = own
    ? { [own.column.name]: { column: own.column, schema: zId, level: own.level }, ...decl.filters }
    : decl.filters;
  return { ...decl, id, listKey, filters };
}

/**
 * A declared resource gets its list/get/create/update/delete routes with validation, permission, scope,
 * soft delete with a reason, an audit row per write (with the record's place) and optimistic concurrency.
 */
export function defineResource<T extends PgTable, F extends AnyObject, W extends AnyObject>(
  ctx: AppContext,
  declared: ResourceDecl<T, F, W>,
) {
  const decl = withDefaults(declared);
  const { database } = ctx;
  // Routes of generic schemas: the handlers cast their input, so the plain instance's types serve.
  const app = ctx.app as unknown as FastifyInstance;
  const { db } = database;
  const table = decl.table;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const idKey = decl.id.name;
  const perm = (a: 'view' | 'create' | 'edit' | 'delete') => permissionName(a, decl.permission);
  const one = decl.labels?.one ?? decl.name;
  const route = routeOptions(decl.tags);
  const place = decl.place;
  const through = place && 'through' in place ? place.through : undefined;
  const direct = place && 'column' in place ? place : undefined;

  // Declarations that point at the wrong table fail at start-up, so in every test.
  assertColumnOf(table, decl.id, `${decl.name}.id`);
  for (const [k, c] of Object.entries(decl.sort)) {
    assertColumnOf(table, c, `${decl.name}.sort.${k}`);
    if (!c.notNull) throw new Error(`${decl.name}.sort.${k}: una columna de orden debe ser NOT NULL`);
  }
  if (direct) assertColumnOf(table, direct.column, `${decl.name}.place`);
  if (through) assertColumnOf(table, through.fk, `${decl.name}.place.through.fk`);
  const foreignOk = (c: AnyPgColumn) => c.table === table || (through && c.table === through.parent.table);
  for (const [k, f] of Object.entries(decl.filters ?? {}))
    if (!foreignOk(f.column)) throw new Error(`${decl.name}.filters.${k}: columna de otra tabla`);
  for (const c of decl.search ?? [])
    if (!foreignOk(c)) throw new Error(`${decl.name}.search: columna de otra tabla`);
  assertUniqueNames(table, decl.unique, decl.name);

  /** Wire name → what the page selects for it. */
  const selection: Record<string, AnyPgColumn> = {};
  const lookups: Lookup[] = [];
  for (const key of Object.keys(decl.wire.shape)) {
    const lookup = decl.lookups?.[key];
    if (lookup) {
      // A name that is not there (no customer attached) is an empty text, as the wire says.
      selection[key] = sql<string>`coalesce(${lookup.column}, '')` as unknown as AnyPgColumn;
      if (!(through && lookup.column.table === through.parent.table)) lookups.push(lookup);
    } else if (decl.computed?.[key]) selection[key] = decl.computed[key] as unknown as AnyPgColumn;
    else if (columns[key]) selection[key] = columns[key];
  }
  if (!selection[idKey]) selection[idKey] = decl.id;
  if (columns.version && !selection.version) selection.version = columns.version;
  const placeColumn = direct?.column ?? through?.parent.place;
  const placeLevel = direct?.level ?? through?.parent.level;
  const parentJoin = through ? { parent: through.parent, fk: through.fk } : undefined;

  const scopeFilter = (actor: Actor) =>
    placeColumn && placeLevel ? scopeCondition(actor.scope, placeLevel, placeColumn) : undefined;

  const decorate = async (rows: Record<string, unknown>[]) =>
    decl.decorate ? decl.decorate(db, rows) : rows;

  /** The wire shape of one record, by id (with its joined names), or 404; checked for scope. */
  async function selectOne(executor: Db | Tx, id: number, actor: Actor) {
    const page = await listPage<Record<string, unknown>>(
      { ...database, db: executor as Db },
      {
        table,
        idColumn: decl.id,
        select: { ...selection, ...(placeColumn ? { __place: placeColumn } : {}) },
        parent: parentJoin,
        lookups,
        where: [eq(decl.id, id)],
        sort: { key: idKey, column: decl.id, direction: 'asc' },
        limit: 1,
        count: false,
      },
    );
    const row = page.rows[0];
    if (!row) throw notFound();
    if (placeLevel) requireInScope(actor, { level: placeLevel, id: Number(row.__place) });
    await decl.reach?.check(executor, id, actor);
    const [out] = await decorate([toWire(row)]);
    return out!;
  }

  /** The place a row (or a body naming the place) sits in. */
  async function placeOf(executor: Db | Tx, values: Record<string, unknown>, actor: Actor) {
    if (direct) return { level: direct.level, id: Number(values[direct.column.name]) } as PlaceRef;
    if (through) return requireParent(executor, actor, through.parent, Number(values[through.fk.name]));
    return undefined;
  }

  /** The stored row by id, in scope (403) or 404; locked for a write when asked; a deleted one only when asked. */
  async function findOne(executor: Db | Tx, id: number, actor: Actor, lock = false, deleted = false) {
    const q = executor
      .select()
      .from(table as PgTable)
      .where(and(eq(decl.id, id), deleted ? undefined : liveRows(table)));
    const [row] = (await (lock ? q.for('update') : q)) as RowOf<T>[];
    if (!row) {
      // Deleted while someone had it open: said so (to whom may see it), rather than a bare "not found".
      const [gone] = deleted
        ? []
        : ((await executor
            .select()
            .from(table as PgTable)
            .where(eq(decl.id, id))) as RowOf<T>[]);
      if (!gone) throw notFound();
      const was = await placeOf(executor, gone as Record<string, unknown>, actor);
      if (was) requireInScope(actor, was);
      throw notFound('Ya no existe: se ha eliminado mientras tanto y no se puede cambiar');
    }
    const at = await placeOf(executor, row as Record<string, unknown>, actor);
    if (at) requireInScope(actor, at);
    await decl.reach?.check(executor, id, actor);
    return { row, place: at };
  }

  /** A create or a move must be allowed where the record goes (its container, when it has one). */
  async function requireDestination(executor: Db | Tx, values: Record<string, unknown>, actor: Actor) {
    if (direct) {
      const target = direct.container ?? { level: direct.level, column: direct.column };
      if (target.column === decl.id) {
        // The record is its own place (a commercial account): only who reaches everything creates one.
        if (!actor.scope.all) throw outOfScope();
      } else requireInScope(actor, { level: target.level, id: Number(values[target.column.name]) });
    }
    if (through) await requireParent(executor, actor, through.parent, Number(values[through.fk.name]));
    for (const p of decl.places ?? []) {
      for (const id of ids(values[p.column.name])) requireInScope(actor, { level: p.level, id });
    }
  }

  const movesPlace = (changes: Record<string, unknown>) => {
    const keys = [
      direct?.column.name,
      direct?.container?.column.name,
      through?.fk.name,
      ...(decl.places ?? []).map((p) => p.column.name),
    ];
    return keys.some((k) => k && changes[k] !== undefined);
  };

  /** A record whose place is `fixed` stays where it is: an update naming another node or parent is refused. */
  const placeKey = (direct?.column ?? through?.fk)?.name;
  function refuseMove(changes: Record<string, unknown>, existing: Record<string, unknown>) {
    if (!place?.fixed || !placeKey) return;
    const to = changes[placeKey];
    if (to !== undefined && to !== existing[placeKey]) throw validationError({ [placeKey]: place.fixed });
  }

  async function assertNoChildren(tx: Tx, id: number) {
    for (const child of decl.children ?? []) {
      const [live] = await tx
        .select({ one: sql`1` })
        .from(child.column.table)
        .where(and(eq(child.column, id), liveRows(child.column.table)))
        .limit(1);
      if (live) throw conflict(child.message, 'related');
    }
  }

  /** A soft delete (`at` = now) or its undoing (`null`), as a new version of the row. */
  async function setDeleted(tx: Tx, row: RowOf<T>, at: Date | null) {
    const [saved] = (await tx
      .update(table)
      .set({ deleted_at: at, version: Number((row as { version?: number }).version) + 1 } as never)
      .where(eq(decl.id, (row as Record<string, unknown>)[idKey] as number))
      .returning()) as RowOf<T>[];
    return saved!;
  }

  const writeContext = (tx: Tx, req: FastifyRequest): WriteContext => ({
    actor: req.actor,
    req,
    audit: (entry) => writeAudit(tx, req, entry),
  });

  /**
   * One write of a record: its statements and its audit row (of this record kind) in one transaction,
   * then `afterCommit` with the row written.
   */
  async function write(
    req: FastifyRequest,
    steps: (tx: Tx, w: WriteContext) => Promise<{ row: RowOf<T>; audit: Omit<AuditEntry, 'recurso'> }>,
  ) {
    const saved = await db.transaction(async (tx) => {
      const w = writeContext(tx, req);
      const { row, audit } = await steps(tx, w);
      await w.audit({ ...audit, recurso: decl.name });
      return row;
    });
    await decl.afterCommit?.(saved);
    return saved;
  }

  /** A failed write's error, or the 409 naming the field of the declared unique index it clashed with. */
  const namedDuplicateOf =
    (attempted: () => InsertOf<T>) =>
    async (err: unknown): Promise<never> => {
      throw await namedDuplicate(err, decl.unique, attempted(), db);
    };

  // ── List and ?id= ──
  const filterShape: Record<string, ZodType> = {};
  for (const [k, f] of Object.entries(decl.filters ?? {})) filterShape[k] = f.schema.optional();
  if (decl.parentQuery) filterShape[decl.parentQuery] = zId.optional();
  const ListSchema = ListQuerySchema.extend({ id: zId.optional(), ...filterShape });
  const ListResponse = z.object({
    total: z.number().int().optional(),
    totalcapped: z.boolean().optional(),
    nextCursor: z.string().optional(),
    [decl.listKey]: z.array(decl.wire),
  });
  const UpdateSchema = partialUpdate(decl.fields).extend({
    id: zId,
    version: z.number({ error: 'Falta la versión del registro' }).int().positive(),
  });
  // A filter naming a place outside the user's scope is refused (403 errorCode 5), not emptied.
  const scopedFilters: Record<string, string> = {};
  for (const [k, f] of Object.entries(decl.filters ?? {})) if (f.level) scopedFilters[f.level] = k;
  // Records of a station listed by a group (the work area): the group need only be on the way to stations
  // of the user (a station manager lists the codes of theirs); a station is covered whenever it is reached.
  const filtersReach = direct?.level === 'station';

  async function list(req: FastifyRequest, q: z.infer<typeof ListSchema>) {
    const query = q as Record<string, unknown>;
    const sort = parseSort(q.sort, decl.sort, decl.defaultSort);
    const where: (SQL | undefined)[] = [scopeFilter(req.actor), decl.reach?.condition(req.actor)];
    if (decl.parentQuery && through && query[decl.parentQuery] !== undefined) {
      const parentId = Number(query[decl.parentQuery]);
      await requireParent(db, req.actor, through.parent, parentId);
      where.push(eq(through.fk, parentId));
    }
    for (const [k, f] of Object.entries(decl.filters ?? {})) {
      if (query[k] !== undefined) where.push(f.where ? f.where(query[k] as never) : eq(f.column, query[k]));
    }
    const search = q.q ? or(searchCondition(decl.search ?? [], q.q), decl.searchAlso?.(q.q)) : undefined;
    where.push(search);
    const page = await listPage<Record<string, unknown>>(database, {
      prepare: !search,
      wire: true,
      table,
      idColumn: decl.id,
      select: selection,
      parent: parentJoin,
      lookups,
      where,
      sort,
      limit: q.limit,
      offset: q.offset,
      cursor: q.cursor,
    });
    const { rows, ...meta } = page;
    return { ...meta, [decl.listKey]: await decorate(rows) };
  }

  if (decl.paths.get) {
    app.get(
      decl.paths.get,
      route(
        { auth: decl.readers ? 'session' : perm('view'), scope: scopedFilters, scopeReach: filtersReach },
        `Lista (o con ?id= un registro) de ${decl.labels?.many ?? decl.listKey}`,
        { querystring: ListSchema, response: { 200: z.union([ListResponse, decl.wire]) } },
      ),
      async (req) => {
        if (decl.readers && ![perm('view'), ...decl.readers].some((p) => req.actor.permissions.has(p)))
          throw forbidden();
        const q = req.query as z.infer<typeof ListSchema>;
        if (q.id === undefined) return list(req, q);
        const record = await selectOne(db, q.id, req.actor);
        // One record asked for within a place (`?id=&idgrupo=`): another place's is not there.
        const within = direct ? (q as Record<string, unknown>)[direct.column.name] : undefined;
        if (typeof within === 'number' && within > 0 && record[direct!.column.name] !== within)
          throw notFound();
        return record;
      },
    );
  }

  if (decl.paths.create) {
    app.post(
      decl.paths.create,
      // Generic schemas type nothing here: the options stay as loose as the instance (the handler casts).
      route<RouteSchemas>(perm('create'), `Alta de ${one}`, {
        body: decl.fields,
        response: { 200: decl.wire },
      }),
      async (req) => {
        const body = req.body as z.output<F>;
        await requireDestination(db, body, req.actor);
        let attempted = body as InsertOf<T>;
        const saved = await write(req, async (tx, w) => {
          const values = decl.beforeCreate ? await decl.beforeCreate(tx, { ...body }, w) : body;
          attempted = values as InsertOf<T>;
          const [row] = (await tx
            .insert(table)
            .values(values as InsertOf<T>)
            .returning()) as RowOf<T>[];
          await decl.afterWrite?.(tx, row!, body, w);
          const audit = {
            accion: 'alta',
            idregistro: (row as Record<string, unknown>)[idKey] as number,
            despues: { ...row, ...(await decl.auditAlso?.(tx, row!)) },
            place: await placeOf(tx, row as Record<string, unknown>, req.actor),
          };
          return { row: row!, audit };
        }).catch(namedDuplicateOf(() => attempted));
        return selectOne(db, Number((saved as Record<string, unknown>)[idKey]), req.actor);
      },
    );
  }

  if (decl.paths.update) {
    app.patch(
      decl.paths.update,
      route<RouteSchemas>(perm('edit'), `Modificación de ${one} (con la versión leída)`, {
        body: UpdateSchema,
        response: { 200: decl.wire },
      }),
      async (req) => {
        const { id, version, ...changes } = req.body as { id: number; version: number } & Record<
          string,
          unknown
        >;
        let attempted = changes as InsertOf<T>;
        await write(req, async (tx, w) => {
          const { row: existing } = await findOne(tx, id, req.actor, true);
          if (movesPlace(changes)) await requireDestination(tx, { ...existing, ...changes }, req.actor);
          if ((existing as { version?: number }).version !== version) throw staleVersion();
          const before = { ...existing, ...(await decl.auditAlso?.(tx, existing)) };
          refuseMove(changes, existing as Record<string, unknown>);
          const values = decl.beforeUpdate
            ? await decl.beforeUpdate(tx, { ...changes } as Partial<z.output<F>>, existing, w)
            : changes;
          attempted = { ...existing, ...values } as InsertOf<T>;
          const [row] = (await tx
            .update(table)
            .set({ ...values, version: version + 1 } as never)
            .where(eq(decl.id, id))
            .returning()) as RowOf<T>[];
          await decl.afterWrite?.(tx, row!, changes as Partial<z.output<F>>, w);
          const audit = {
            accion: 'modificacion',
            idregistro: id,
            antes: before,
            despues: { ...row, ...(await decl.auditAlso?.(tx, row!)) },
            place: await placeOf(tx, row as Record<string, unknown>, req.actor),
          };
          return { row: row!, audit };
        }).catch(namedDuplicateOf(() => attempted));
        return selectOne(db, id, req.actor);
      },
    );
  }

  /** A soft delete with its reason: in scope, locked, checked for live children; its audit row to write. */
  async function softDelete(tx: Tx, w: WriteContext, id: number, motivo: string) {
    const { row, place: at } = await findOne(tx, id, w.actor, true);
    await decl.beforeDelete?.(tx, row, w);
    await assertNoChildren(tx, id);
    await setDeleted(tx, row, new Date());
    return { row, audit: { accion: 'baja', idregistro: id, antes: row, motivo, place: at } };
  }

  if (decl.paths.remove) {
    app.delete(
      decl.paths.remove,
      route(perm('delete'), `Baja de ${one} (se conserva, con el motivo en la auditoría)`, {
        querystring: DeleteQuerySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      }),
      async (req) => {
        const { id, description } = req.query as z.infer<typeof DeleteQuerySchema>;
        await write(req, (tx, w) => softDelete(tx, w, id, description));
        return { ok: true as const };
      },
    );
  }

  /** Undoes a soft delete: in scope, allowed to whoever may delete it, audited; a unique clash is a 409. */
  async function restore(req: FastifyRequest, id: number) {
    if (!req.actor.permissions.has(perm('delete'))) throw forbidden();
    await write(req, async (tx) => {
      const { row, place: at } = await findOne(tx, id, req.actor, true, true);
      if (!(row as { deleted_at?: Date | null }).deleted_at)
        throw conflict('El registro no está de baja: no hay nada que restaurar.');
      let saved: RowOf<T>;
      try {
        saved = await setDeleted(tx, row, null);
      } catch (e) {
        if (isUniqueViolation(e))
          throw conflict(
            `No se puede restaurar: ya hay otro registro de ${one} activo con los mismos datos (el mismo código, tarjeta o clave). Cambie o dé de baja ese otro registro y vuelva a intentarlo.`,
            'duplicate',
          );
        throw e;
      }
      return {
        row: saved,
        audit: { accion: 'restauracion', idregistro: id, antes: row, despues: saved, place: at },
      };
    });
  }

  const registered = registerResource(app, {
    name: decl.name,
    label: decl.labels?.one,
    table,
    id: decl.id,
    title: decl.title,
    restore: columns.deleted_at && decl.paths.remove ? restore : undefined,
    permission: decl.permission,
    paths: decl.paths,
    idKey,
    fields: decl.fields,
    placeField:
      direct?.container?.column.name ??
      (direct?.column === decl.id ? undefined : direct?.column.name) ??
      through?.fk.name,
    stateChanges: [],
  });
  const kit = {
    decl,
    perm,
    /** A hand-written route's options under the resource's tags. */
    route,
    findOne,
    selectOne,
    /** Where a stored row sits (its parent's place when it takes its parent's). */
    placeOf: (executor: Db | Tx, row: RowOf<T>, actor: Actor) =>
      placeOf(executor, row as Record<string, unknown>, actor),
    /** A versioned state change with a reason on this resource (block, activate, send…). */
    stateChange: (sc: StateChangeDecl<T>) => {
      registered.stateChanges.push({ path: sc.path, field: sc.value === 'now' ? undefined : sc.field.name });
      return defineStateChange(ctx, kit, sc);
    },
    /**
     * The record's delete inside another write (a bulk one): as its DELETE route does it, in `tx`;
     * returns the audit row to write.
     */
    remove: async (tx: Tx, req: FastifyRequest, id: number, motivo: string): Promise<AuditEntry> => {
      const { audit } = await softDelete(tx, writeContext(tx, req), id, motivo);
      return { ...audit, recurso: decl.name };
    },
    /** A named change of one record on its own PATCH route (cancel, set a PIN…), versioned and audited. */
    action: <B extends ZodType<{ id: number; version?: number }>>(a: ActionDecl<T, B>) =>
      defineAction(ctx, kit, a),
  };
  return kit;
}

export type ResourceKit<T extends PgTable> = {
  decl: {
    name: string;
    table: T;
    id: AnyPgColumn;
    tags: string[];
    permission: Resource;
    labels?: { one: string };
    /** A record as it leaves the server. */
    wire: ZodType;
  };
  perm: (a: 'view' | 'create' | 'edit' | 'delete') => ReturnType<typeof permissionName>;
  route: ReturnType<typeof routeOptions>;
  findOne: (
    executor: Db | Tx,
    id: number,
    actor: Actor,
    lock?: boolean,
  ) => Promise<{ row: RowOf<T>; place: PlaceRef | undefined }>;
  selectOne: (executor: Db | Tx, id: number, actor: Actor) => Promise<Record<string, unknown>>;
};
