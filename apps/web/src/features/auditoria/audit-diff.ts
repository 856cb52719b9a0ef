import { auditFieldLabel } from '@ac/shared';
import { formatAmount, formatDate, formatDateTime } from '../../kit/format';

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Bookkeeping columns that say nothing to a reader of the change. */
const HIDDEN = new Set(['id', 'version', 'deleted_at', 'busqueda']);

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Field-by-field before/after of an audit row; changed fields first, then the rest, by name. */
export function diffRecords(antes: unknown, despues: unknown): DiffRow[] {
  const a = asRecord(antes);
  const b = asRecord(despues);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => !HIDDEN.has(f));
  const rows = fields.map((field) => ({
    field,
    before: a[field],
    after: b[field],
    changed: JSON.stringify(a[field]) !== JSON.stringify(b[field]),
  }));
  return rows.sort((x, y) => Number(y.changed) - Number(x.changed) || x.field.localeCompare(y.field, 'es'));
}

/** Fields that hold euros wherever they appear (a voucher's or the points' `saldo` is left out: not always money). */
const MONEY = new Set([
  'importe',
  'importesolicitado',
  'importeautorizado',
  'importefinal',
  'importeminimo',
  'limitecredito',
  'limitediarioeuros',
  'limitemensualeuros',
  'riesgo',
]);

/** A value as a reader sees it: Sí/No, (vacío), euros, dates dd/mm/aaaa HH:mm, JSON for structures. */
export function displayValue(value: unknown, field?: string): string {
  if (value === undefined) return '—';
  if (value === null || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number' && field && MONEY.has(field)) return formatAmount(value);
  if (typeof value === 'number') return value.toLocaleString('es-ES');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const shown = formatDateTime(value);
    if (shown) return shown;
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The Spanish names of the changed fields, for the list ("Teléfono, Correo electrónico"). */
export function changedFields(antes: unknown, despues: unknown): string[] {
  if (!antes || !despues) return [];
  return diffRecords(antes, despues)
    .filter((r) => r.changed)
    .map((r) => auditFieldLabel(r.field));
}
