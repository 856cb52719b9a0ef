import { describe, expect, it } from 'vitest';
import { isValidPostalCode, PROVINCES, provinceFromPostalCode } from './postal';

describe('postal code', () => {
  it('accepts 5 digits with province 01–52', () => {
    for (const v of ['47001', '28013', '01001', '52006', '08001', ' 35001 ']) {
      expect(isValidPostalCode(v)).toBe(true);
    }
  });
  it('rejects other shapes and provinces', () => {
    for (const v of ['00123', '53001', '99999', '4700', '470011', '4700A', '']) {
      expect(isValidPostalCode(v)).toBe(false);
    }
  });
  it('names the province', () => {
    expect(Object.keys(PROVINCES)).toHaveLength(52);
    expect(provinceFromPostalCode('47001')).toBe('Valladolid');
    expect(provinceFromPostalCode('15001')).toBe('A Coruña');
    expect(provinceFromPostalCode('53001')).toBeNull();
  });
});
