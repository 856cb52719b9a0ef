import { describe, expect, it } from 'vitest';
import { cccControlDigits, isValidCcc, normalizeCcc, splitCcc } from './ccc';
import { expectEach } from './expect-each';

describe('CCC', () => {
  it('computes the published example 2100 0418 45 0200051332', () => {
    expect(cccControlDigits('2100', '0418', '0200051332')).toBe('45');
  });
  it('maps 10 → 1 and 11 → 0', () => {
    // '00'+'0000'+'0000' sums 0 → 11 → 0
    expect(cccControlDigits('0000', '0000', '0000000000')).toBe('00');
    // cuenta '0000000001' sums 6 → 11 − 6 = 5; '0000000010' sums 3 → 8
    expect(cccControlDigits('0000', '0000', '0000000001')).toBe('05');
    // sum ≡ 1 (mod 11) → 10 → 1: weight 1 on the first digit
    expect(cccControlDigits('0000', '0000', '1000000000')).toBe('01');
  });
  it('validates full CCCs with separators', () => {
    expectEach(isValidCcc, true, ['2100 0418 45 0200051332', '2100-0418-45-0200051332']);
    expectEach(isValidCcc, false, ['2100 0418 46 0200051332', '2100 0418 45 020005133']);
  });
  it('splits and normalises', () => {
    expect(normalizeCcc('2100 0418-45 0200051332')).toBe('21000418450200051332');
    expect(splitCcc('21000418450200051332')).toEqual({
      entidad: '2100',
      oficina: '0418',
      dc: '45',
      cuenta: '0200051332',
    });
    expect(splitCcc('abc')).toBeNull();
  });
  it('throws on malformed parts', () => {
    expect(() => cccControlDigits('210', '0418', '0200051332')).toThrow(RangeError);
    expect(() => cccControlDigits('2100', '0418', '02000513')).toThrow(RangeError);
  });
});
