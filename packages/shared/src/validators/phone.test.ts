import { describe, expect, it } from 'vitest';
import { expectEach } from './expect-each';
import { formatPhone, isValidPhone, normalizePhone } from './phone';

describe('phone', () => {
  it('accepts 9 digits starting 6, 7, 8 or 9 with optional +34 / 0034', () => {
    expectEach(isValidPhone, true, [
      '612345678',
      '712345678',
      '812345678',
      '983123456',
      '+34612345678',
      '0034 612 34 56 78',
      '+34 983-12-34-56',
    ]);
  });
  it('rejects other numbers', () => {
    expectEach(isValidPhone, false, [
      '512345678',
      '61234567',
      '6123456789',
      '+33612345678',
      '34612345678',
      'abc',
      '',
    ]);
  });
  it('normalises and formats', () => {
    expect(normalizePhone('+34 (612) 34.56.78')).toBe('612345678');
    expect(formatPhone('+34612345678')).toBe('612 34 56 78');
    expect(formatPhone('123')).toBe('123');
  });
});
