import { Select, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
