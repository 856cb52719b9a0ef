import { Checkbox, MantineProvider, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FormDialog } from '../kit/form-dialog';
import { theme } from './theme';

function dialogWith(first: React.ReactNode) {
  const dialog = (
    <FormDialog opened onClose={() => undefined} title="Alta">
      {first}
      <TextInput label="Importe" />
    </FormDialog>
  );
  return render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={createMemoryRouter([{ path: '/', element: dialog }])} />
    </MantineProvider>,
  );
}

describe('theme: pick lists open when asked, not on focus', () => {
  it('a dialog starting with a searchable list puts the cursor there without opening it', async () => {
    dialogWith(<Select label="Grupo" searchable data={['Grupo Meseta', 'Grupo Norte']} />);
    const group = await screen.findByRole('textbox', { name: 'Grupo' });
    await waitFor(() => expect(document.activeElement).toBe(group));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(group, { target: { value: 'nor' } });
    expect(await screen.findByRole('option', { name: 'Grupo Norte' })).toBeTruthy();
  });

  it('and so does one starting with a list of several', async () => {
    dialogWith(<MultiSelect label="Estaciones" searchable data={['Tordesillas', 'Medina']} />);
    const stations = await screen.findByRole('textbox', { name: 'Estaciones' });
    await waitFor(() => expect(document.activeElement).toBe(stations));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('theme: check boxes', () => {
  it('a small one is square with rounded corners, not round like a radio button', () => {
    const { container } = render(
      <MantineProvider theme={theme} env="test">
        <Checkbox size="xs" aria-label="Seleccionar" />
      </MantineProvider>,
    );
    const styled = container.querySelector<HTMLElement>('[style*="--checkbox-radius"]');
    expect(styled?.style.getPropertyValue('--checkbox-radius')).toBe('var(--mantine-radius-sm)');
  });
});

describe('theme: numbers', () => {
  it('keep a value out of range as typed (the form says the limit) instead of changing it on blur', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <NumberInput label="Retención (%)" min={0} max={100} />
      </MantineProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Retención (%)' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '150' } });
    fireEvent.blur(box);
    expect(box.value).toBe('150');
  });
});
