import { describe, expect, it } from 'vitest';
import { addDays, dateRange, madridDayStart, madridOffsetMinutes, madridToday } from './dates';

describe('Madrid days', () => {
  it('start at local midnight, winter and summer, and on the nights the clocks change', () => {
    expect(madridDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(madridDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // Clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
    expect(madridDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(madridDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(madridDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(madridDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('give a fresh Date each time (the cache is not shared by callers)', () => {
    const a = madridDayStart('2026-05-01');
    a.setTime(0);
    expect(madridDayStart('2026-05-01').toISOString()).toBe('2026-04-30T22:00:00.000Z');
  });

  it('ranges take whole days, the last one included, or exact instants', () => {
    const r = dateRange('2026-10-25', '2026-10-25');
    expect(r.from?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(r.until?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(dateRange('2026-01-01T10:00:00Z').from?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(madridOffsetMinutes(new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(madridToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
