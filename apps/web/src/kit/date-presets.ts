/** Periods offered next to date filters (Hoy, Esta semana, Este mes…), as pure functions of today. */
import { isoDay as dayOf } from './format';

export interface DateRange {
  /** YYYY-MM-DD */
  since: string;
  /** YYYY-MM-DD */
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const shift = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
/** Monday of the week of `d` (weeks start on Monday in Spain). */
const monday = (d: Date) => shift(d, -((d.getDay() + 6) % 7));

/** `dd/mm/aaaa` typed by the user → `YYYY-MM-DD`, or null when it is not a real day. */
export function parseSpanishDay(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return dayOf(date);
}

/** The last `months` months up to today: the default window of a record's movements. */
export function lastMonths(months = 3, today = new Date()): DateRange {
  return {
    since: dayOf(new Date(today.getFullYear(), today.getMonth() - months, today.getDate())),
    to: dayOf(today),
  };
}

export interface RangePreset {
  label: string;
  range: (today: Date) => DateRange;
}

export const RANGE_PRESETS: RangePreset[] = [
  { label: 'Hoy', range: (t) => ({ since: dayOf(t), to: dayOf(t) }) },
  { label: 'Ayer', range: (t) => ({ since: dayOf(shift(t, -1)), to: dayOf(shift(t, -1)) }) },
  { label: 'Esta semana', range: (t) => ({ since: dayOf(monday(t)), to: dayOf(t) }) },
  {
    label: 'Semana pasada',
    range: (t) => ({ since: dayOf(shift(monday(t), -7)), to: dayOf(shift(monday(t), -1)) }),
  },
  {
    label: 'Este mes',
    range: (t) => ({ since: dayOf(new Date(t.getFullYear(), t.getMonth(), 1)), to: dayOf(t) }),
  },
  {
    label: 'Mes pasado',
    range: (t) => ({
      since: dayOf(new Date(t.getFullYear(), t.getMonth() - 1, 1)),
      to: dayOf(new Date(t.getFullYear(), t.getMonth(), 0)),
    }),
  },
  { label: 'Últimos 3 meses', range: (t) => lastMonths(3, t) },
  { label: 'Este año', range: (t) => ({ since: `${t.getFullYear()}-01-01`, to: dayOf(t) }) },
];

export interface DateTimePreset {
  label: string;
  /** `YYYY-MM-DDTHH:mm` */
  value: (now: Date) => string;
}

const at = (d: Date, hh: number, mm = 0) => `${dayOf(d)}T${pad(hh)}:${pad(mm)}`;

/** Moments offered next to a date-time field (a scheduled price change, a publication). */
export const DATE_TIME_PRESETS: DateTimePreset[] = [
  { label: 'Ahora', value: (n) => at(n, n.getHours(), n.getMinutes()) },
  { label: 'Hoy a las 22:00', value: (n) => at(n, 22) },
  { label: 'Mañana a las 00:00', value: (n) => at(shift(n, 1), 0) },
  { label: 'Mañana a las 06:00', value: (n) => at(shift(n, 1), 6) },
  { label: 'Lunes próximo a las 06:00', value: (n) => at(shift(monday(n), 7), 6) },
];
