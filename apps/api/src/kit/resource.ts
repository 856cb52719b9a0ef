import { DeleteQuerySchema, ListQuerySchema, permissionName, type Resource, zId } from '@ac/shared';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type ZodObject, type ZodRawShape, type ZodType, z } from 'zod';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import { conflict, notFound, outOfScope, staleVersion, validationError } from '../lib/http-error';
import type { Scope } from '../lib/scope';
import { writeAudit } from '../plugins/audit';
import type { Actor } from '../plugins/session';
import { COUNT_CAP } from './date-list';
import { afterCursor, decodeCursor, orderOf, pageOf, parseSort, toWire } from './paging';

// biome-ignore lint/suspicious/noExplicitAny: rows of any declared table
type Row = Record<string, any>;
export type ScopeLevel = 'account' | 'group' | 'company' | 'station';

export type ResourceDecl = {
  /** Audit name of the record kind ("cliente", "cuentacomercial"). */
  name: string;
  /** Spanish names for the OpenAPI summaries ("opción TPV", "opciones TPV del cliente"); default: name and listKey. */
  labels?: { one: string; many: string };
  /** Permission resource: can_view_/can_create_/can_edit_/can_delete_ + this. */
  permission: Resource;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** The list's array property (spec: the last property of the object). */
  listKey: string;
  /** The spec's exact paths; a verb without a path is not offered. */
  paths: { get?: string; create?: string; update?: string; remove?: string };
  tags: string[];
  /** Writable fields; create takes them as they are, update takes them partially plus id and version. */
  fields: ZodObject<ZodRawShape>;
  /** A record as it leaves the server. */
  wire: ZodObject<ZodRawShape>;
  filters?: Record<string, { column: AnyPgColumn; schema: ZodType }>;
  search?: AnyPgColumn[];
  sort: Record<string, AnyPgColumn>;
  defaultSort: string;
  /** Which column ties a record to the scope hierarchy; the body field of the same name is checked on writes. */
  scope?: { level: ScopeLevel; column: AnyPgColumn; field: string };
  /**
   * Records that belong to a parent record (a customer's banks): listed by the parent's id (`query`),
   * and scoped through the parent. The body field is the column's name.
   */
  parent?: {
    column: AnyPgColumn;
    query: string;
    /** Where the parent sits in the scope hierarchy, or null if it does not exist. */
    placeOf: (db: Db | Tx, parentId: number) => Promise<{ level: ScopeLevel; id: number } | null>;
  };
  /** Business rules run inside the write's transaction; they may adjust the values or throw. */
  beforeCreate?: (tx: Tx, values: Row, actor: Actor, req: FastifyRequest) => Promise<Row> | Row;
  beforeUpdate?: (
    tx: Tx,
    values: Row,
    existing: Row,
    actor: Actor,
    req: FastifyRequest,
  ) => Promise<Row> | Row;
  beforeDelete?: (tx: Tx, existing: Row, actor: Actor) => Promise<void> | void;
  /** Columns of other tables that point at this record: while a live row does, delete is refused (409). */
  children?: { column: AnyPgColumn; message: string }[];
  /** Rows of other tables written with the record (its children), in the same transaction. */
  afterWrite?: (tx: Tx, row: Row, body: Row, actor: Actor, req: FastifyRequest) => Promise<void>;
  /** Called after a committed write (e.g. to drop cached sessions). */
  afterCommit?: (row: Row) => Promise<void>;
  /** Extra fields for the wire (joined names and so on), for one or many rows. */
  decorate?: (db: Db, rows: Row[]) => Promise<Row[]>;
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

export const scopeCheck = (scope: Scope, level: ScopeLevel) =>
  ({
    account: scope.hasAccount,
    group: scope.hasGroup,
    company: scope.hasCompany,
    station: scope.hasStation,
  })[level];

const scopeIds = (scope: Scope, level: ScopeLevel) =>
  ({
    account: scope.accountIds,
    group: scope.groupIds,
    company: scope.companyIds,
    station: scope.stationIds,
  })[level];

/**
 * A declared resource gets its list/get/create/update/delete routes with validation, permission, scope,
 * soft delete with a reason, an audit row per write and optimistic concurrency (version).
 */
export function defineResource(ctx: AppContext, decl: ResourceDecl) {
  const { app, database } = ctx;
  const { db } = database;
  const t = decl.table as unknown as Row;
  const idKey = decl.idColumn.name;
  const notDeleted = isNull(t.deleted_at);
  const perm = (a: 'view' | 'create' | 'edit' | 'delete') => permissionName(a, decl.permission);
  const decorate = async (rows: Row[]) => (decl.decorate ? decl.decorate(db, rows) : rows);
  const wireRow = (row: Row) => toWire(row);

  const scopeFilter = (actor: Actor): SQL | undefined => {
    if (!decl.scope || actor.scope.all) return undefined;
    const ids = [...scopeIds(actor.scope, decl.scope.level)];
    return ids.length ? sql`${decl.scope.column} in ${ids}` : sql`false`;
  };

  const assertRowInScope = (actor: Actor, row: Row) => {
    if (decl.scope && !scopeCheck(actor.scope, decl.scope.level)(Number(row[decl.scope.column.name])))
      throw outOfScope();
  };

  async function assertParentInScope(executor: Db | Tx, actor: Actor, parentId: number) {
    if (!decl.parent) return;
    const place = await decl.parent.placeOf(executor, parentId);
    if (!place) throw notFound('No existe el registro al que pertenece');
    if (!scopeCheck(actor.scope, place.level)(place.id)) throw outOfScope();
  }

  async function findOne(executor: Db | Tx, id: number, actor: Actor, lock = false): Promise<Row> {
    const q = executor
      .select()
      .from(decl.table)
      .where(and(eq(decl.idColumn, id), notDeleted));
    const [row] = (await (lock ? q.for('update') : q)) as Row[];
    if (!row) throw notFound();
    assertRowInScope(actor, row);
    if (decl.parent) await assertParentInScope(executor, actor, Number(row[decl.parent.column.name]));
    return row;
  }

  async function assertNoChildren(tx: Tx, id: number) {
    for (const child of decl.children ?? []) {
      const table = child.column.table as unknown as Row;
      const [live] = await tx
        .select({ one: sql`1` })
        .from(child.column.table)
        .where(and(eq(child.column, id), isNull(table.deleted_at)))
        .limit(1);
      if (live) throw conflict(child.message, 'related');
    }
  }

  const filterShape: Record<string, ZodType> = {};
  for (const [k, f] of Object.entries(decl.filters ?? {})) filterShape[k] = f.schema.optional();
  if (decl.parent) filterShape[decl.parent.query] = zId.optional();
  const ListSchema = ListQuerySchema.extend({ id: zId.optional(), ...filterShape });
  const ListResponse = z.object({
    total: z.number().int(),
    totalcapped: z.boolean(),
    nextCursor: z.string().optional(),
    [decl.listKey]: z.array(decl.wire),
  });
  const UpdateSchema = partialUpdate(decl.fields).extend({ id: zId, version: z.number().int().positive() });

  async function list(req: FastifyRequest, q: z.infer<typeof ListSchema>) {
    const { spec } = parseSort(q.sort, decl.sort, decl.defaultSort);
    const conditions: (SQL | undefined)[] = [notDeleted, scopeFilter(req.actor)];
    if (decl.parent) {
      const parentId = (q as Row)[decl.parent.query] as number | undefined;
      if (!parentId) throw validationError({ [decl.parent.query]: 'Indique a qué registro pertenecen' });
      await assertParentInScope(db, req.actor, parentId);
      conditions.push(eq(decl.parent.column, parentId));
    }
    for (const [k, f] of Object.entries(decl.filters ?? {})) {
      const v = (q as Row)[k];
      if (v !== undefined) conditions.push(eq(f.column, v));
    }
    if (q.q && decl.search?.length) {
      const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(...decl.search.map((c) => ilike(sql`${c}::text`, like))));
    }
    const where = and(...conditions);
    const cursorCond = q.cursor ? afterCursor(spec, decl.idColumn, decodeCursor(q.cursor)) : undefined;
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(decl.table)
        .where(and(where, cursorCond))
        .orderBy(...orderOf(spec, decl.idColumn))
        .limit(q.limit + 1)
        .offset(q.cursor ? 0 : (q.offset ?? 0)),
      // Counting stops at COUNT_CAP: a list of millions says "more than" instead of scanning them all.
      db.select({ total: count() }).from(
        db
          .select({ one: sql`1` })
          .from(decl.table)
          .where(where)
          .limit(COUNT_CAP + 1)
          .as('capped'),
      ),
    ]);
    const page = pageOf(rows as Row[], q, spec.column.name, idKey);
    const decorated = await decorate(page.rows);
    return {
      total: Math.min(Number(total), COUNT_CAP),
      totalcapped: Number(total) > COUNT_CAP,
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      [decl.listKey]: decorated.map(wireRow),
    };
  }

  if (decl.paths.get) {
    app.get(
      decl.paths.get,
      {
        // A filter naming a place outside the user's scope is refused (403, errorCode 5), not emptied.
        config: { auth: perm('view'), scope: decl.scope && { [decl.scope.level]: decl.scope.field } },
        schema: {
          tags: decl.tags,
          summary: `Lista (o con ?id= un registro) de ${decl.labels?.many ?? decl.listKey}`,
          querystring: ListSchema,
          response: { 200: z.union([ListResponse, decl.wire]) },
        },
      },
      async (req) => {
        const q = req.query as z.infer<typeof ListSchema>;
        if (q.id !== undefined) {
          const [row] = await decorate([await findOne(db, q.id, req.actor)]);
          return wireRow(row!);
        }
        return list(req, q);
      },
    );
  }

  if (decl.paths.create) {
    app.post(
      decl.paths.create,
      {
        config: { auth: perm('create') },
        schema: {
          tags: decl.tags,
          summary: `Alta de ${decl.labels?.one ?? decl.name}`,
          body: decl.fields,
          response: { 200: decl.wire },
        },
      },
      async (req) => {
        const body = req.body as Row;
        if (decl.scope && !scopeCheck(req.actor.scope, decl.scope.level)(Number(body[decl.scope.field])))
          throw outOfScope();
        if (decl.parent) await assertParentInScope(db, req.actor, Number(body[decl.parent.column.name]));
        const saved = await db.transaction(async (tx) => {
          const values = decl.beforeCreate ? await decl.beforeCreate(tx, { ...body }, req.actor, req) : body;
          const [row] = (await tx.insert(decl.table).values(values).returning()) as Row[];
          await decl.afterWrite?.(tx, row!, body, req.actor, req);
          await writeAudit(tx, req, {
            accion: 'alta',
            recurso: decl.name,
            idregistro: row![idKey],
            despues: row,
          });
          return row!;
        });
        await decl.afterCommit?.(saved);
        const [row] = await decorate([saved]);
        return wireRow(row!);
      },
    );
  }

  if (decl.paths.update) {
    app.patch(
      decl.paths.update,
      {
        config: { auth: perm('edit') },
        schema: {
          tags: decl.tags,
          summary: `Modificación de ${decl.labels?.one ?? decl.name} (con la versión leída)`,
          body: UpdateSchema,
          response: { 200: decl.wire },
        },
      },
      async (req) => {
        const { id, version, ...changes } = req.body as Row;
        if (decl.scope && changes[decl.scope.field] !== undefined) {
          if (!scopeCheck(req.actor.scope, decl.scope.level)(Number(changes[decl.scope.field])))
            throw outOfScope();
        }
        if (decl.parent && changes[decl.parent.column.name] !== undefined) {
          await assertParentInScope(db, req.actor, Number(changes[decl.parent.column.name]));
        }
        const saved = await db.transaction(async (tx) => {
          const existing = await findOne(tx, id, req.actor, true);
          if (existing.version !== version) {
            throw staleVersion();
          }
          const values = decl.beforeUpdate
            ? await decl.beforeUpdate(tx, { ...changes }, existing, req.actor, req)
            : changes;
          const [row] = (await tx
            .update(decl.table)
            .set({ ...values, version: existing.version + 1 })
            .where(eq(decl.idColumn, id))
            .returning()) as Row[];
          await decl.afterWrite?.(tx, row!, req.body as Row, req.actor, req);
          await writeAudit(tx, req, {
            accion: 'modificacion',
            recurso: decl.name,
            idregistro: id,
            antes: existing,
            despues: row,
          });
          return row!;
        });
        await decl.afterCommit?.(saved);
        const [row] = await decorate([saved]);
        return wireRow(row!);
      },
    );
  }

  if (decl.paths.remove) {
    app.delete(
      decl.paths.remove,
      {
        config: { auth: perm('delete') },
        schema: {
          tags: decl.tags,
          summary: `Baja de ${decl.labels?.one ?? decl.name} (se conserva, con el motivo en la auditoría)`,
          querystring: DeleteQuerySchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (req) => {
        const { id, description } = req.query as z.infer<typeof DeleteQuerySchema>;
        await db
          .transaction(async (tx) => {
            const existing = await findOne(tx, id, req.actor, true);
            await assertNoChildren(tx, id);
            await decl.beforeDelete?.(tx, existing, req.actor);
            await tx
              .update(decl.table)
              .set({ deleted_at: new Date(), version: existing.version + 1 })
              .where(eq(decl.idColumn, id));
            await writeAudit(tx, req, {
              accion: 'baja',
              recurso: decl.name,
              idregistro: id,
              antes: existing,
              motivo: description,
            });
            return existing;
          })
          .then((existing) => decl.afterCommit?.(existing));
        return { ok: true as const };
      },
    );
  }

  /**
   * A PATCH that sets one field of a record (active, blocked, sent…), with permission, scope and audit.
   * `value` 'now' stamps the current time instead of taking a boolean from the body.
   */
  function patchField(path: string, field: string, summary: string, value: 'boolean' | 'now' = 'boolean') {
    const Body =
      value === 'now'
        ? z.object({ id: zId })
        : z.object({ id: zId, [field]: z.boolean({ error: `Indique ${field}` }) });
    app.patch(
      path,
      {
        config: { auth: perm('edit') },
        schema: { tags: decl.tags, summary, body: Body, response: { 200: decl.wire } },
      },
      async (req) => {
        const body = req.body as Row;
        const saved = await db.transaction(async (tx) => {
          const existing = await findOne(tx, body.id, req.actor, true);
          const [row] = (await tx
            .update(decl.table)
            .set({ [field]: value === 'now' ? new Date() : body[field], version: existing.version + 1 })
            .where(eq(decl.idColumn, body.id))
            .returning()) as Row[];
          await writeAudit(tx, req, {
            accion: 'modificacion',
            recurso: decl.name,
            idregistro: body.id,
            antes: { [field]: existing[field] },
            despues: { [field]: row![field] },
          });
          return row!;
        });
        const [row] = await decorate([saved]);
        return wireRow(row!);
      },
    );
  }

  return { findOne, wireRow, decorate, perm, patchField };
}
