import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerParent } from '../../db/parents';
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
