import { describe, expect, it } from 'vitest';
import { cccControlDigits } from './ccc';
import {
  formatIban,
  ibanCheckDigits,
  isValidBic,
  isValidIban,
  normalizeIban,
  spanishIbanFromCcc,
} from './iban';

describe('IBAN', () => {
  it('builds the published Spanish example from its CCC', () => {
    expect(spanishIbanFromCcc('2100', '0418', '45', '0200051332')).toBe('ES9121000418450200051332');
    expect(formatIban(spanishIbanFromCcc('2100', '0418', '45', '0200051332'))).toBe(
      'ES91 2100 0418 4502 0005 1332',
    );
  });
  it('round-trips CCC control digits and IBAN', () => {
    const dc = cccControlDigits('2100', '0418', '0200051332');
    expect(isValidIban(spanishIbanFromCcc('2100', '0418', dc, '0200051332'))).toBe(true);
  });
  it('validates IBANs of several countries', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('es9121000418450200051332')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
  });
  it('rejects a wrong check, a changed digit and wrong lengths', () => {
    expect(isValidIban('ES92 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 1333')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 133')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 001')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('XX')).toBe(false);
  });
  it('computes check digits', () => {
    expect(ibanCheckDigits('ES', '21000418450200051332')).toBe('91');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  });
  it('normalises and formats', () => {
    expect(normalizeIban(' es91 2100-0418 ')).toBe('ES9121000418');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
  it('throws on malformed CCC parts', () => {
    expect(() => spanishIbanFromCcc('2100', '0418', '4', '0200051332')).toThrow(RangeError);
  });
  it('checks BIC shape', () => {
    expect(isValidBic('CAIXESBBXXX')).toBe(true);
    expect(isValidBic('CAIXESBB')).toBe(true);
    expect(isValidBic('CAIXESB')).toBe(false);
  });
});
