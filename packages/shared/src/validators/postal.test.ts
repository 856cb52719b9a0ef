import { describe, expect, it } from 'vitest';
import { expectEach } from './expect-each';
import { isValidPostalCode, PROVINCES, provinceFromPostalCode } from './postal';

describe('postal code', () => {
  it('accepts 5 digits with province 01–52', () => {
    expectEach(isValidPostalCode, true, ['47001', '28013', '01001', '52006', '08001', ' 35001 ']);
  });
  it('rejects other shapes and provinces', () => {
    expectEach(isValidPostalCode, false, ['00123', '53001', '99999', '4700', '470011', '4700A', '']);
  });
  it('names the province', () => {
    expect(Object.keys(PROVINCES)).toHaveLength(52);
    expect(provinceFromPostalCode('47001')).toBe('Valladolid');
    expect(provinceFromPostalCode('15001')).toBe('A Coruña');
    expect(provinceFromPostalCode('53001')).toBeNull();
  });
});
