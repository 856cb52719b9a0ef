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

  it('writes a number of a column that gives no type as a number too (a ratio, a limit), codes ungrouped', () => {
    expect(csvCell(0.5)).toBe('0,5');
    expect(csvCell(1043)).toBe('1043');
    expect(csvCell(-2.25)).toBe('-2,25');
    expect(csvCell('-2')).toBe("'-2");
  });

  it('writes dates as dd/mm/aaaa and booleans as Sí/No', () => {
    expect(csvCell('2026-03-09', 'date')).toBe('09/03/2026');
    expect(csvCell(new Date(2026, 0, 5, 8, 7), 'datetime')).toBe('05/01/2026 08:07');
    expect(csvCell(true, 'boolean')).toBe('Sí');
    expect(csvCell(false, 'boolean')).toBe('No');
    expect(csvCell(null, 'date')).toBe('');
  });

  it('neutralises text cells a spreadsheet would run as a formula by prefixing an apostrophe', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', '+34 600', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula)).toBe(`'${formula}`);
    }
    expect(csvCell('Gasóleo A=1')).toBe('Gasóleo A=1');
    const csv = buildCsv([{ header: 'Nombre', value: (r: { n: string }) => r.n }], [{ n: '=1+1' }]);
    expect(csv).toBe("\uFEFFNombre\r\n'=1+1\r\n");
  });

  it('keeps negative numbers of numeric columns as numbers', () => {
    expect(csvCell(-12.5, 'amount')).toBe('-12,50');
    expect(csvCell(-7, 'number')).toBe('-7');
    expect(csvCell('-12.5', 'amount')).toBe('-12,50');
  });

  it('neutralises a numeric column whose value is not a number', () => {
    expect(csvCell('=1+1', 'number')).toBe("'=1+1");
    expect(csvCell('-1+1', 'amount')).toBe("'-1+1");
  });

  it('neutralises object values and headers too', () => {
    const csv = buildCsv([{ header: '=cabecera', value: () => '-x' }], [{}]);
    expect(csv).toBe("\uFEFF'=cabecera\r\n'-x\r\n");
  });
});
