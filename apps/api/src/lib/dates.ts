// Business days are Madrid days; the database stores UTC.
const TZ = 'Europe/Madrid';

// Building an Intl.DateTimeFormat costs far more than using one: made once.
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TZ });

/** Offset of Madrid from UTC, in minutes, at a given instant (handles DST). */
export function madridOffsetMinutes(at: Date): number {
  const parts = PARTS.formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
}

// Days already turned into instants: a date-filtered list asks for the same few days again and again.
const dayStarts = new Map<string, number>();

/** 00:00 in Madrid of a YYYY-MM-DD day, as a UTC instant. */
export function madridDayStart(day: string): Date {
  let at = dayStarts.get(day);
  if (at === undefined) {
    at = computeDayStart(day).getTime();
    if (dayStarts.size >= 5_000) dayStarts.clear();
    dayStarts.set(day, at);
  }
  return new Date(at);
}

function computeDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d));
  const offset = madridOffsetMinutes(guess);
  const start = new Date(guess.getTime() - offset * 60_000);
  // Re-check across a DST change happening that very night.
  const offset2 = madridOffsetMinutes(start);
  return offset2 === offset ? start : new Date(guess.getTime() - offset2 * 60_000);
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Today in Madrid as YYYY-MM-DD. */
export function madridToday(now = new Date()): string {
  return DAY.format(now);
}

/**
 * A [since, until) range of instants from query values that may be days (YYYY-MM-DD, whole Madrid days,
 * `to` inclusive) or full ISO instants.
 */
export function dateRange(since?: string, to?: string): { from?: Date; until?: Date } {
  const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
  return {
    from: since ? (isDay(since) ? madridDayStart(since) : new Date(since)) : undefined,
    until: to ? (isDay(to) ? madridDayStart(addDays(to, 1)) : new Date(to)) : undefined,
  };
}

/** The Madrid wall clock at an instant: its day (YYYY-MM-DD), ISO weekday (1 = lunes … 7 = domingo) and HH:mm. */
export function madridClock(at: Date): { day: string; weekday: number; time: string } {
  const parts = PARTS.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
  return { day, weekday, time: `${get('hour')}:${get('minute')}` };
}
