import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import type { AppContext } from '../app-context';
import type { Tx } from '../db/client';
import { staleVersion } from '../lib/http-error';
import { type AuditEntry, writeAudit } from '../plugins/audit';
import type { InsertOf, ResourceKit, RowOf } from './resource';

/**
 * The guarantees of an update, for a hand-written route: the row locked, in scope (403) and live (404),
 * the version the client read still current (409), the change and its audit row in the same transaction.
 */
export async function versionedUpdate<T extends PgTable>(
  tx: Tx,
  kit: ResourceKit<T>,
  req: FastifyRequest,
  id: number,
  version: number | undefined,
  change: (existing: RowOf<T>) => Promise<Partial<InsertOf<T>>> | Partial<InsertOf<T>>,
  audit: Omit<AuditEntry, 'recurso' | 'idregistro' | 'antes' | 'despues' | 'place'>,
): Promise<RowOf<T>> {
  const { row: existing, place } = await kit.findOne(tx, id, req.actor, true);
  const current = Number((existing as { version?: number }).version);
  if (version !== undefined && version !== current) throw staleVersion();
  const values = await change(existing);
  const [row] = (await tx
    .update(kit.decl.table)
    .set({ ...values, version: current + 1 } as never)
    .where(eq(kit.decl.id, id))
    .returning()) as RowOf<T>[];
  await writeAudit(tx, req, {
    ...audit,
    recurso: kit.decl.name,
    idregistro: id,
    antes: existing,
    despues: row,
    place,
  });
  return row!;
}

/** What an action's audit row says besides the record: its action and reason. */
type ActionAudit = Omit<AuditEntry, 'recurso' | 'idregistro' | 'antes' | 'despues' | 'place'>;

/**
 * A named change of one record on its own route (cancel a voucher, set a card's PIN): the record's id and
 * the version the client read (checked when sent) in the body.
 */
export type ActionDecl<T extends PgTable, B extends ZodType<{ id: number; version?: number }>> = {
  path: string;
  summary: string;
  body: B;
  /** The answer; the resource's wire by default. */
  response?: ZodType;
  /** The new values, from the locked row and the body; throws to refuse. */
  change: (existing: RowOf<T>, body: z.output<B>) => Partial<InsertOf<T>>;
  audit: (body: z.output<B>) => ActionAudit;
  /** Further writes in the same transaction, with the saved row (a voucher's history). */
  after?: (tx: Tx, saved: RowOf<T>, body: z.output<B>, req: FastifyRequest) => Promise<void>;
};

/**
 * An action as a PATCH of the resource: allowed to whoever may edit it, under its tags; the change made by
 * `versionedUpdate` (lock, scope, version, audit), then the record as its list shows it.
 */
export function defineAction<T extends PgTable, B extends ZodType<{ id: number; version?: number }>>(
  ctx: AppContext,
  kit: ResourceKit<T>,
  a: ActionDecl<T, B>,
) {
  const { db } = ctx.database;
  ctx.app.patch(
    a.path,
    kit.route(kit.perm('edit'), a.summary, {
      body: a.body,
      response: { 200: a.response ?? kit.decl.wire },
    }),
    async (req) => {
      const body = req.body as z.output<B>;
      await db.transaction(async (tx) => {
        const saved = await versionedUpdate(
          tx,
          kit,
          req,
          body.id,
          body.version,
          (existing) => a.change(existing, body),
          a.audit(body),
        );
        await a.after?.(tx, saved, body, req);
      });
      return kit.selectOne(db, body.id, req.actor);
    },
  );
}
