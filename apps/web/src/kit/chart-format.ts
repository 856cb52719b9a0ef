import { formatDate, formatDateTime, formatNumber } from './format';

/** es-ES figure of a chart's axis or tooltip: `1,459 €/l`, `1.234` (no unit: none shown). */
export function chartValue(value: unknown, decimals?: number, unit?: string): string {
  const text = formatNumber(value, decimals);
  return text && unit ? `${text} ${unit}` : text;
}

/** A time axis tick: the day (`05/03`) or, for instants within one day, the time (`14:30`). */
export function timeTick(value: unknown, span: 'days' | 'hours'): string {
  const full = span === 'hours' ? formatDateTime(value) : formatDate(value);
  return span === 'hours' ? full.slice(11) : full.slice(0, 5);
}

/** Whether the points of a time series fall within one day (ticks then show hours). */
export function spanOf(times: readonly unknown[]): 'days' | 'hours' {
  const days = new Set(times.map((t) => formatDate(t)));
  return days.size <= 1 ? 'hours' : 'days';
}
