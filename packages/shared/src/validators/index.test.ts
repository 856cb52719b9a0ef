import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '..';
import { zEmail, zIban, zMatricula, zPhone, zPostalCode, zTaxId } from '.';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('zod helpers', () => {
  it('zTaxId normalises and explains', () => {
    expect(zTaxId.parse(' 12.345.678-z')).toBe('12345678Z');
    expect(zTaxId.parse('j9921658b')).toBe('J9921658B');
    expect(firstMessage(zTaxId.safeParse('12345678A'))).toBe('La letra del NIF no es correcta');
    expect(firstMessage(zTaxId.safeParse('A58818502'))).toBe('El CIF no es válido');
    expect(firstMessage(zTaxId.safeParse('xyz'))).toBe('Formato de NIF, NIE o CIF no reconocido');
    expect(zTaxId.safeParse(12345678).success).toBe(false);
  });
  it('zIban', () => {
    expect(zIban.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(firstMessage(zIban.safeParse('ES92 2100 0418 4502 0005 1332'))).toBe('IBAN no válido');
  });
  it('zPostalCode', () => {
    expect(zPostalCode.parse(' 47001 ')).toBe('47001');
    expect(firstMessage(zPostalCode.safeParse('53001'))).toBe('Código postal no válido');
  });
  it('zPhone', () => {
    expect(zPhone.parse('+34 612 34 56 78')).toBe('612345678');
    expect(firstMessage(zPhone.safeParse('512345678'))).toBe('Teléfono no válido');
  });
  it('zEmail', () => {
    expect(zEmail.parse(' Ana@Example.com ')).toBe('ana@example.com');
    expect(firstMessage(zEmail.safeParse('ana@'))).toBe('Correo electrónico no válido');
  });
  it('zMatricula', () => {
    expect(zMatricula.parse('1234-bcd')).toBe('1234BCD');
    expect(firstMessage(zMatricula.safeParse('1234ABC'))).toBe('Matrícula no válida');
  });
  it('works inside objects and as optional', () => {
    const schema = z.object({ nif: zTaxId, email: zEmail.optional() });
    expect(schema.parse({ nif: '12345678z' })).toEqual({ nif: '12345678Z' });
    const r = schema.safeParse({ nif: 'X2482300A', email: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nif', 'La letra del NIE no es correcta'],
      ['email', 'Correo electrónico no válido'],
    ]);
  });
  it('is representable in JSON Schema', () => {
    expect(() => z.toJSONSchema(z.object({ a: zTaxId, b: zIban, c: zPhone }))).not.toThrow();
  });
  it('is re-exported from the package root', () => {
    expect(shared.isValidTaxId).toBeTypeOf('function');
    expect(shared.spanishIbanFromCcc).toBeTypeOf('function');
    expect(shared.zTaxId).toBe(zTaxId);
  });
});
