import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row that came back as JSON (`to_jsonb(t)` from a function) read as Drizzle reads the table: each column
 * by its database name through its own mapping (cents to euros, timestamps to dates, and so on).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as InferSelectModel<T>;
}
