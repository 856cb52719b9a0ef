import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';

/** Multi-row inserts in chunks: one statement per chunk, not per row. */
export async function insertMany<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 1000,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}
