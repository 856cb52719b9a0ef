import {
  AuthAccountFieldsSchema,
  BankFieldsSchema,
  CustomerFieldsSchema,
  CustomerRateFieldsSchema,
} from '@ac/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues } from './schema-values';

describe('form values derived from the shared schema', () => {
  it('start a new record from the schema defaults, with what the caller knows on top', () => {
    expect(formValues(CustomerFieldsSchema, { idgrupo: 3 })).toEqual({
      idgrupo: 3,
      codigo: undefined,
      nombre: '',
      nombrecomercial: '',
      nif: '',
      direccion: '',
      poblacion: '',
      provincia: '',
      codigopostal: '',
      pais: 'ES',
      telefono: '',
      email: '',
      contado: false,
      activo: true,
      observaciones: '',
    });
  });

  it('leave a required number or choice empty (null) so the schema asks for it', () => {
    const values = formValues(CustomerRateFieldsSchema, {});
    expect(values.idcliente).toBeNull();
    expect(values.idtarifa).toBeNull();
    expect(values.fechahasta).toBeNull();
    expect(values.idlocal).toBe(0);
    expect(CustomerRateFieldsSchema.safeParse(values).error?.issues.map((i) => i.message)).toContain(
      'Elija la tarifa',
    );
  });

  it('edit a record: only the schema fields, its day fields as days', () => {
    const values = formValues(CustomerRateFieldsSchema, {
      id: 7,
      version: 3,
      idcliente: 1,
      idtarifa: 2,
      tarifa: 'Flotas',
      fechadesde: '2026-03-05T00:00:00',
      fechahasta: null,
      idlocal: 0,
      activo: true,
    });
    expect(values).toEqual({
      idcliente: 1,
      idtarifa: 2,
      fechadesde: '2026-03-05',
      fechahasta: null,
      idlocal: 0,
      activo: true,
    });
  });

  it('take the items of a list field through the item schema', () => {
    const values = formValues(AuthAccountFieldsSchema, {
      email: 'a@b.es',
      nombre: 'Ana',
      idauthgroup: 1,
      activo: true,
      scopes: [{ id: 9, nombre: 'Grupo Meseta', idcuentacomercial: 1, idgrupo: 2, idempresa: 0, idlocal: 0 }],
    });
    expect(values.scopes).toEqual([{ idcuentacomercial: 1, idgrupo: 2, idempresa: 0, idlocal: 0 }]);
    expect(values.password).toBeUndefined();
  });

  it('fill missing fields of a record with the empty value', () => {
    const values = formValues(BankFieldsSchema, { idcliente: 4, titular: 'Transportes Gil' });
    expect(values).toMatchObject({ idcliente: 4, titular: 'Transportes Gil', iban: '', principal: false });
  });

  it('read nested objects, and the first option of a union', () => {
    const schema = z.object({
      a: z.object({ b: z.string(), c: z.number().default(4) }),
      u: z.union([z.literal(''), z.string().email()]),
    });
    expect(formValues(schema, {})).toEqual({ a: { b: '', c: 4 }, u: '' });
    expect(formValues(schema, { a: { b: 'x', extra: 1 } })).toEqual({ a: { b: 'x', c: 4 }, u: '' });
  });
});
