import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

type Station = { idlocal: number; local: string; precio: number };
const STATIONS: Station[] = [
  { idlocal: 11, local: 'E.S. Gijón Puerto', precio: 1.459 },
  { idlocal: 12, local: 'E.S. Oviedo Centro', precio: 1.469 },
  { idlocal: 13, local: 'E.S. Avilés Norte', precio: 1.449 },
];

function Grid() {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  return (
    <MantineProvider env="test">
      <DataTable<Station>
        columns={[
          { key: 'local', header: 'Estación' },
          { key: 'precio', header: 'Gasóleo A', type: 'number' },
        ]}
        rows={STATIONS}
        rowKey={(s) => s.idlocal}
        selection={{ selected, onChange: setSelected, name: (s) => s.local }}
      />
      <output aria-label="Seleccionadas">{[...selected].join(',')}</output>
    </MantineProvider>
  );
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const selected = () => screen.getByRole('status', { name: 'Seleccionadas' }).textContent;

describe('a table whose rows are ticked for an action on many', () => {
  it('ticks rows one by one, all at once, and none again', () => {
    render(<Grid />);
    tick('Seleccionar E.S. Oviedo Centro');
    expect(selected()).toBe('12');
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' }) as HTMLInputElement;
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    tick('Seleccionar todas las filas');
    expect(selected()).toBe('12,11,13');
    tick('Seleccionar todas las filas');
    expect(selected()).toBe('');
  });
});

describe('a column with its own maxWidth', () => {
  it('narrows its cells and names their whole text, however short', () => {
    render(
      <MantineProvider env="test">
        <DataTable<Station>
          columns={[
            { key: 'local', header: 'Estación', maxWidth: '8rem' },
            { key: 'precio', header: 'Gasóleo A', type: 'number' },
          ]}
          rows={STATIONS}
          rowKey={(s) => s.idlocal}
        />
      </MantineProvider>,
    );
    const cell = screen.getByRole('cell', { name: 'E.S. Gijón Puerto' });
    expect(cell.style.maxWidth).toBe('8rem');
    expect(cell.getAttribute('title')).toBe('E.S. Gijón Puerto');
    expect(screen.getByRole('cell', { name: '1,459' }).getAttribute('title')).toBeNull();
  });
});
