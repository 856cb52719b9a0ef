import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeInputs, DateTimeInput, DayInput } from './date-inputs';

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

afterEach(() => vi.useRealTimers());

describe('date inputs', () => {
  it('show a day as dd/mm/aaaa and take one typed that way', () => {
    const onChange = vi.fn();
    wrap(<DayInput label="Fecha de firma" value="2026-03-05" onChange={onChange} />);
    expect(box('Fecha de firma').value).toBe('05/03/2026');
    fireEvent.change(box('Fecha de firma'), { target: { value: '7/4/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-04-07');
  });

  it('say when the text is not a day, and keep the last good value', () => {
    const onChange = vi.fn();
    wrap(<DayInput label="Fecha de firma" value={null} onChange={onChange} />);
    fireEvent.change(box('Fecha de firma'), { target: { value: '31/02/2026' } });
    fireEvent.blur(box('Fecha de firma'));
    expect(screen.getByText('Fecha no válida: use dd/mm/aaaa')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offer periods next to a range (Esta semana starts on Monday)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 10, 0));
    const onChange = vi.fn();
    wrap(<DateRangeInputs value={{ since: '2026-03-05', to: '2026-03-05' }} onChange={onChange} />);
    // Hoy, Esta semana and Este mes at sight; the one shown is marked.
    expect(screen.getByRole('button', { name: 'Hoy' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Esta semana' }));
    expect(onChange).toHaveBeenCalledWith({ since: '2026-03-02', to: '2026-03-05' });
    fireEvent.click(screen.getByRole('button', { name: 'Este mes' }));
    expect(onChange).toHaveBeenLastCalledWith({ since: '2026-03-01', to: '2026-03-05' });
    // The rest in a menu.
    fireEvent.click(screen.getByRole('button', { name: 'Otros periodos' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mes pasado' }));
    expect(onChange).toHaveBeenLastCalledWith({ since: '2026-02-01', to: '2026-02-28' });
  });

  it('keep a date-time as the wire’s local YYYY-MM-DDTHH:mm, with usual moments to pick', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 10, 0));
    const onChange = vi.fn();
    wrap(<DateTimeInput label="Fecha efectiva" value="2026-03-06T06:00" onChange={onChange} />);
    expect(box('Día').value).toBe('06/03/2026');
    fireEvent.change(box('Día'), { target: { value: '09/03/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-09T06:00');
    fireEvent.click(screen.getByRole('button', { name: 'Momentos habituales' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mañana a las 00:00' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06T00:00');
  });
});

/** A DateTimeInput whose value its parent holds, as a form does; each value sent is noted. */
function HeldMoment({ changes }: { changes: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateTimeInput
      label="Desde"
      value={value}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

describe('a date-time typed by hand', () => {
  it('leaves the hour empty when only the day is chosen, so 0600 typed there is 06:00', async () => {
    const changes: (string | null)[] = [];
    wrap(<HeldMoment changes={changes} />);
    fireEvent.change(box('Día'), { target: { value: '09/03/2026' } });
    // A day alone is no moment yet: the hour waits empty, and the value is none.
    const hours = screen.getByRole('spinbutton', { name: 'Horas' }) as HTMLInputElement;
    expect(hours.value).toBe('');
    expect(box('Día').value).toBe('09/03/2026');
    expect(changes).toEqual([]);
    // As a keyboard types 0600: the 0 stays in the hours (it only jumps over an hour already 00).
    fireEvent.keyDown(hours, { key: '0' });
    fireEvent.change(hours, { target: { value: '0' } });
    fireEvent.change(hours, { target: { value: '06' } });
    const minutes = screen.getByRole('spinbutton', { name: 'Minutos' }) as HTMLInputElement;
    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.keyDown(minutes, { key: '0' });
    await waitFor(() => expect(changes.at(-1)).toBe('2026-03-09T06:00'));
    expect(box('Día').value).toBe('09/03/2026');
  });
});

describe('a date field in a dialog', () => {
  it('lets its first Esc close the calendar only, and the next one reach the dialog', async () => {
    wrap(<DayInput label="Desde" value="2026-03-05" onChange={() => undefined} />);
    const input = box('Desde');
    fireEvent.focus(input);
    fireEvent.click(input);
    await screen.findByText('marzo 2026');
    expect(input.getAttribute('data-mantine-stop-propagation')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.getAttribute('data-mantine-stop-propagation')).toBeNull());
  });
});
