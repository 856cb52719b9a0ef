import { describe, expect, it } from 'vitest';
import { expectEach } from './expect-each';
import {
  cifControlDigit,
  isValidCif,
  isValidNie,
  isValidNif,
  isValidTaxId,
  nifLetter,
  normalizeTaxId,
  taxIdError,
  taxIdKind,
} from './nif';

describe('NIF / DNI', () => {
  it('accepts published examples and rejects a wrong letter', () => {
    expectEach(isValidNif, true, ['12345678Z', '00000000T', '99999999R']);
    expectEach(isValidNif, false, ['12345678A']);
  });
  it('normalises case, spaces, dashes and dots', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expectEach(isValidNif, true, ['12345678-z', '12 345 678 Z']);
  });
  it('rejects wrong lengths', () => {
    expectEach(isValidNif, false, ['1234567Z', '123456789Z', '']);
  });
  it('computes the check letter', () => {
    expect(nifLetter(12345678)).toBe('Z');
    expect(nifLetter('02482300')).toBe('W');
  });
  it('accepts K/L/M personal NIFs with the DNI rule', () => {
    expect(isValidNif(`K1234567${nifLetter(1234567)}`)).toBe(true);
    expect(isValidNif('K1234567A')).toBe(false);
  });
});

describe('NIE', () => {
  it('accepts X2482300W and rejects a wrong letter', () => {
    expect(isValidNie('X2482300W')).toBe(true);
    expect(isValidNie('X2482300A')).toBe(false);
  });
  it('maps Y and Z to 1 and 2', () => {
    expectEach(isValidNie, true, [
      `Y1234567${nifLetter(11234567)}`,
      `Z1234567${nifLetter(21234567)}`,
      'Y0000000Z',
    ]);
  });
  it('is not a NIF', () => {
    expect(isValidNif('X2482300W')).toBe(false);
  });
});

describe('CIF', () => {
  it('accepts published examples', () => {
    expectEach(isValidCif, true, ['A58818501', 'J99216582', 'J9921658B']);
  });
  it('computes the control digit', () => {
    expect(cifControlDigit('5881850')).toBe(1);
    expect(cifControlDigit('9921658')).toBe(2);
  });
  it('rejects a wrong control', () => {
    expectEach(isValidCif, false, ['A58818502', 'J99216583', 'J9921658C']);
  });
  it('A/B/E/H take the digit only; N/P/Q/R/S/W the letter only', () => {
    expectEach(isValidCif, true, ['B58818501', 'P5881850A', 'Q9921658B']);
    expectEach(isValidCif, false, ['A5881850A', 'P58818501', 'Q99216582']);
  });
  it('rejects letters outside ABCDEFGHJNPQRSUVW', () => {
    expectEach(isValidCif, false, ['I58818501', 'T58818501']);
  });
});

describe('isValidTaxId / taxIdKind / taxIdError', () => {
  it('accepts any kind', () => {
    expectEach(isValidTaxId, true, ['12345678Z', 'X2482300W', 'A58818501', 'J9921658B', 'j9921658b']);
    expectEach(isValidTaxId, false, ['12345678A', 'X2482300A', 'A58818502', 'ABC', '']);
  });
  it('classifies by shape', () => {
    expect(taxIdKind('12345678A')).toBe('nif');
    expect(taxIdKind('X2482300A')).toBe('nie');
    expect(taxIdKind('A58818502')).toBe('cif');
    expect(taxIdKind('hola')).toBeNull();
  });
  it('gives Spanish messages', () => {
    expectEach(taxIdError, null, ['12345678Z', 'A58818501']);
    expect(taxIdError('12345678A')).toBe('La letra del NIF no es correcta');
    expect(taxIdError('X2482300A')).toBe('La letra del NIE no es correcta');
    expect(taxIdError('A58818502')).toBe('El CIF no es válido');
    expect(taxIdError('1234')).toBe('Formato de NIF, NIE o CIF no reconocido');
    expect(taxIdError('  ')).toBe('El NIF, NIE o CIF es obligatorio');
  });
});
