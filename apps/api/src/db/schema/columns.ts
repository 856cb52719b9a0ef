import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every editable record: a version for optimistic concurrency, and soft delete. */
export const audited = () => ({
  version: integer('version').notNull().default(1),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});
