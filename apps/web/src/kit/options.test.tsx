import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, columnValue, untilColumn } from './columns';
import { DataTable } from './data-table';
import { labelOf, optionsOf } from './options';

const UNITS = optionsOf(['litro', 'unidad', 'kWh'], { kWh: 'kWh' });

describe('stored codes and their labels', () => {
  it('labels each code as given, or capitalised', () => {
    expect(UNITS).toEqual([
      { value: 'litro', label: 'Litro' },
      { value: 'unidad', label: 'Unidad' },
      { value: 'kWh', label: 'kWh' },
    ]);
  });

  it("names a code by its option's label, one not listed capitalised, nothing as nothing", () => {
    expect(labelOf(UNITS, 'kWh')).toBe('kWh');
    expect(labelOf(UNITS, 'terminal de surtidor')).toBe('Terminal de surtidor');
    expect(labelOf(UNITS, null)).toBe('');
  });
});

type Product = {
  id: number;
  descripcion: string;
  unidad: string;
  formapago: string;
  fechahasta: string | null;
};
const ROWS: Product[] = [
  { id: 1, descripcion: 'Recarga rápida', unidad: 'kWh', formapago: 'tarjeta cliente', fechahasta: null },
  { id: 2, descripcion: 'Gasóleo A', unidad: 'litro', formapago: 'app', fechahasta: '2026-12-31' },
];
const COLUMNS: Column<Product>[] = [
  { key: 'descripcion', header: 'Descripción' },
  { key: 'unidad', header: 'Unidad', options: UNITS },
  { key: 'formapago', header: 'Forma de pago', type: 'code' },
  untilColumn(),
];

describe('a column of stored codes', () => {
  it('shows and exports the labels the form and the filter use, never the stored code', () => {
    render(
      <MantineProvider env="test">
        <DataTable<Product> columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} />
      </MantineProvider>,
    );
    expect(screen.getByRole('cell', { name: 'Litro' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'kWh' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Tarjeta cliente' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'App' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'litro' })).toBeNull();
    // What the CSV exports is the same text.
    expect(COLUMNS.map((c) => columnValue(c, ROWS[1]!))).toEqual(['Gasóleo A', 'Litro', 'App', '31/12/2026']);
  });

  it('says an open end is "Sin fin"', () => {
    expect(columnValue(untilColumn<Product>(), ROWS[0]!)).toBe('Sin fin');
  });
});
