import { describe, expect, it } from 'vitest';
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
    expect(isValidNif('12345678Z')).toBe(true);
    expect(isValidNif('12345678A')).toBe(false);
    expect(isValidNif('00000000T')).toBe(true);
    expect(isValidNif('99999999R')).toBe(true);
  });
  it('normalises case, spaces, dashes and dots', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expect(isValidNif('12345678-z')).toBe(true);
    expect(isValidNif('12 345 678 Z')).toBe(true);
  });
  it('rejects wrong lengths', () => {
    expect(isValidNif('1234567Z')).toBe(false);
    expect(isValidNif('123456789Z')).toBe(false);
    expect(isValidNif('')).toBe(false);
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
    expect(isValidNie(`Y1234567${nifLetter(11234567)}`)).toBe(true);
    expect(isValidNie(`Z1234567${nifLetter(21234567)}`)).toBe(true);
    expect(isValidNie('Y0000000Z')).toBe(true);
  });
  it('is not a NIF', () => {
    expect(isValidNif('X2482300W')).toBe(false);
  });
});

describe('CIF', () => {
  it('accepts published examples', () => {
    expect(isValidCif('A58818501')).toBe(true);
    expect(isValidCif('J99216582')).toBe(true);
    expect(isValidCif('J9921658B')).toBe(true);
  });
  it('computes the control digit', () => {
    expect(cifControlDigit('5881850')).toBe(1);
    expect(cifControlDigit('9921658')).toBe(2);
  });
  it('rejects a wrong control', () => {
    expect(isValidCif('A58818502')).toBe(false);
    expect(isValidCif('J99216583')).toBe(false);
    expect(isValidCif('J9921658C')).toBe(false);
  });
  it('A/B/E/H take the digit only; N/P/Q/R/S/W the letter only', () => {
    expect(isValidCif('B58818501')).toBe(true);
    expect(isValidCif('A5881850A')).toBe(false);
    expect(isValidCif('P5881850A')).toBe(true);
    expect(isValidCif('P58818501')).toBe(false);
    expect(isValidCif('Q9921658B')).toBe(true);
    expect(isValidCif('Q99216582')).toBe(false);
  });
  it('rejects letters outside ABCDEFGHJNPQRSUVW', () => {
    expect(isValidCif('I58818501')).toBe(false);
    expect(isValidCif('T58818501')).toBe(false);
  });
});

describe('isValidTaxId / taxIdKind / taxIdError', () => {
  it('accepts any kind', () => {
    for (const v of ['12345678Z', 'X2482300W', 'A58818501', 'J9921658B', 'j9921658b']) {
      expect(isValidTaxId(v)).toBe(true);
    }
    for (const v of ['12345678A', 'X2482300A', 'A58818502', 'ABC', '']) {
      expect(isValidTaxId(v)).toBe(false);
    }
  });
  it('classifies by shape', () => {
    expect(taxIdKind('12345678A')).toBe('nif');
    expect(taxIdKind('X2482300A')).toBe('nie');
    expect(taxIdKind('A58818502')).toBe('cif');
    expect(taxIdKind('hola')).toBeNull();
  });
  it('gives Spanish messages', () => {
    expect(taxIdError('12345678Z')).toBeNull();
    expect(taxIdError('A58818501')).toBeNull();
    expect(taxIdError('12345678A')).toBe('La letra del NIF no es correcta');
    expect(taxIdError('X2482300A')).toBe('La letra del NIE no es correcta');
    expect(taxIdError('A58818502')).toBe('El CIF no es válido');
    expect(taxIdError('1234')).toBe('Formato de NIF, NIE o CIF no reconocido');
    expect(taxIdError('  ')).toBe('El NIF, NIE o CIF es obligatorio');
  });
});
