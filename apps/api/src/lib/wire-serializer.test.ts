import { CustomerSchema, pageOf } from '@ac/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireSerializerCompiler, wireStringify } from './wire-serializer';

/** The old way: zod's parse, then JSON. */
const validated = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

const customer = {
  id: 7,
  idgrupo: 2,
  codigo: 12,
  nombre: 'Transportes Ñandú, S.L.',
  nombrecomercial: '',
  nif: 'B12345674',
  direccion: 'Calle Mayor 1',
  poblacion: 'Ávila',
  provincia: 'Ávila',
  codigopostal: '05001',
  pais: 'ES',
  telefono: '612345678',
  email: 'compras@nandu.es',
  contado: false,
  activo: true,
  observaciones: 'línea 1\nlínea 2 \u2028"entre comillas"',
  fechaalta: '2026-11-24T00:00:00.123456+00:00',
  version: 3,
  grupo: 'Grupo Norte',
};

describe('wire serializer', () => {
  it('writes a list page exactly as the validated serialisation did', () => {
    const schema = z.union([pageOf('customers', CustomerSchema), CustomerSchema]);
    const page = {
      total: 2,
      totalcapped: false,
      customers: [customer, { ...customer, id: 8, grupo: undefined }],
    };
    expect(wireStringify(schema, page)).toBe(validated(schema, page));
    expect(wireStringify(schema, customer)).toBe(validated(schema, customer));
  });

  it('keeps only the wire keys, in the schema order, and fills defaults', () => {
    const schema = z.object({ b: z.string(), a: z.number().default(5), c: z.string().nullable().optional() });
    const row = { a: undefined, secret: 'hash', c: null, b: 'x', __cursor: '1' };
    expect(wireStringify(schema, row)).toBe('{"b":"x","a":5,"c":null}');
    expect(wireStringify(schema, row)).toBe(validated(schema, row));
  });

  it('leaves transforms, loose objects and other schemas to zod', () => {
    const schema = z.object({
      up: z.string().transform((s) => s.toUpperCase()),
      loose: z.looseObject({ a: z.number() }),
      when: z.date(),
      list: z.array(z.object({ n: z.number(), drop: z.undefined().optional() })),
    });
    const value = { up: 'abc', loose: { a: 1, b: 2 }, when: new Date(0), list: [{ n: 1, extra: true }] };
    expect(wireStringify(schema, value)).toBe(validated(schema, value));
    expect(JSON.parse(wireStringify(schema, value)).up).toBe('ABC');
  });

  it('picks the union option whose required keys the value has', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b'), b: z.string(), x: z.number().optional() }),
    ]);
    const value = { kind: 'b', b: 'hola', a: undefined, x: 1, y: 2 };
    expect(wireStringify(schema, value)).toBe(validated(schema, value));
  });

  it('under the tests, refuses an answer the validated way would have written differently', () => {
    const route = { schema: z.object({ a: z.string().trim() }), method: 'GET', url: '/x', httpStatus: '200' };
    const serialize = wireSerializerCompiler(route as never);
    expect(serialize({ a: 'ok', b: 1 })).toBe('{"a":"ok"}');
    expect(() => serialize({ a: 'not trimmed ' })).toThrow(/difiere/);
    expect(() => serialize({ a: 1 })).toThrow();
  });
});
