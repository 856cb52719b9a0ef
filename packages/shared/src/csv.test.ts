import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads ; or , separated files with their line numbers, quotes and empty lines', () => {
    const out = parseCsv('\uFEFFCodigoLocal;Descripcion\r\n001;"Gasóleo; A"\r\n\r\n002;"Dice ""hola"""\n');
    expect(out.header).toEqual(['codigolocal', 'descripcion']);
    expect(out.rows).toEqual([
      { linea: 2, cells: ['001', 'Gasóleo; A'] },
      { linea: 4, cells: ['002', 'Dice "hola"'] },
    ]);
    expect(parseCsv('a,b\n1,2').rows).toEqual([{ linea: 2, cells: ['1', '2'] }]);
  });
  it('counts the lines a quoted cell spans', () => {
    const out = parseCsv('a;b\n"x\ny";1\nz;2');
    expect(out.rows.map((r) => r.linea)).toEqual([2, 4]);
  });
});
