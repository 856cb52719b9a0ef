import { getTableColumns, getTableName, type InferInsertModel, type Table } from 'drizzle-orm';
import pg from 'pg';

/**
 * Values as SQL literals, for the few hot statements sent in the simple protocol (`Database.rawTransaction`):
 * the driver's own escaping, so a quote or a backslash in a value is data, never SQL.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Valor numérico no válido: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `${pg.escapeLiteral(value.toISOString())}::timestamptz`;
  if (typeof value === 'string') return pg.escapeLiteral(value);
  return `${pg.escapeLiteral(JSON.stringify(value))}::jsonb`;
}

/** An `int[]` literal of whole numbers. */
export const intArray = (ids: number[]) => `ARRAY[${ids.map(literal).join(',')}]::int[]`;

const ident = (name: string) => pg.escapeIdentifier(name);

/** SQL written in the code itself (a subquery of an earlier CTE), for a value of `insertSql`/`updateByIdSql`. */
export class SqlFragment {
  constructor(readonly text: string) {}
}
export const fragment = (text: string) => new SqlFragment(text) as never;

/**
 * The values of a statement that is prepared once per connection and then executed with them
 * (`RawTx.query`'s `params`): in its text each stands as `$n`, so the text is the same for every request
 * of its kind and PostgreSQL neither parses nor plans it again.
 */
export class Params {
  /** The values as SQL literals, in the order of their `$n`. */
  readonly args: string[] = [];
  /** `$n` for `value`; `cast` where the statement alone would not tell its type (a function's argument). */
  value(value: unknown, cast?: string): string {
    return this.push(literal(value), cast);
  }
  /** `$n` for a list of whole numbers (`intArray`). */
  ints(ids: number[]): string {
    return this.push(intArray(ids), 'int[]');
  }
  private push(sqlLiteral: string, cast?: string) {
    this.args.push(sqlLiteral);
    return `$${this.args.length}${cast ? `::${cast}` : ''}`;
  }
}

/** A value as a literal, or as the next `$n` of `params`. */
const valueSql = (value: unknown, params?: Params) => (params ? params.value(value) : literal(value));

/** `col = value, …` of a partial row of `table`, each value through its column's own mapping (cents…). */
function assignments<T extends Table>(table: T, values: Partial<InferInsertModel<T>>, params?: Params) {
  const columns = getTableColumns(table);
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => {
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} no tiene la columna ${key}`);
      if (v instanceof SqlFragment) return [ident(column.name), v.text] as const;
      return [ident(column.name), valueSql(v === null ? null : column.mapToDriverValue(v), params)] as const;
    });
}

/** `INSERT INTO table (…) VALUES (…) RETURNING …` of one row (every column unless told which). */
export function insertSql<T extends Table>(
  table: T,
  values: InferInsertModel<T>,
  returning = '*',
  params?: Params,
): string {
  const pairs = assignments(table, values, params);
  return `INSERT INTO ${ident(getTableName(table))} (${pairs.map(([c]) => c).join(', ')}) VALUES (${pairs
    .map(([, v]) => v)
    .join(', ')}) RETURNING ${returning}`;
}

/** `UPDATE table SET … WHERE id = …` of one row by its `id` column. */
export function updateByIdSql<T extends Table>(
  table: T,
  id: number,
  set: Partial<InferInsertModel<T>>,
  params?: Params,
): string {
  const pairs = assignments(table, set, params);
  return `UPDATE ${ident(getTableName(table))} SET ${pairs.map(([c, v]) => `${c} = ${v}`).join(', ')} WHERE "id" = ${valueSql(id, params)}`;
}
