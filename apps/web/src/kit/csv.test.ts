import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('CSV export', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = buildCsv([{ header: 'Nombre', value: (r: { n: string }) => r.n }], [{ n: 'Óscar' }]);
    expect(csv).toBe('\uFEFFNombre\r\nÓscar\r\n');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    const csv = buildCsv(
      [{ header: 'Texto', value: (r: { t: string }) => r.t }],
      [{ t: 'a;b' }, { t: 'dijo "hola"' }, { t: 'dos\nlíneas' }],
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['"a;b"', '"dijo ""hola"""', '"dos\nlíneas"']);
  });

  it('writes numbers with a decimal comma and no grouping, amounts with 2 decimals', () => {
    expect(csvCell(1234.5, 'number')).toBe('1234,5');
    expect(csvCell(1234.5, 'amount')).toBe('1234,50');
    expect(csvCell(-3, 'amount')).toBe('-3,00');
  });

  it('writes dates as dd/mm/aaaa and booleans as Sí/No', () => {
    expect(csvCell('2026-03-09', 'date')).toBe('09/03/2026');
    expect(csvCell(new Date(2026, 0, 5, 8, 7), 'datetime')).toBe('05/01/2026 08:07');
    expect(csvCell(true, 'boolean')).toBe('Sí');
    expect(csvCell(false, 'boolean')).toBe('No');
    expect(csvCell(null, 'date')).toBe('');
  });
});
