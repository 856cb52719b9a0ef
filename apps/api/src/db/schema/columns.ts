import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every editable record: a version for optimistic concurrency, and soft delete. */
export const audited = () => ({
  version: integer('version').notNull().default(1),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * Money: integer cents in the database, euros (2 decimals) everywhere in the code and on the wire. The
 * conversion lives in the column, so no route can forget it. Raw SQL over such a column (sums) gives
 * cents: read it back with `.mapWith(theColumn)`.
 */
export const money = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'integer',
  toDriver: (euros) => Math.round(euros * 100),
  fromDriver: (cents) => Number(cents) / 100,
});

/** Money that may grow past 21 million euros (sums, balances): bigint cents. */
export const bigMoney = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'bigint',
  toDriver: (euros) => Math.round(euros * 100),
  fromDriver: (cents) => Number(cents) / 100,
});
