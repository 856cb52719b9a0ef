import { Button, Select, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayInput } from './date-inputs';
import { FormDialog } from './form-dialog';
import { renderPage } from './test-support';

describe('form dialog', () => {
  it('puts the cursor in the first field, not on the close button', async () => {
    renderPage(
      <FormDialog opened onClose={() => undefined} title="Canjear vale">
        <TextInput label="Código del vale" />
        <TextInput label="Importe" />
      </FormDialog>,
    );
    const code = await screen.findByRole('textbox', { name: 'Código del vale' });
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('leaves a pick list first alone: focusing it would open its options', async () => {
    renderPage(
      <FormDialog opened onClose={() => undefined} title="Con lista">
        <Select label="Grupo" searchable data={['Grupo Meseta']} />
        <TextInput label="Importe" />
      </FormDialog>,
    );
    await screen.findByRole('dialog', { name: 'Con lista' });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('puts the cursor in a plain pick list first: it opens only on ↓ or a click', async () => {
    renderPage(
      <FormDialog opened onClose={() => undefined} title="Con tipo">
        <Select label="Tipo" data={['Cargo', 'Abono']} />
        <TextInput label="Importe" />
      </FormDialog>,
    );
    const kind = await screen.findByRole('textbox', { name: 'Tipo' });
    await waitFor(() => expect(document.activeElement).toBe(kind));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('leaves a day first alone: focusing it would open its calendar', async () => {
    renderPage(
      <FormDialog opened onClose={() => undefined} title="Con fecha">
        <DayInput label="Caducidad" value={null} onChange={() => undefined} />
        <TextInput label="Importe" />
      </FormDialog>,
    );
    await screen.findByRole('dialog', { name: 'Con fecha' });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    expect(screen.getByRole('textbox', { name: 'Caducidad' }).hasAttribute('data-opens-on-focus')).toBe(true);
  });

  it('keeps a field the form marked itself (data-autofocus)', async () => {
    renderPage(
      <FormDialog opened onClose={() => undefined} title="Motivo">
        <TextInput label="Nombre" />
        <TextInput label="Motivo" data-autofocus />
      </FormDialog>,
    );
    const reason = await screen.findByRole('textbox', { name: 'Motivo' });
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });
});

/** Rows with a delete button each; "Eliminar" in the dialog takes the row away, as a refetched list does. */
function RowsWithDialog({ unmountDialog }: { unmountDialog?: boolean }) {
  const [rows, setRows] = useState(['Ana', 'Luis', 'Marta']);
  const [deleting, setDeleting] = useState<string | null>(null);
  const dialog = (
    <FormDialog opened={deleting !== null} onClose={() => setDeleting(null)} title="Eliminar">
      <TextInput label="Motivo" />
      <Button onClick={() => setDeleting(null)}>Volver</Button>
      <Button
        onClick={() => {
          setDeleting(null);
          setRows((all) => all.filter((r) => r !== deleting));
        }}
      >
        Eliminar
      </Button>
    </FormDialog>
  );
  return (
    <>
      <table>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <td>{r}</td>
              <td>
                <button type="button" onClick={() => setDeleting(r)}>{`Eliminar ${r}`}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unmountDialog ? (deleting !== null ? dialog : null) : dialog}
    </>
  );
}

describe('form dialog and the keyboard’s place', () => {
  it('gives the keyboard back to what opened it, also when the dialog is unmounted', async () => {
    renderPage(<RowsWithDialog unmountDialog />);
    const luis = screen.getByRole('button', { name: 'Eliminar Luis' });
    luis.focus();
    fireEvent.click(luis);
    fireEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(document.activeElement).toBe(luis));
  });

  it('after a delete, puts it on the row now in the deleted one’s place, not back at the top', async () => {
    renderPage(<RowsWithDialog />);
    const luis = screen.getByRole('button', { name: 'Eliminar Luis' });
    luis.focus();
    fireEvent.click(luis);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar Luis' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eliminar Marta' })),
    );
  });
});

describe('form dialog and Esc', () => {
  it('closes on Esc in it, not on an Esc meant for a message over it (a server error)', async () => {
    const onClose = vi.fn();
    renderPage(
      <>
        <FormDialog opened onClose={onClose} title="Nueva pasarela">
          <TextInput label="Nombre" />
        </FormDialog>
        <div role="dialog" aria-label="Error">
          <button type="button">Aceptar</button>
        </div>
      </>,
    );
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    // The keyboard in another modal over it: its Esc is that one's.
    const other = screen.getByRole('button', { name: 'Aceptar', hidden: true });
    fireEvent.keyDown(other, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
