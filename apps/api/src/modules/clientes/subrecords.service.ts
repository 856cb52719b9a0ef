import {
  bankAccountErrors,
  cccControlDigits,
  isSpanishIban,
  normalizeIban,
  spanishIbanFromCcc,
} from '@ac/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, customers, rates, stations } from '../../db/schema';
import { validationError } from '../../lib/http-error';

export async function customerGroup(db: Db | Tx, idcliente: number): Promise<number | null> {
  const [row] = await db
    .select({ idgrupo: customers.idgrupo })
    .from(customers)
    .where(and(eq(customers.id, idcliente), isNull(customers.deleted_at)));
  return row?.idgrupo ?? null;
}

/** A station (0 = all) where a customer's record applies must be one of the customer's group. */
export async function assertStationOfCustomer(db: Db | Tx, idcliente: number, idlocal: number | undefined) {
  if (!idlocal) return;
  const [row] = await db
    .select({ idgrupo: companies.idgrupo })
    .from(stations)
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(and(eq(stations.idlocal, idlocal), isNull(stations.deleted_at)));
  if (!row || row.idgrupo !== (await customerGroup(db, idcliente)))
    throw validationError({ idlocal: 'La estación no pertenece al grupo del cliente' });
}

/** A rate given to a customer must be a live rate of the customer's group. */
export async function assertRateOfCustomer(db: Db | Tx, idcliente: number, idtarifa: number) {
  const [rate] = await db
    .select({ idgrupo: rates.idgrupo })
    .from(rates)
    .where(and(eq(rates.idtarifa, idtarifa), isNull(rates.deleted_at)));
  if (!rate) throw validationError({ idtarifa: 'No existe la tarifa' });
  if (rate.idgrupo !== (await customerGroup(db, idcliente)))
    throw validationError({ idtarifa: 'La tarifa no pertenece al grupo del cliente' });
}

/** Serialises writes of one customer's records of one kind (the principal bank, department codes). */
export async function lockCustomer(tx: Tx, kind: number, idcliente: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${kind}, ${idcliente})`);
}

/** Daily limits may not exceed monthly ones (both in the same unit; null = no limit). */
type Limits = {
  limitediarioeuros?: number | null;
  limitemensualeuros?: number | null;
  limitediariolitros?: number | null;
  limitemensuallitros?: number | null;
};
export function limitErrors(v: Limits): Record<string, string> {
  const errors: Record<string, string> = {};
  const pairs = [
    ['limitediarioeuros', 'limitemensualeuros'],
    ['limitediariolitros', 'limitemensuallitros'],
  ] as const;
  for (const [daily, monthly] of pairs) {
    if (v[daily] != null && v[monthly] != null && v[monthly] < v[daily])
      errors[monthly] = 'El límite mensual no puede ser menor que el diario';
  }
  return errors;
}

/**
 * The account codes of a bank record. A Spanish account: the CCC control digits and the IBAN recomputed
 * from entidad, oficina and cuenta; values sent that differ are refused (400 errorCode 1, naming the
 * fields), missing ones are filled in. A foreign account (an IBAN of another country sent, or kept when
 * no CCC part is sent): no CCC, its BIC required. Both checked by the shared `bankAccountErrors`.
 */
type BankCodes = {
  entidad: string;
  oficina: string;
  cuenta: string;
  dc?: string;
  iban?: string;
  bic?: string;
};
export function checkBankCodes(merged: BankCodes, sent: Partial<BankCodes>): Partial<BankCodes> {
  const refuse = (errors: Record<string, string>) => {
    if (Object.keys(errors).length) throw validationError(errors, 'La cuenta bancaria no es correcta');
  };
  const cccSent = sent.entidad !== undefined || sent.oficina !== undefined || sent.cuenta !== undefined;
  const foreign =
    sent.iban !== undefined
      ? !isSpanishIban(sent.iban)
      : !cccSent && !!merged.iban && !isSpanishIban(merged.iban);
  if (foreign) {
    const codes = { entidad: '', oficina: '', dc: '', cuenta: '', iban: normalizeIban(merged.iban ?? '') };
    refuse(bankAccountErrors({ ...codes, bic: merged.bic }));
    return codes;
  }
  // Malformed CCC parts are named before anything is computed from them.
  const { iban: _derived, ...partErrors } = bankAccountErrors({ ...merged, iban: '', bic: '' });
  refuse(partErrors);
  const dc = cccControlDigits(merged.entidad, merged.oficina, merged.cuenta);
  const iban = spanishIbanFromCcc(merged.entidad, merged.oficina, dc, merged.cuenta);
  const errors = bankAccountErrors({ ...merged, iban });
  if (sent.dc !== undefined && sent.dc !== dc)
    errors.dc = `El dígito de control no corresponde a la entidad, oficina y cuenta (sería ${dc})`;
  if (sent.iban !== undefined && sent.iban !== iban)
    errors.iban = `El IBAN no corresponde a la cuenta (sería ${iban})`;
  refuse(errors);
  return { dc, iban };
}
