import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
