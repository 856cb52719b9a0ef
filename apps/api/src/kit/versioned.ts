import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
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
