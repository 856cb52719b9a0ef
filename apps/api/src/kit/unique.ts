import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { duplicate, violatedConstraint } from '../lib/http-error';

/**
 * What a table's unique indexes mean to whoever fills the form: index (or constraint) name → the wire field a
 * clash is about and the Spanish sentence that says so, from the values the write tried to store (`db` to
 * name what they point at, read once the failed transaction is over).
 */
export type UniqueMeanings<V, K extends string = string> = Record<
  string,
  { field: K; message: string | ((values: V, db: Db) => string | Promise<string>) }
>;

/** A clash with a declared unique index as a 409 naming its field; any other error as it came. */
export async function namedDuplicate<V>(
  err: unknown,
  meanings: UniqueMeanings<V> | undefined,
  values: V,
  db: Db,
): Promise<unknown> {
  const name = violatedConstraint(err);
  const meaning = name ? meanings?.[name] : undefined;
  if (!meaning) return err;
  const message = typeof meaning.message === 'string' ? meaning.message : await meaning.message(values, db);
  return duplicate(meaning.field, message);
}

/** A meaning declared for an index the table does not have would never apply: refused at start-up. */
export function assertUniqueNames(table: PgTable, meanings: UniqueMeanings<never> | undefined, what: string) {
  if (!meanings) return;
  const config = getTableConfig(table);
  const names = new Set([
    ...config.indexes.filter((i) => i.config.unique).map((i) => i.config.name),
    ...config.uniqueConstraints.map((u) => u.getName()),
    ...config.columns.filter((c) => c.isUnique).map((c) => c.uniqueName),
  ]);
  for (const name of Object.keys(meanings))
    if (!names.has(name)) throw new Error(`${what}.unique.${name}: la tabla no tiene ese índice único`);
}
