import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  type IndexBuilderOn,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Column shapes the tables repeat; the property is named after its column (schema.test.ts checks it).

/** An instant: `timestamptz`, so every reader gets the same moment whatever its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written (or the thing happened): now unless given. */
export const stampedNow = (name: string) => instant(name).notNull().defaultNow();
/** A text never null: '' while not filled in. */
export const blankText = (name: string) => text(name).notNull().default('');
/** A switch never null, with its value for a new row. */
export const flag = (name: string, value: boolean) => boolean(name).notNull().default(value);

/** A required link to another table's key: `integer not null references …`. */
export const requiredRef = (name: string, key: () => AnyPgColumn) => integer(name).notNull().references(key);
/** A link to another table's key that may be null. */
export const optionalRef = (name: string, key: () => AnyPgColumn) => integer(name).references(key);

/** A record edited in place: its version, for optimistic concurrency. */
export const versioned = () => ({ version: integer('version').notNull().default(1) });
/** Every editable record: a version for optimistic concurrency, and soft delete. */
export const audited = () => ({
  ...versioned(),
  deleted_at: instant('deleted_at'),
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

/**
 * The Spanish sort key of a text column (`es_orden`, migration 0003: Á with A, ñ after n, case ignored),
 * compared byte by byte so every server sorts alike. The lists order by it (`kit/paging.ts`) and the
 * indexes below are built on it, so the two cannot drift apart.
 */
export const spanishOrder = (column: AnyPgColumn) => sql`es_orden(${column}) collate "C"`;

/** An index of the live rows only: lists and their counts never read deleted ones. */
export const liveIndex = (name: string, ...columns: Parameters<IndexBuilderOn['on']>) =>
  index(name)
    .on(...columns)
    .where(sql`deleted_at is null`);
/** Unique among the live rows only: deleting a record frees its code (or whatever is unique) for a new one. */
export const liveUnique = (name: string, ...columns: Parameters<IndexBuilderOn['on']>) =>
  uniqueIndex(name)
    .on(...columns)
    .where(sql`deleted_at is null`);
