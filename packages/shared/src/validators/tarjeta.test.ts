import { describe, expect, it } from 'vitest';
import { expectEach } from './expect-each';
import { isValidCardNumber, luhnDigit, maskCardNumber, normalizeCardNumber } from './tarjeta';

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(isValidCardNumber('4539 1488 0343 6467')).toBe(true);
    // 79927398713: 11 digits, too short.
    expectEach(isValidCardNumber, false, ['4539148803436468', '79927398713', '799273987130', 'abcd']);
    expect(luhnDigit('7992739871')).toBe(3);
  });
  it('normalises and masks', () => {
    expect(normalizeCardNumber(' 7078-0000 1234 ')).toBe('707800001234');
    expect(maskCardNumber('7078 0000 0001 2345')).toBe('7078 **** **** 2345');
  });
});
