import { describe, expect, it } from 'vitest';
import { cccControlDigits } from './ccc';
import { expectEach } from './expect-each';
import {
  bankAccountErrors,
  bicError,
  formatIban,
  ibanCheckDigits,
  ibanError,
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
    expectEach(isValidIban, true, [
      'ES91 2100 0418 4502 0005 1332',
      'es9121000418450200051332',
      'DE89 3704 0044 0532 0130 00',
      'GB29 NWBK 6016 1331 9268 19',
      'FR14 2004 1010 0505 0001 3M02 606',
    ]);
  });
  it('rejects a wrong check, a changed digit and wrong lengths', () => {
    expectEach(isValidIban, false, [
      'ES92 2100 0418 4502 0005 1332',
      'ES91 2100 0418 4502 0005 1333',
      'ES91 2100 0418 4502 0005 133',
      'DE89 3704 0044 0532 0130 001',
      '',
      'XX',
    ]);
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
    expectEach(isValidBic, true, ['CAIXESBBXXX', 'CAIXESBB']);
    expectEach(isValidBic, false, ['CAIXESB']);
  });
});

describe('bank account errors (issue 10 item 8: a foreign IBAN)', () => {
  it('say why an IBAN of any country is wrong, in Spanish', () => {
    expect(ibanError('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanError('FR14 2004 1010 0505 0001 3M02 606')).toBeNull();
    expect(ibanError('')).toBe('Indique el IBAN');
    expect(ibanError('3704 0044')).toBe('El IBAN empieza por el país (2 letras) y 2 dígitos de control');
    expect(ibanError('DE89 3704 0044 0532 0130 0')).toBe(
      'Un IBAN de Alemania tiene 22 caracteres (este tiene 21)',
    );
    expect(ibanError('DE88 3704 0044 0532 0130 00')).toBe(
      'El IBAN no es correcto: sus dígitos de control no cuadran',
    );
    // A country without a known length: 15 to 34 characters, mod 97.
    expect(ibanError('BR1800360305000010009795493C1')).toBeNull();
    expect(ibanError('XX12 3456')).toBe('Un IBAN tiene de 15 a 34 caracteres');
  });
  it('check a BIC of 8 or 11 characters', () => {
    expect(bicError('DEUTDEFF')).toBeNull();
    expect(bicError('deut de ff xxx')).toBeNull();
    expect(bicError('DEUTDEF')).toMatch(/^El BIC tiene 8 u 11 caracteres/);
  });
  it('want the CCC of a Spanish account, and the BIC of a foreign one', () => {
    expect(
      bankAccountErrors({
        entidad: '2100',
        oficina: '0418',
        cuenta: '0200051332',
        iban: 'ES9121000418450200051332',
      }),
    ).toEqual({});
    expect(bankAccountErrors({ entidad: '21', oficina: '', cuenta: '0200051332', iban: '' })).toEqual({
      entidad: 'La entidad debe tener 4 dígitos',
      oficina: 'La oficina debe tener 4 dígitos',
    });
    expect(bankAccountErrors({ iban: 'DE89370400440532013000', bic: 'DEUTDEFF' })).toEqual({});
    expect(bankAccountErrors({ iban: 'DE89370400440532013000', bic: '' })).toEqual({
      bic: 'Indique el BIC del banco extranjero',
    });
    expect(bankAccountErrors({ iban: 'DE89370400440532013001', bic: 'DEUT' })).toEqual({
      iban: 'El IBAN no es correcto: sus dígitos de control no cuadran',
      bic: expect.stringMatching(/^El BIC tiene 8 u 11/),
    });
  });
});
