import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppUserFieldsSchema,
  AuthAccountFieldsSchema,
  CommercialAccountFieldsSchema,
  CompanyFieldsSchema,
  CustomerFieldsSchema,
  GroupFieldsSchema,
  PreviewTicketSchema,
} from '.';
import { AuthorizeRequestSchema } from './autorizacion';
import { zEuros, zPositiveEuros } from './fields';
import { TerminalFieldsSchema } from './terminales';
import { zDateParam } from './wire';

/** The message a form shows on each field of a refused value (the first one per field, as the API sends). */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const customer = { idgrupo: 1, nif: 'B12345674' };
const user = { idgrupo: 1, nombre: 'Ana', email: 'ana@demo.es' };

describe('a required text', () => {
  it('says it is too long with its limit, not that it is missing', () => {
    expect(messages(CustomerFieldsSchema, { ...customer, nombre: 'x'.repeat(300) })).toEqual({
      nombre: 'Como máximo 150 caracteres',
    });
    expect(messages(AppUserFieldsSchema, { ...user, nombre: 'x'.repeat(100) })).toEqual({
      nombre: 'Como máximo 80 caracteres',
    });
  });

  it('asks for it when empty or blank, and says it is too short when it is', () => {
    expect(messages(CustomerFieldsSchema, { ...customer, nombre: '' })).toEqual({
      nombre: 'Indique la razón social',
    });
    expect(messages(CustomerFieldsSchema, { ...customer, nombre: '   ' })).toEqual({
      nombre: 'Indique la razón social',
    });
    expect(messages(CustomerFieldsSchema, { ...customer })).toEqual({ nombre: 'Indique la razón social' });
    expect(messages(CustomerFieldsSchema, { ...customer, nombre: 'X' })).toEqual({
      nombre: 'La razón social debe tener al menos 2 caracteres',
    });
  });
});

describe('an app user', () => {
  it("explains a wrong DNI as the customer's NIF does", () => {
    expect(messages(AppUserFieldsSchema, { ...user, dni: '12345678A' })).toEqual({
      dni: 'La letra del NIF no es correcta',
    });
    expect(AppUserFieldsSchema.parse({ ...user, dni: '' }).dni).toBe('');
  });

  it('says surnames are too long with the limit', () => {
    expect(messages(AppUserFieldsSchema, { ...user, apellidos: 'x'.repeat(130) })).toEqual({
      apellidos: 'Como máximo 120 caracteres',
    });
  });

  it('asks for the e-mail when it is empty or missing, and refuses a wrong one', () => {
    const required = { email: 'Indique el correo electrónico' };
    expect(messages(AppUserFieldsSchema, { ...user, email: '' })).toEqual(required);
    expect(messages(AppUserFieldsSchema, { ...user, email: undefined })).toEqual(required);
    expect(messages(AppUserFieldsSchema, { ...user, email: 'ana@' })).toEqual({
      email: 'Correo electrónico no válido',
    });
    expect(AppUserFieldsSchema.parse({ ...user, email: ' Ana@Demo.es ' }).email).toBe('ana@demo.es');
  });
});

describe('a commercial account', () => {
  it('refuses a wrong NIF or CIF with the reason why, and takes a right one or none', () => {
    expect(messages(CommercialAccountFieldsSchema, { nombre: 'Cuenta', nif: 'B1234567X' })).toEqual({
      nif: 'Formato de NIF, NIE o CIF no reconocido',
    });
    expect(messages(CommercialAccountFieldsSchema, { nombre: 'Cuenta', nif: '12345678A' })).toEqual({
      nif: 'La letra del NIF no es correcta',
    });
    expect(messages(CommercialAccountFieldsSchema, { nombre: 'Cuenta', nif: 'B12345675' })).toEqual({
      nif: 'El CIF no es válido',
    });
    expect(CommercialAccountFieldsSchema.parse({ nombre: 'Cuenta', nif: 'b-12345674' }).nif).toBe(
      'B12345674',
    );
    expect(CommercialAccountFieldsSchema.parse({ nombre: 'Cuenta' }).nif).toBe('');
  });
});

describe('a staff account', () => {
  it('asks for the e-mail when it is empty', () => {
    const account = { nombre: 'Ana Gil', idauthgroup: 1 };
    expect(messages(AuthAccountFieldsSchema, { ...account, email: ' ' })).toEqual({
      email: 'Indique el correo electrónico',
    });
    expect(AuthAccountFieldsSchema.parse({ ...account, email: 'Ana@Demo.es' }).email).toBe('ana@demo.es');
  });
});

describe('a limit written without a message of its own', () => {
  it('is said plainly in Spanish', () => {
    const terminal = { numeroserie: 'ABCD-1234', descripcion: 'Caja 1', idlocal: 1, tipo: 'quiosco' };
    expect(messages(TerminalFieldsSchema, { ...terminal, modelo: 'x'.repeat(61) })).toEqual({
      modelo: 'Como máximo 60 caracteres',
    });
    expect(messages(z.array(z.number()).max(2), [1, 2, 3])).toEqual({ '': 'Como máximo 2 elementos' });
    expect(messages(z.number().min(0), -1)).toEqual({ '': 'No puede ser negativo' });
    expect(messages(z.string().length(2), 'E')).toEqual({ '': 'Debe tener 2 caracteres' });
    expect(messages(z.string().min(2), 'E')).toEqual({ '': 'Como mínimo 2 caracteres' });
    expect(messages(z.number().positive(), 0)).toEqual({ '': 'Debe ser mayor que 0' });
  });

  it('is not taken for a missing value', () => {
    const ticket = { idlocal: 1, fecha: '2026-01-01T10:00' };
    const line = { idproducto: 1, importe: 10 };
    expect(messages(PreviewTicketSchema, { ...ticket, lineas: [{ ...line, cantidad: -1 }] })).toEqual({
      'lineas.0.cantidad': 'La cantidad no puede ser negativa',
    });
  });
});

describe('an amount of money', () => {
  it('is at least a cent once rounded: 0,000000001 € is no amount (it would be stored as 0)', () => {
    expect(zPositiveEuros.safeParse(1e-9).error?.issues[0]?.message).toBe('El importe debe ser mayor que 0');
    expect(zPositiveEuros.safeParse(-5).error?.issues[0]?.message).toBe('El importe no puede ser negativo');
    expect(zPositiveEuros.safeParse(0.01).success).toBe(true);
    const request = { tarjeta: '7078000000001083', productos: [{ idproducto: 1 }] };
    expect(messages(AuthorizeRequestSchema, { ...request, importe: 1e-9 })).toEqual({
      importe: 'El importe debe ser mayor que 0',
    });
    expect(AuthorizeRequestSchema.safeParse({ ...request, importe: 0.01 }).success).toBe(true);
  });

  it('fits the database with room to spare, and says the limit', () => {
    expect(zEuros.safeParse(99_999_999).error?.issues[0]?.message).toBe('Como máximo 10.000.000 €');
    expect(zEuros.safeParse(10_000_000).success).toBe(true);
  });
});

describe('a date a list is filtered by', () => {
  it('is a day on the calendar or an ISO instant, nothing Date.parse would guess at', () => {
    for (const ok of ['2026-11-29', '2024-02-29', '2026-11-29T10:30:00Z', '2026-11-29T10:30:00.123+01:00'])
      expect(zDateParam.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      '12345',
      '2026-11-31',
      '2026-11-00',
      '2026-13-01',
      '2025-02-29',
      '275760-09-13',
      'ayer',
    ])
      expect(zDateParam.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        'Fecha no válida (use AAAA-MM-DD)',
      );
  });
});

describe('zod’s own messages, where a schema gives none', () => {
  const body = z.object({ grupo: z.number().int(), activo: z.enum(['true', 'false']), nombre: z.string() });
  it('asks for a missing value and says plainly what a wrong one should be', () => {
    expect(messages(body, { grupo: 1.5, activo: 'quizás' })).toEqual({
      grupo: 'Debe ser un número entero',
      activo: 'Debe ser uno de: true, false',
      nombre: 'Este campo no puede estar vacío.',
    });
    expect(messages(body, { grupo: '1', activo: 'true', nombre: 3 })).toEqual({
      grupo: 'Debe ser un número',
      nombre: 'Debe ser un texto',
    });
    expect(messages(body, { grupo: 1e308, activo: 'true', nombre: 'x' })).toEqual({
      grupo: 'Número demasiado grande',
    });
  });
});

describe('a place’s name', () => {
  it('is asked for in proper Spanish (del grupo, de la empresa)', () => {
    expect(messages(GroupFieldsSchema, { idcuentacomercial: 1 })).toEqual({
      grupo: 'Indique el nombre del grupo',
    });
    expect(messages(CompanyFieldsSchema, { idgrupo: 1 }).empresa).toBe('Indique el nombre de la empresa');
  });
});
