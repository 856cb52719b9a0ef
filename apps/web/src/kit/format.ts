/** es-ES display formats shared by every section (dates dd/mm/aaaa, euros with 2 decimals). */

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A bare day is a calendar date, not an instant: keep it in local time.
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  const d = new Date(value as string | number);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `dd/mm/aaaa`, or '' for no value. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

/** `dd/mm/aaaa hh:mm`, or '' for no value. */
export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** `dd/mm/aaaa hh:mm:ss` (audit rows). */
export function formatDateTimeSeconds(value: unknown): string {
  const d = toDate(value);
  return d ? `${formatDateTime(d)}:${pad(d.getSeconds())}` : '';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number, grouping: boolean): Intl.NumberFormat {
  const key = `${min}:${max}:${grouping}`;
  let f = numberFormats.get(key);
  if (!f) {
    // useGrouping 'always': es-ES leaves 4-digit numbers ungrouped by default (1234 vs 12.345).
    f = new Intl.NumberFormat('es-ES', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping ? 'always' : false,
    });
    numberFormats.set(key, f);
  }
  return f;
}

/** A number in es-ES (`1.234,5`); `decimals` fixes the fraction digits. */
export function formatNumber(value: unknown, decimals?: number, grouping = true): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return numberFormat(decimals ?? 0, decimals ?? 3, grouping).format(n);
}

/** A number and its noun, singular for one: `count(1, 'estación', 'estaciones')` → `1 estación`, `1.200 estaciones`. */
export const count = (n: number, one: string, many: string): string =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Euros with 2 decimals: `1.234,50 €`, the sign kept on the figure's line (a no-break space, as es-ES writes it). */
export function formatAmount(value: unknown): string {
  const s = formatNumber(value, 2);
  return s ? `${s}\u00a0€` : '';
}

/** `YYYY-MM-DD` of a local day, as the API's date filters take it. */
export function isoDay(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The parts that say something, joined as one line: "Código 12 · NIF … · Valladolid". */
export const joinParts = (...parts: unknown[]): string => parts.filter(Boolean).join(' · ');

export const formatBoolean = (value: unknown): string => (value ? 'Sí' : 'No');

/** A stored lowercase word as a label: 'canjeado parcial' → 'Canjeado parcial'. */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
