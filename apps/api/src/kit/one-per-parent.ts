import { permissionName, type Resource, zId } from '@ac/shared';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type ZodObject, type ZodRawShape, z } from 'zod';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import { conflict, notFound, outOfScope, staleVersion, validationError } from '../lib/http-error';
import { writeAudit } from '../plugins/audit';
import { partialUpdate, type ScopeLevel, scopeCheck } from './resource';

// biome-ignore lint/suspicious/noExplicitAny: rows of any declared table
type Row = Record<string, any>;

/**
 * A record of which a parent has at most one (a customer's configuration, its tax settings): keyed by the
 * parent's id, read with `?{query}=` (the stored row, or the defaults while there is none), created once with
 * POST and changed with PATCH under a version check. Scope is the parent's; every write is audited.
 */
export type OnePerParentDecl = {
  /** Audit name ("cliente_configuracion"). */
  name: string;
  permission: Resource;
  table: PgTable;
  /** The primary key: the parent's id. Its name is the body field too ("idcliente"). */
  keyColumn: AnyPgColumn;
  /** Query parameter naming the parent ("customerid"). */
  query: string;
  path: string;
  tags: string[];
  /** What the Spanish summaries call the record ("la configuración del cliente"). */
  label: string;
  /** The record in the messages, feminine ("configuración fiscal"): "El cliente ya tiene configuración fiscal". */
  noun: string;
  /** Writable fields without the key. */
  fields: ZodObject<ZodRawShape>;
  wire: ZodObject<ZodRawShape>;
  placeOf: (db: Db | Tx, parentId: number) => Promise<{ level: ScopeLevel; id: number } | null>;
  /** Request units → stored units (euros → cents…), for a whole record or a partial change. */
  toRow?: (values: Row) => Row;
  /** A stored row (or the defaults, with version 0) → the wire. */
  toWire: (db: Db, row: Row) => Promise<Row> | Row;
  /** Rules across fields, on the stored-unit record as it would be saved; returns field → message. */
  validate?: (merged: Row) => Record<string, string> | undefined;
};

export function defineOnePerParent(ctx: AppContext, decl: OnePerParentDecl) {
  const { app, database } = ctx;
  const { db } = database;
  const key = decl.keyColumn.name;
  const perm = (a: 'view' | 'create' | 'edit') => permissionName(a, decl.permission);
  const toRow = (v: Row) => (decl.toRow ? decl.toRow(v) : v);
  const defaults = (parentId: number): Row => ({
    ...toRow(decl.fields.parse({})),
    [key]: parentId,
    version: 0,
  });

  const Query = z.object({ [decl.query]: zId });
  const OptionalQuery = z.object({ [decl.query]: zId.optional() });
  const CreateBody = decl.fields.extend({ [key]: zId.optional() });
  const UpdateBody = partialUpdate(decl.fields).extend({
    [key]: zId.optional(),
    version: z.number({ error: 'Falta la versión del registro' }).int().positive(),
  });

  async function assertParent(executor: Db | Tx, req: FastifyRequest, parentId: number) {
    const place = await decl.placeOf(executor, parentId);
    if (!place) throw notFound('No existe el cliente');
    if (!scopeCheck(req.actor.scope, place.level)(place.id)) throw outOfScope();
  }

  /** The parent named by the body, or by the query as the spec's calls do; both must agree. */
  function parentOf(req: FastifyRequest): number {
    const fromBody = (req.body as Row)[key] as number | undefined;
    const fromQuery = (req.query as Row)[decl.query] as number | undefined;
    if (fromBody && fromQuery && fromBody !== fromQuery)
      throw validationError({ [key]: `No coincide con ${decl.query}` });
    const id = fromBody ?? fromQuery;
    if (!id) throw validationError({ [key]: 'Indique el cliente' });
    return id;
  }

  const check = (merged: Row) => {
    const fields = decl.validate?.(merged);
    if (fields && Object.keys(fields).length) throw validationError(fields);
  };

  const select = (executor: Db | Tx, parentId: number) =>
    executor.select().from(decl.table).where(eq(decl.keyColumn, parentId));

  app.get(
    decl.path,
    {
      config: { auth: perm('view') },
      schema: {
        tags: decl.tags,
        summary: `Consulta ${decl.label} (los valores por defecto, con version 0, si aún no se ha guardado)`,
        querystring: Query,
        response: { 200: decl.wire },
      },
    },
    async (req) => {
      const parentId = (req.query as Row)[decl.query] as number;
      await assertParent(db, req, parentId);
      const [row] = (await select(db, parentId)) as Row[];
      return decl.toWire(db, row ?? defaults(parentId));
    },
  );

  app.post(
    decl.path,
    {
      config: { auth: perm('create') },
      schema: {
        tags: decl.tags,
        summary: `Alta de ${decl.label} (una por cliente)`,
        querystring: OptionalQuery,
        body: CreateBody,
        response: { 200: decl.wire },
      },
    },
    async (req) => {
      const parentId = parentOf(req);
      await assertParent(db, req, parentId);
      const { [key]: _ignored, ...body } = req.body as Row;
      const values = { ...toRow(body), [key]: parentId };
      check(values);
      const saved = await db.transaction(async (tx) => {
        const [row] = (await tx.insert(decl.table).values(values).onConflictDoNothing().returning()) as Row[];
        if (!row) throw conflict(`El cliente ya tiene ${decl.noun}: modifíquela.`);
        await writeAudit(tx, req, { accion: 'alta', recurso: decl.name, idregistro: parentId, despues: row });
        return row;
      });
      return decl.toWire(db, saved);
    },
  );

  app.patch(
    decl.path,
    {
      config: { auth: perm('edit') },
      schema: {
        tags: decl.tags,
        summary: `Modificación de ${decl.label} (con la versión leída)`,
        querystring: OptionalQuery,
        body: UpdateBody,
        response: { 200: decl.wire },
      },
    },
    async (req) => {
      const parentId = parentOf(req);
      await assertParent(db, req, parentId);
      const { [key]: _ignored, version, ...changes } = req.body as Row;
      const saved = await db.transaction(async (tx) => {
        const [existing] = (await select(tx, parentId).for('update')) as Row[];
        if (!existing) throw notFound(`El cliente aún no tiene ${decl.noun}: créela antes.`);
        if (existing.version !== version) throw staleVersion();
        const values = toRow(changes);
        check({ ...existing, ...values });
        const [row] = (await tx
          .update(decl.table)
          .set({ ...values, version: existing.version + 1 })
          .where(eq(decl.keyColumn, parentId))
          .returning()) as Row[];
        await writeAudit(tx, req, {
          accion: 'modificacion',
          recurso: decl.name,
          idregistro: parentId,
          antes: existing,
          despues: row,
        });
        return row!;
      });
      return decl.toWire(db, saved);
    },
  );
}
