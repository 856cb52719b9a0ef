import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerParent } from '../../db/parents';
import { customers } from '../../db/schema';
import { validationError } from '../../lib/http-error';

/** A customer's record takes the customer's place, and is listed by `?customerid=`. */
export const underCustomer = <C extends AnyPgColumn>(fk: C) => ({
  place: { through: { fk, parent: customerParent } },
  parentQuery: 'customerid',
});

/** A sub-record stays with its customer: moving it to another one is refused. */
export function sameCustomer(changes: { idcliente?: number }, existing: { idcliente: number }) {
  if (changes.idcliente !== undefined && changes.idcliente !== existing.idcliente)
    throw validationError({ idcliente: 'No se puede pasar a otro cliente' });
}

/** "Transportes Gómez (81)": a customer as the audit log names it; with `fk`, the customer a record belongs to. */
export const customerTitle = (fk?: AnyPgColumn, suffix?: SQL): SQL =>
  fk
    ? sql`(select ${customers.nombre} || ' (' || ${customers.codigo} || ')'${suffix ? sql` || ' · ' || ${suffix}` : sql``} from ${customers} where ${customers.id} = ${fk})`
    : sql`${customers.nombre} || ' (' || ${customers.codigo} || ')'`;
