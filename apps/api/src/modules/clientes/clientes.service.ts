import { ErrorCode } from '@ac/shared';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { otherLiveRow } from '../../kit/place';
import { duplicate, HttpError } from '../../lib/http-error';

/** The next free code of a group: one above the highest ever used (deleted ones included). */
export async function proposeCode(db: Db | Tx, idgrupo: number): Promise<number> {
  const [row] = await db
    .select({ top: max(customers.codigo) })
    .from(customers)
    .where(eq(customers.idgrupo, idgrupo));
  return (row?.top ?? 1000) + 1;
}

/**
 * Serialises code assignment per group (a transaction-scoped advisory lock), so two staff creating
 * customers at once never get the same code: a missing code is assigned, a taken one is refused.
 */
export async function assignCode(tx: Tx, idgrupo: number, codigo: number | undefined): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x636c69}, ${idgrupo})`);
  if (codigo === undefined) return proposeCode(tx, idgrupo);
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.idgrupo, idgrupo), eq(customers.codigo, codigo)));
  if (taken)
    throw duplicate('codigo', `El código ${codigo} ya está en uso en este grupo. Use el código propuesto.`);
  return codigo;
}

/**
 * A NIF already used by another live customer of the group is refused (errorCode 1 on `nif`, naming that
 * customer in the message and in `duplicado`) unless the write says it is deliberate (`confirmarDuplicado`).
 */
export async function checkDuplicateNif(
  tx: Tx,
  values: { idgrupo: number; nif: string; confirmarDuplicado?: boolean },
  self?: number,
) {
  if (values.confirmarDuplicado) return;
  const other = await otherLiveRow(
    tx,
    customers.id,
    [eq(customers.idgrupo, values.idgrupo), sql`upper(${customers.nif}) = upper(${values.nif})`],
    { except: self, fields: { id: customers.id, codigo: customers.codigo, nombre: customers.nombre } },
  );
  if (!other) return;
  const message = `El NIF ${values.nif} ya es del cliente ${other.nombre} (código ${other.codigo}). Si es a propósito, confirme que quiere repetirlo.`;
  const field = `Ya es el NIF de ${other.nombre} (código ${other.codigo})`;
  throw new HttpError(400, ErrorCode.validation, message, { nif: field }, undefined, 'duplicate', {
    duplicado: other,
  });
}
