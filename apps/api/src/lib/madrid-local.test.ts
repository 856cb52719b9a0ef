import { describe, expect, it } from 'vitest';
import { instantToMadridLocal, isLocalTime, madridLocalToInstant } from './madrid-local';

/** A wall-clock time that names one instant. */
const ok = (iso: string) => ({ kind: 'ok', instant: new Date(iso) });

describe('Madrid wall-clock times', () => {
  it('turns an ordinary winter and summer time into its instant and back', () => {
    expect(madridLocalToInstant('2027-01-15T06:00')).toEqual(ok('2027-01-15T05:00:00Z'));
    expect(madridLocalToInstant('2027-07-15T06:00')).toEqual(ok('2027-07-15T04:00:00Z'));
    expect(instantToMadridLocal(new Date('2027-07-15T04:00:00Z'))).toBe('2027-07-15T06:00');
  });

  it('says the spring hour of 2027-03-28 does not exist (02:00–02:59), and 03:00 does', () => {
    expect(madridLocalToInstant('2027-03-28T02:00')).toEqual({ kind: 'nonexistent' });
    expect(madridLocalToInstant('2027-03-28T02:30')).toEqual({ kind: 'nonexistent' });
    expect(madridLocalToInstant('2027-03-28T01:59')).toEqual(ok('2027-03-28T00:59:00Z'));
    expect(madridLocalToInstant('2027-03-28T03:00')).toEqual(ok('2027-03-28T01:00:00Z'));
  });

  it('takes the first of the autumn hour of 2027-10-31 that happens twice (02:00–02:59)', () => {
    const r = madridLocalToInstant('2027-10-31T02:30');
    expect(r).toEqual({
      kind: 'ambiguous',
      instant: new Date('2027-10-31T00:30:00Z'),
      second: new Date('2027-10-31T01:30:00Z'),
    });
    expect(instantToMadridLocal(new Date('2027-10-31T00:30:00Z'))).toBe('2027-10-31T02:30');
    expect(instantToMadridLocal(new Date('2027-10-31T01:30:00Z'))).toBe('2027-10-31T02:30');
    expect(madridLocalToInstant('2027-10-31T03:00').kind).toBe('ok');
  });

  it('checks the shape and the calendar', () => {
    expect(isLocalTime('2027-02-29T10:00')).toBe(false);
    expect(isLocalTime('2028-02-29T10:00')).toBe(true);
    expect(isLocalTime('2027-01-01 10:00')).toBe(false);
    expect(isLocalTime('2027-01-01T24:00')).toBe(false);
  });
});
