import { describe, expect, it } from 'vitest';
import { operations } from '../db/schema';
import { insertSql, literal, updateByIdSql } from './sql-literal';

describe('literal', () => {
  it('escapes quotes and backslashes so a value stays data', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal(null)).toBe('NULL');
    expect(literal(true)).toBe('TRUE');
    expect(literal(12.5)).toBe('12.5');
    expect(literal(new Date('2026-11-24T08:00:00Z'))).toBe("'2026-11-24T08:00:00.000Z'::timestamptz");
    expect(literal([1, 2])).toBe("'[1,2]'::jsonb");
  });

  it('refuses numbers that are no numbers', () => {
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('insertSql / updateByIdSql', () => {
  it('writes each value through its column (euros to cents) under its column name', () => {
    const text = insertSql(operations, {
      fecha: new Date('2026-11-24T08:00:00Z'),
      idlocal: 3,
      tipo: 'autorización',
      importesolicitado: 60.5,
      importeautorizado: 0,
      resultado: 'denegada',
      productos: [1],
    });
    expect(text).toContain('"importesolicitado"');
    expect(text).toContain('6050');
    expect(text).toMatch(/RETURNING \*$/);
    expect(updateByIdSql(operations, 7, { estado: "x'y" })).toBe(
      `UPDATE "operaciones" SET "estado" = 'x''y' WHERE "id" = 7`,
    );
  });

  it('refuses a key that is not a column', () => {
    expect(() => updateByIdSql(operations, 7, { nope: 1 } as never)).toThrow(/no tiene la columna nope/);
  });
});
