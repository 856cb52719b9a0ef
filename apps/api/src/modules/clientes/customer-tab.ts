import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerParent } from '../../db/parents';
import { customers } from '../../db/schema';
import { restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';

/** The OpenAPI tag of the Clientes section: the customer and every tab of it. */
export const tags = ['Clientes'];
/** A hand-written route of the section, under its tag. */
export const route = routeOptions(tags);

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

/**
 * What every record of a customer's tab declares alike (bank accounts, departments, TPV options, rates): the
 * customer's permission and tag, its path under `/api/v1/customers/`, the customer's place, and an audit title
 * naming the customer and, with `named`, the record.
 */
export const customerTab = <C extends AnyPgColumn>(path: string, fk: C, named?: AnyPgColumn) => ({
  permission: 'cliente' as const,
  tags,
  paths: restPaths(`/api/v1/customers/${path}`),
  title: customerTitle(fk, named && sql`${named}`),
  ...underCustomer(fk),
});
