import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chartValue, spanOf, timeTick } from './chart-format';
import { BarsChart, TimeSeriesChart } from './charts';

const history = [
  { fecha: '2026-03-01T06:00:00', precio: 1.459 },
  { fecha: '2026-03-03T06:00:00', precio: 1.479 },
  { fecha: '2026-03-05T06:00:00', precio: 1.469 },
];

describe('kit charts', () => {
  it('format figures and time ticks in es-ES', () => {
    expect(chartValue(1.459, 3, '€/l')).toBe('1,459 €/l');
    expect(chartValue(12345)).toBe('12.345');
    expect(spanOf(history.map((h) => h.fecha))).toBe('days');
    expect(timeTick('2026-03-05T06:00:00', 'days')).toBe('05/03');
    expect(spanOf(['2026-03-05T06:00:00', '2026-03-05T14:30:00'])).toBe('hours');
    expect(timeTick('2026-03-05T14:30:00', 'hours')).toBe('14:30');
  });

  it('draw a price history, lazily, with its figures readable as a table', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <MantineProvider env="test">
        <TimeSeriesChart
          title="Precio de Gasóleo A en E.S. Gijón Puerto"
          data={history}
          x="fecha"
          series={[{ name: 'precio', label: 'Precio', color: 'petrol.6' }]}
          decimals={3}
          unit="€/l"
          step
        />
      </MantineProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Precio de Gasóleo A en E.S. Gijón Puerto' });
    const table = within(figure).getByRole('table');
    expect(within(table).getByText('01/03/2026 06:00')).toBeTruthy();
    expect(within(table).getByText('1,479 €/l')).toBeTruthy();
    // recharts arrives in its own chunk, after the frame.
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
  });

  it('say there is nothing to draw instead of an empty chart', () => {
    render(
      <MantineProvider env="test">
        <BarsChart
          title="Denegaciones de hoy por motivo"
          data={[]}
          x="motivo"
          series={[{ name: 'total', color: 'red.6' }]}
          emptyText="Ninguna operación denegada hoy."
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Ninguna operación denegada hoy.');
  });
});
