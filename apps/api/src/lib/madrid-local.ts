import { madridOffsetMinutes } from './dates';

// Madrid wall-clock times (`YYYY-MM-DDTHH:mm`) ⇄ instants, across the DST changes.

export type LocalTime =
  | { kind: 'ok'; instant: Date }
  /** The autumn hour that happens twice: the first (summer time) is taken. */
  | { kind: 'ambiguous'; instant: Date; second: Date }
  /** The spring hour that does not exist (the clocks jump from 02:00 to 03:00). */
  | { kind: 'nonexistent' };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export const isLocalTime = (s: string) => {
  const m = LOCAL.exec(s);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60
  );
};

/** The instant(s) a Madrid wall-clock time names: one, two (autumn) or none (spring). */
export function madridLocalToInstant(local: string): LocalTime {
  const m = LOCAL.exec(local);
  if (!m) throw new Error(`Hora local no válida: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // Madrid is UTC+1 in winter and UTC+2 in summer: a wall time is real under the offsets that give it back.
  const fits = [120, 60]
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((at) => madridOffsetMinutes(at) * 60_000 === wall - at.getTime());
  if (!fits.length) return { kind: 'nonexistent' };
  if (fits.length === 2) return { kind: 'ambiguous', instant: fits[0]!, second: fits[1]! };
  return { kind: 'ok', instant: fits[0]! };
}

/** An instant as Madrid wall-clock time, `YYYY-MM-DDTHH:mm`. */
export function instantToMadridLocal(at: Date): string {
  return new Date(at.getTime() + madridOffsetMinutes(at) * 60_000).toISOString().slice(0, 16);
}

/** `28/03/2027 02:30`, for messages. */
export const spanishLocal = (local: string) =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
