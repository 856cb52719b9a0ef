import { permissionName, type Resource, zId } from '@ac/shared';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type ZodObject, type ZodRawShape, z } from 'zod';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import { conflict, notFound, staleVersion, validationError } from '../lib/http-error';
import { writeAudit } from '../plugins/audit';
import { type ColumnOf, type Parent, requireParent } from './place';
import { registerResource } from './registry';
import { partialUpdate, type RowOf } from './resource';
import { routeOptions } from './route';

/**
 * A record of which a parent has at most one (a customer's configuration, an account's settings): keyed by
 * the parent's id, read with `?{query}=` (the stored row, or the defaults while there is none), created once
 * with POST and changed with PATCH under a version check. Scope is the parent's; every write is audited.
 */
export type OnePerParentDecl<T extends PgTable> = {
  /** Audit name ("cliente_configuracion"). */
  name: string;
  permission: Resource;
  table: T;
  /** The primary key: the parent's id. Its name is the body field too ("idcliente"). */
  keyColumn: ColumnOf<T>;
  parent: Parent;
  /** Query parameter naming the parent ("customerid"). */
  query: string;
  path: string;
  tags: string[];
  /** What the Spanish summaries call the record ("la configuración del cliente"). */
  label: string;
  /** The record in messages, with its article: "la configuración fiscal" → "El cliente ya tiene la configuración fiscal". */
  noun: string;
  /** Writable fields without the key. */
  fields: ZodObject<ZodRawShape>;
  wire: ZodObject<ZodRawShape>;
  /** A stored row (or the defaults, with version 0) → the wire. */
  toWire: (db: Db, row: RowOf<T>) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Rules across fields, on the record as it would be saved (inside the write's transaction, so a rule may
   * read other records: a default tariff of the same account); returns field → message.
   */
  validate?: (
    merged: RowOf<T>,
    tx: Tx,
  ) => Record<string, string> | undefined | Promise<Record<string, string> | undefined>;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function defineOnePerParent<T extends PgTable>(ctx: AppContext, decl: OnePerParentDecl<T>) {
  const { app, database } = ctx;
  const { db } = database;
  const key = decl.keyColumn.name;
  const perm = (a: 'view' | 'create' | 'edit') => permissionName(a, decl.permission);
  const route = routeOptions(decl.tags);
  const defaults = (parentId: number) =>
    ({ ...decl.fields.parse({}), [key]: parentId, version: 0 }) as unknown as RowOf<T>;

  const Query = z.object({ [decl.query]: zId });
  const OptionalQuery = z.object({ [decl.query]: zId.optional() });
  const CreateBody = decl.fields.extend({ [key]: zId.optional() });
  const UpdateBody = partialUpdate(decl.fields).extend({
    [key]: zId.optional(),
    version: z.number({ error: 'Falta la versión del registro' }).int().positive(),
  });

  /** The parent a write names in the body, or in the query as the spec's calls do (both must agree), in scope. */
  async function parentOf(req: FastifyRequest) {
    const fromBody = (req.body as Record<string, number | undefined>)[key];
    const fromQuery = (req.query as Record<string, number | undefined>)[decl.query];
    if (fromBody && fromQuery && fromBody !== fromQuery)
      throw validationError({ [key]: `No coincide con ${decl.query}` });
    const parentId = fromBody ?? fromQuery;
    if (!parentId) throw validationError({ [key]: `Indique ${decl.parent.noun}` });
    return { parentId, place: await requireParent(db, req.actor, decl.parent, parentId) };
  }

  const check = async (merged: RowOf<T>, tx: Tx) => {
    const fields = await decl.validate?.(merged, tx);
    if (fields && Object.keys(fields).length) throw validationError(fields);
  };

  const select = (executor: Db | Tx, parentId: number) =>
    executor
      .select()
      .from(decl.table as PgTable)
      .where(eq(decl.keyColumn, parentId));

  app.get(
    decl.path,
    route(
      perm('view'),
      `Consulta ${decl.label} (los valores por defecto, con version 0, si aún no se ha guardado)`,
      { querystring: Query, response: { 200: decl.wire } },
    ),
    async (req) => {
      const parentId = (req.query as Record<string, number>)[decl.query]!;
      await requireParent(db, req.actor, decl.parent, parentId);
      const [row] = (await select(db, parentId)) as RowOf<T>[];
      return decl.toWire(db, row ?? defaults(parentId));
    },
  );

  app.post(
    decl.path,
    route(perm('create'), `Alta de ${decl.label} (una por registro)`, {
      querystring: OptionalQuery,
      body: CreateBody,
      response: { 200: decl.wire },
    }),
    async (req) => {
      const { parentId, place } = await parentOf(req);
      const { [key]: _ignored, ...body } = req.body as Record<string, unknown>;
      const values = { ...body, [key]: parentId } as RowOf<T>;
      const saved = await db.transaction(async (tx) => {
        await check(values, tx);
        const [row] = (await tx
          .insert(decl.table)
          .values(values as never)
          .onConflictDoNothing()
          .returning()) as RowOf<T>[];
        if (!row) throw conflict(`${capital(decl.parent.noun)} ya tiene ${decl.noun}: modifíquela.`);
        await writeAudit(tx, req, {
          accion: 'alta',
          recurso: decl.name,
          idregistro: parentId,
          despues: row,
          place,
        });
        return row;
      });
      return decl.toWire(db, saved);
    },
  );

  app.patch(
    decl.path,
    route(perm('edit'), `Modificación de ${decl.label} (con la versión leída)`, {
      querystring: OptionalQuery,
      body: UpdateBody,
      response: { 200: decl.wire },
    }),
    async (req) => {
      const { parentId, place } = await parentOf(req);
      const { [key]: _ignored, version, ...changes } = req.body as Record<string, unknown>;
      const saved = await db.transaction(async (tx) => {
        const [existing] = (await select(tx, parentId).for('update')) as RowOf<T>[];
        if (!existing)
          throw notFound(`${capital(decl.parent.noun)} aún no tiene ${decl.noun}: créela antes.`);
        if ((existing as { version?: number }).version !== version) throw staleVersion();
        await check({ ...existing, ...changes } as RowOf<T>, tx);
        const [row] = (await tx
          .update(decl.table)
          .set({ ...changes, version: Number(version) + 1 } as never)
          .where(eq(decl.keyColumn, parentId))
          .returning()) as RowOf<T>[];
        await writeAudit(tx, req, {
          accion: 'modificacion',
          recurso: decl.name,
          idregistro: parentId,
          antes: existing,
          despues: row,
          place,
        });
        return row!;
      });
      return decl.toWire(db, saved);
    },
  );

  registerResource(app, {
    name: decl.name,
    permission: decl.permission,
    paths: { get: decl.path, create: decl.path, update: decl.path },
    idKey: key,
    fields: CreateBody,
    placeField: key,
    stateChanges: [],
    onePerParent: true,
  });
}
