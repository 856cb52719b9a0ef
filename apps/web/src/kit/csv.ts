import { formatBoolean, formatDate, formatDateTime, formatNumber } from './format';

/** `code`: a stored lower-case word ('tarjeta cliente'), shown capitalised or by its column's `options`. */
export type ValueType = 'text' | 'code' | 'number' | 'amount' | 'date' | 'datetime' | 'boolean';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
  type?: ValueType;
}

/** One cell as a Spanish spreadsheet reads it: decimal comma, dd/mm/aaaa, Sí/No. */
export function csvCell(value: unknown, type?: ValueType): string {
  // A number in a column that says nothing of its type is still a number to a Spanish spreadsheet: a
  // decimal comma, no grouping (a code stays 1043).
  const kind = type ?? (typeof value === 'number' ? 'number' : 'text');
  const cell = formatted(value, kind);
  // Only a real number of a numeric column may start with "-"; any other cell is kept as text.
  const numeric = (kind === 'number' || kind === 'amount') && Number.isFinite(Number(value));
  return numeric ? cell : asText(cell);
}

function formatted(value: unknown, type: ValueType): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'number':
      return formatNumber(value, undefined, false);
    case 'amount':
      return formatNumber(value, 2, false);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'boolean':
      return formatBoolean(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A spreadsheet runs a cell starting with = + - @ tab or CR as a formula: a leading apostrophe makes it text. */
const asText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const quote = (s: string) => (/[";\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** `;`-separated CSV with a UTF-8 BOM (Excel in Spanish opens it with accents and columns right). */
export function buildCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => quote(asText(c.header))).join(';')];
  for (const row of rows) lines.push(columns.map((c) => quote(csvCell(c.value(row), c.type))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers `content` as a download named `filename`. */
export function downloadText(filename: string, content: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(filename, new Blob([content], { type }));
}

/** Offers `blob` (a file the API made, or text) as a download named `filename`. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
