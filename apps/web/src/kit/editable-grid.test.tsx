import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { http } from '../lib/http';
import { EditableGrid } from './editable-grid';
import { ResourceForm } from './resource-form';
import { type FakeRequest, fakeApi, renderPage, signIn } from './test-support';
import { useResourceForm } from './use-resource-form';

/** A tariff and its lines, as issue 12's form will send it. */
const TariffSchema = z.object({
  nombre: z.string().min(2, 'Indique el nombre'),
  lineas: z
    .array(
      z.object({
        producto: z.string().trim().min(1, 'Indique el producto'),
        valor: z.number({ error: 'Indique el valor' }).min(0, 'El valor no puede ser negativo'),
      }),
    )
    .min(1, 'Añada al menos una línea'),
});

let calls: FakeRequest[];
beforeEach(async () => {
  await signIn(['can_edit_precio']);
  calls = fakeApi((req) => (req.method === 'POST' ? { body: { id: 1 } } : undefined));
});
afterEach(() => vi.unstubAllGlobals());

function TariffForm({ lineas }: { lineas: { producto: string; valor: number | null }[] }) {
  const form = useResourceForm({
    schema: TariffSchema,
    initial: { nombre: 'Flotas', lineas },
    onSubmit: (values) => http.post('/v1/rates/', values),
  });
  return (
    <ResourceForm form={form} label="Tarifa">
      <EditableGrid
        form={form}
        path="lineas"
        newLine={() => ({ producto: '', valor: null })}
        columns={[
          { key: 'producto', header: 'Producto', editor: 'text' },
          { key: 'valor', header: 'Valor', editor: 'number', decimals: 3, suffix: ' €/l' },
        ]}
      />
    </ResourceForm>
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('the editable grid', () => {
  it('edits the lines in place and sends them with the form', async () => {
    renderPage(<TariffForm lineas={[{ producto: 'Gasóleo A', valor: 0.03 }]} />);
    expect(cell('Producto de la línea 1').value).toBe('Gasóleo A');
    expect(cell('Valor de la línea 1').value).toBe('0,030 €/l');
    fireEvent.change(cell('Valor de la línea 1'), { target: { value: '0,045 €/l' } });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      nombre: 'Flotas',
      lineas: [{ producto: 'Gasóleo A', valor: 0.045 }],
    });
  });

  it('shows each line’s errors on its own cells and sends nothing', async () => {
    renderPage(
      <TariffForm
        lineas={[
          { producto: 'Gasóleo A', valor: 0.03 },
          { producto: '', valor: -1 },
        ]}
      />,
    );
    save();
    expect(await screen.findByText('Indique el producto')).toBeTruthy();
    expect(screen.getByText('El valor no puede ser negativo')).toBeTruthy();
    expect(cell('Producto de la línea 2').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Valor de la línea 2').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Producto de la línea 1').getAttribute('aria-invalid')).toBe('false');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a line (its first cell takes the focus) and removes one', async () => {
    renderPage(<TariffForm lineas={[{ producto: 'Gasóleo A', valor: 0.03 }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir línea' }));
    await waitFor(() => expect(document.activeElement).toBe(cell('Producto de la línea 2')));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la línea 1' }));
    expect(screen.queryByRole('textbox', { name: 'Producto de la línea 2' })).toBeNull();
    expect(cell('Producto de la línea 1').value).toBe('');
  });

  it('says the list itself is wrong when it is empty', async () => {
    renderPage(<TariffForm lineas={[]} />);
    expect(screen.getByText('Sin líneas: añada la primera.')).toBeTruthy();
    save();
    expect(await screen.findByText('Añada al menos una línea')).toBeTruthy();
  });

  it('moves between lines with ↑ ↓ like a spreadsheet; Intro on the last line adds one', async () => {
    renderPage(
      <TariffForm
        lineas={[
          { producto: 'Gasóleo A', valor: 0.03 },
          { producto: 'Sin Plomo 95', valor: 0.02 },
        ]}
      />,
    );
    cell('Valor de la línea 1').focus();
    fireEvent.keyDown(cell('Valor de la línea 1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('Valor de la línea 2'));
    fireEvent.keyDown(cell('Valor de la línea 2'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell('Valor de la línea 1'));
    fireEvent.keyDown(cell('Valor de la línea 1'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('Valor de la línea 2'));
    fireEvent.keyDown(cell('Valor de la línea 2'), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(cell('Producto de la línea 3')));
  });
});
