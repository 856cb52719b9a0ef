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
  // Each: a value it normalises, and a wrong one with its message.
  it.each([
    [
      'zIban',
      zIban,
      'es91 2100 0418 4502 0005 1332',
      'ES9121000418450200051332',
      'ES92 2100 0418 4502 0005 1332',
      'IBAN no válido',
    ],
    ['zPostalCode', zPostalCode, ' 47001 ', '47001', '53001', 'Código postal no válido'],
    ['zPhone', zPhone, '+34 612 34 56 78', '612345678', '512345678', 'Teléfono no válido'],
    ['zEmail', zEmail, ' Ana@Example.com ', 'ana@example.com', 'ana@', 'Correo electrónico no válido'],
    ['zMatricula', zMatricula, '1234-bcd', '1234BCD', '1234ABC', 'Matrícula no válida'],
  ] as const)('%s', (_name, schema: z.ZodType<string>, input, normalised, wrong, message) => {
    expect(schema.parse(input)).toBe(normalised);
    expect(firstMessage(schema.safeParse(wrong))).toBe(message);
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
