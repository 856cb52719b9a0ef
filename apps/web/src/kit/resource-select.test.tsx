import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceSelect, type ResourceSource } from './resource-select';
import { customerSource, rateSource } from './sources';
import { type FakeRequest, fakeApi, renderPage, signIn } from './test-support';

const CUSTOMERS = [
  { id: 77, codigo: 1043, nombre: 'Transportes Gil S.L.', nif: 'B12345674' },
  { id: 78, codigo: 1044, nombre: 'Logística Gómez', nif: 'B87654321' },
];

let calls: FakeRequest[];
beforeEach(async () => {
  await signIn(['can_view_cliente']);
  calls = fakeApi((req) => {
    if (req.path === '/v1/customers') {
      const id = req.query.get('id');
      if (id) return { body: CUSTOMERS.find((c) => c.id === Number(id)) };
      const q = (req.query.get('q') ?? '').toLowerCase();
      const rows = CUSTOMERS.filter((c) => `${c.codigo} ${c.nombre}`.toLowerCase().includes(q));
      return { body: { total: rows.length, customers: rows } };
    }
    if (req.path === '/v1/rates')
      return {
        body: {
          total: 2,
          rates: [
            { idtarifa: 5, idgrupo: 3, nombre: 'Flotas 3 cént.', tipo: 'céntimos/litro', activo: true },
            { idtarifa: 6, idgrupo: 3, nombre: 'Profesional 2 %', tipo: '%', activo: false },
          ],
        },
      };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function Picker<T>(props: { source: ResourceSource<T>; initial: number | null; extra?: boolean }) {
  const [value, setValue] = useState<number | null>(props.initial);
  return (
    <>
      <ResourceSelect
        label="Cliente"
        source={props.source}
        value={value}
        onChange={(id) => setValue(id)}
        extraOptions={props.extra ? [{ value: 0, label: 'Todas las estaciones' }] : undefined}
      />
      <output aria-label="Elegido">{value === null ? 'ninguno' : String(value)}</output>
    </>
  );
}

/** Two stations the browser already holds (a `rows` source). */
const STATIONS: ResourceSource<{ idlocal: number; local: string }> = {
  kind: 'rows',
  rows: [
    { idlocal: 11, local: 'E.S. Gijón Puerto' },
    { idlocal: 12, local: 'E.S. Oviedo Centro' },
  ],
  value: (s) => s.idlocal,
  label: (s) => s.local,
};

const box = () => screen.getByRole('textbox', { name: 'Cliente' }) as HTMLInputElement;
const chosen = () => screen.getByRole('status', { name: 'Elegido' }).textContent;
const customerCalls = () => calls.filter((c) => c.path === '/v1/customers');

describe('ResourceSelect', () => {
  it('searches the server with what is typed (q=, debounced) and stores the id of the record picked', async () => {
    renderPage(<Picker source={customerSource(3)} initial={null} />);
    expect(customerCalls()).toHaveLength(0);
    fireEvent.click(box());
    fireEvent.change(box(), { target: { value: 'gil' } });
    // The spinner meanwhile is a named status (a bare span may not carry a name).
    expect(await screen.findByRole('status', { name: 'Buscando' })).toBeTruthy();
    await waitFor(() => expect(customerCalls().some((c) => c.query.get('q') === 'gil')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('option', { name: /Gómez/ })).toBeNull());
    fireEvent.click(await screen.findByRole('option', { name: '1043 · Transportes Gil S.L.' }));
    expect(chosen()).toBe('77');
    expect(box().value).toBe('1043 · Transportes Gil S.L.');
    const searched = customerCalls().map((c) => Object.fromEntries(c.query));
    expect(searched).toContainEqual({ idgrupo: '3', sort: 'nombre', q: 'gil', limit: '20' });
    // Keystrokes are not each a request: "g", "gi" never reached the server.
    expect(searched.some((q) => q.q === 'g' || q.q === 'gi')).toBe(false);
  });

  it('narrows the last answer by what is typed until the server answers it (↓ Intro typed fast)', async () => {
    renderPage(<Picker source={customerSource(3)} initial={null} />);
    fireEvent.click(box());
    expect(await screen.findByRole('option', { name: '1044 · Logística Gómez' })).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'gil' } });
    // At once, before the debounced search leaves: the previous answer, narrowed.
    expect(screen.queryByRole('option', { name: '1044 · Logística Gómez' })).toBeNull();
    expect(screen.getByRole('option', { name: '1043 · Transportes Gil S.L.' })).toBeTruthy();
  });

  it('shows the name of the record a form opens with, never its bare id', async () => {
    renderPage(<Picker source={customerSource(3)} initial={77} />);
    expect(box().value).toBe('');
    await waitFor(() => expect(box().value).toBe('1043 · Transportes Gil S.L.'));
    expect(customerCalls().map((c) => c.query.get('id'))).toEqual(['77']);
  });

  it('searches a short list in the browser, without accents or case', async () => {
    renderPage(<Picker source={rateSource(3)} initial={null} />);
    fireEvent.click(box());
    fireEvent.change(box(), { target: { value: 'PROFESIONAL' } });
    expect(await screen.findByRole('option', { name: 'Profesional 2 % (%) · inactiva' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Flotas/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/v1/rates')).toHaveLength(1);
  });

  it('finds "Gijón" by typing "gijon" among records the browser holds, after the extra choices', async () => {
    renderPage(<Picker source={STATIONS} initial={0} extra />);
    expect(box().value).toBe('Todas las estaciones');
    fireEvent.click(box());
    fireEvent.change(box(), { target: { value: 'gijon' } });
    fireEvent.click(await screen.findByRole('option', { name: 'E.S. Gijón Puerto' }));
    expect(chosen()).toBe('11');
  });

  it('lists the current choice after what matches the typing, and picking it again keeps it', async () => {
    renderPage(<Picker source={STATIONS} initial={12} />);
    fireEvent.click(box());
    fireEvent.change(box(), { target: { value: 'gijon' } });
    // ↓ goes to the first option: what was searched, not the station already chosen.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'E.S. Gijón Puerto',
        'E.S. Oviedo Centro',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: 'E.S. Oviedo Centro' }));
    expect(chosen()).toBe('12');
  });
});

describe('ResourceSelect first in a form dialog', () => {
  it('takes the cursor without covering the form; typing opens its options', async () => {
    const { FormDialog } = await import('./form-dialog');
    renderPage(
      <FormDialog opened onClose={() => undefined} title="Registrar pago">
        <Picker source={customerSource(3)} initial={null} />
      </FormDialog>,
    );
    await screen.findByRole('dialog', { name: 'Registrar pago' });
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box(), { target: { value: 'gil' } });
    expect(await screen.findByRole('option', { name: '1043 · Transportes Gil S.L.' })).toBeTruthy();
  });
});

describe('customers to pick', () => {
  it('say their group when none is chosen: codes repeat from one group to another', () => {
    const row = { id: 239, codigo: 1039, nombre: 'Rutas Alonso S.L.', grupo: 'Grupo Duero' } as never;
    expect(customerSource().label(row)).toBe('1039 · Rutas Alonso S.L. (Grupo Duero)');
    expect(customerSource(3).label(row)).toBe('1039 · Rutas Alonso S.L.');
  });
});
