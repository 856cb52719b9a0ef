import { zId } from '@ac/shared';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { staleVersion, validationError } from '../lib/http-error';
import { writeAudit } from '../plugins/audit';
import type { ColumnOf } from './place';
import type { InsertOf, ResourceKit, RowOf } from './resource';

/**
 * A change of state of one record (block, activate, send to the stations…): a PATCH with the record's id,
 * the new state, the version the client read (optional, checked when sent) and a reason, audited.
 */
export type StateChangeDecl<T extends PgTable> = {
  path: string;
  summary: string;
  /** The state column: a boolean taken from the body, or a timestamp stamped with the current time. */
  field: ColumnOf<T>;
  value?: 'boolean' | 'now';
  /** Whether the reason (`motivo`) is required, maybe only for one direction (blocking, not unblocking). */
  reason?: 'required' | 'optional' | ((next: boolean) => 'required' | 'optional');
  /** Where the reason is kept on the record besides the audit (e.g. `motivobloqueo`). */
  reasonColumn?: ColumnOf<T>;
  /** Other columns that change with the state. */
  also?: (next: boolean | Date, existing: RowOf<T>) => Partial<InsertOf<T>>;
  /** The audit's action ("bloqueo", "envio"); "modificacion" by default. */
  accion?: string | ((next: boolean | Date) => string);
};

/** A block: the reason is required to block, not to unblock; audited as `bloqueo` / `desbloqueo`. */
export const blocking = {
  reason: (next: boolean) => (next ? 'required' : 'optional'),
  accion: (next: boolean | Date) => (next ? 'bloqueo' : 'desbloqueo'),
} as const;

/** An active flag: the reason is required to deactivate, not to activate; `activacion` / `desactivacion`. */
export const deactivating = {
  reason: (next: boolean) => (next ? 'optional' : 'required'),
  accion: (next: boolean | Date) => (next ? 'activacion' : 'desactivacion'),
} as const;

export function defineStateChange<T extends PgTable>(
  ctx: AppContext,
  kit: ResourceKit<T>,
  sc: StateChangeDecl<T>,
) {
  const { app, database } = ctx;
  const { db } = database;
  const field = sc.field.name;
  const stamp = sc.value === 'now';
  const Body = z.object({
    id: zId,
    ...(stamp ? {} : { [field]: z.boolean({ error: `Indique ${field}` }) }),
    version: z.number({ error: 'La versión debe ser un número' }).int().positive().optional(),
    motivo: z.string().trim().max(500, 'Máximo 500 caracteres').optional(),
  });
  app.patch(sc.path, kit.route(kit.perm('edit'), sc.summary, { body: Body }), async (req) => {
    const body = req.body as { id: number; version?: number; motivo?: string } & Record<string, unknown>;
    const next: boolean | Date = stamp ? new Date() : Boolean(body[field]);
    const rule = typeof sc.reason === 'function' ? sc.reason(Boolean(next)) : (sc.reason ?? 'optional');
    const motivo = body.motivo?.trim() ?? '';
    if (rule === 'required' && motivo.length < 3)
      throw validationError({ motivo: 'Indique el motivo (al menos 3 caracteres)' });
    await db.transaction(async (tx) => {
      const { row: existing, place } = await kit.findOne(tx, body.id, req.actor, true);
      const version = Number((existing as { version?: number }).version);
      if (body.version !== undefined && body.version !== version) throw staleVersion();
      const set: Record<string, unknown> = {
        [field]: next,
        ...(sc.reasonColumn ? { [sc.reasonColumn.name]: next ? motivo : '' } : {}),
        ...sc.also?.(next, existing),
        version: version + 1,
      };
      const before: Record<string, unknown> = {};
      for (const k of Object.keys(set)) before[k] = (existing as Record<string, unknown>)[k];
      await tx
        .update(kit.decl.table)
        .set(set as never)
        .where(eq(kit.decl.id, body.id));
      await writeAudit(tx, req, {
        accion: typeof sc.accion === 'function' ? sc.accion(next) : (sc.accion ?? 'modificacion'),
        recurso: kit.decl.name,
        idregistro: body.id,
        antes: before,
        despues: set,
        motivo,
        place,
      });
    });
    return kit.selectOne(db, body.id, req.actor);
  });
}
