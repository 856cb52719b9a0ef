import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone } from './phone';

describe('phone', () => {
  it('accepts 9 digits starting 6, 7, 8 or 9 with optional +34 / 0034', () => {
    for (const v of [
      '612345678',
      '712345678',
      '812345678',
      '983123456',
      '+34612345678',
      '0034 612 34 56 78',
      '+34 983-12-34-56',
    ]) {
      expect(isValidPhone(v)).toBe(true);
    }
  });
  it('rejects other numbers', () => {
    for (const v of ['512345678', '61234567', '6123456789', '+33612345678', '34612345678', 'abc', '']) {
      expect(isValidPhone(v)).toBe(false);
    }
  });
  it('normalises and formats', () => {
    expect(normalizePhone('+34 (612) 34.56.78')).toBe('612345678');
    expect(formatPhone('+34612345678')).toBe('612 34 56 78');
    expect(formatPhone('123')).toBe('123');
  });
});
