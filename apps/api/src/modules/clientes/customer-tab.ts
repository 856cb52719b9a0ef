import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerParent } from '../../db/parents';
import { customers } from '../../db/schema';

/**
 * A customer's record takes the customer's place, is listed by `?customerid=` and stays with its customer
 * (moving it to another one is refused).
 */
export const underCustomer = <C extends AnyPgColumn>(fk: C) => ({
  place: { through: { fk, parent: customerParent }, fixed: 'No se puede pasar a otro cliente' },
  parentQuery: 'customerid',
});

/** "Transportes Gómez (81)": a customer as the audit log names it; with `fk`, the customer a record belongs to. */
export const customerTitle = (fk?: AnyPgColumn, suffix?: SQL): SQL =>
  fk
    ? sql`(select ${customers.nombre} || ' (' || ${customers.codigo} || ')'${suffix ? sql` || ' · ' || ${suffix}` : sql``} from ${customers} where ${customers.id} = ${fk})`
    : sql`${customers.nombre} || ' (' || ${customers.codigo} || ')'`;
