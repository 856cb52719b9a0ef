import { describe, expect, it } from 'vitest';
import { changedFields, diffRecords, displayValue } from './audit-diff';

describe('the before/after of an audit row', () => {
  it('lists changed fields first and hides the id, version and deleted_at', () => {
    const rows = diffRecords(
      { id: 271, activo: true, telefono: '671422809', version: 1 },
      { id: 271, activo: true, telefono: '911116553', version: 2 },
    );
    expect(rows.map((r) => [r.field, r.changed])).toEqual([
      ['telefono', true],
      ['activo', false],
    ]);
  });

  it('a creation has only "after" values, a deletion only "before"', () => {
    expect(diffRecords(null, { nombre: 'Ana' })).toEqual([
      { field: 'nombre', before: undefined, after: 'Ana', changed: true },
    ]);
    expect(diffRecords({ nombre: 'Ana' }, null)[0]?.after).toBeUndefined();
  });

  it('shows values in Spanish', () => {
    expect(displayValue(true)).toBe('Sí');
    expect(displayValue('')).toBe('(vacío)');
    expect(displayValue(undefined)).toBe('—');
    expect(displayValue(1234.5)).toBe('1234,5');
    // Issue 10 item 5: dates as dd/mm/aaaa HH:mm, not "8/3/20, 20:37".
    expect(displayValue(new Date(2020, 2, 8, 20, 37).toISOString())).toBe('08/03/2020 20:37');
    expect(displayValue('2020-03-08')).toBe('08/03/2020');
    // Euros where the field always holds them (a payment's amount, a credit limit).
    expect(displayValue(100, 'importe').replace(/\s/g, ' ')).toBe('100,00 €');
    expect(displayValue(2500, 'limitecredito').replace(/\s/g, ' ')).toBe('2.500,00 €');
    expect(displayValue(120, 'saldo')).toBe('120');
  });

  it('names the changed fields of an edit only', () => {
    expect(changedFields({ a: 1, centrocoste: '2' }, { a: 1, centrocoste: '3' })).toEqual([
      'Centro de coste',
    ]);
    expect(changedFields(null, { a: 1 })).toEqual([]);
  });
});
