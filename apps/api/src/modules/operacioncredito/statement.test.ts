import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderStatementPdf } from './statement';

describe('a statement PDF of many movements', () => {
  it('repeats whose it is and the column titles on every page, numbers the pages, and names each ticket', async () => {
    const moves = Array.from({ length: 150 }, (_, i) => ({
      fecha: new Date(Date.UTC(2026, 9, 1, 8) + i * 3_600_000),
      tipo: 'cargo',
      importe: 40 + i,
      concepto: 'Ticket',
      local: 'E.S. Gijón Puerto',
      idticket: 1000 + i,
      ticket: `011-${String(1000 + i).padStart(6, '0')}`,
    }));
    const pdf = await renderStatementPdf({
      customer: { codigo: 1048, nombre: 'Autocares Ortiz S.A.', nif: 'B12345674' },
      datesince: '2026-10-01',
      dateto: '2026-10-31',
      opening: 0,
      moves,
    });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text, totalPages } = await extractText(doc, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    text.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${totalPages}`);
      expect(page).toMatch(/Fecha\s+Tipo\s+Concepto\s+Estación\s+Ticket\s+Importe\s+Saldo/);
      if (i > 0)
        expect(page).toContain('1048 · Autocares Ortiz S.A. · del 01/10/2026 al 31/10/2026 (continuación)');
    });
    expect(text.join('\n')).toContain('011-001149');
  });
});
