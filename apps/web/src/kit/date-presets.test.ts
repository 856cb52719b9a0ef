import { describe, expect, it } from 'vitest';
import { DATE_TIME_PRESETS, lastMonths, parseSpanishDay, RANGE_PRESETS } from './date-presets';

// Wednesday 5 March 2026.
const today = new Date(2026, 2, 5, 9, 41);
const range = (label: string) => RANGE_PRESETS.find((p) => p.label === label)!.range(today);

describe('date presets', () => {
  it('give the periods an operator asks for, weeks starting on Monday', () => {
    expect(range('Hoy')).toEqual({ since: '2026-03-05', to: '2026-03-05' });
    expect(range('Ayer')).toEqual({ since: '2026-03-04', to: '2026-03-04' });
    expect(range('Esta semana')).toEqual({ since: '2026-03-02', to: '2026-03-05' });
    expect(range('Semana pasada')).toEqual({ since: '2026-02-23', to: '2026-03-01' });
    expect(range('Este mes')).toEqual({ since: '2026-03-01', to: '2026-03-05' });
    expect(range('Mes pasado')).toEqual({ since: '2026-02-01', to: '2026-02-28' });
    expect(range('Últimos 3 meses')).toEqual({ since: '2025-12-05', to: '2026-03-05' });
    expect(range('Este año')).toEqual({ since: '2026-01-01', to: '2026-03-05' });
  });

  it('take a Sunday as the end of its week', () => {
    const sunday = new Date(2026, 2, 8);
    expect(RANGE_PRESETS.find((p) => p.label === 'Esta semana')!.range(sunday)).toEqual({
      since: '2026-03-02',
      to: '2026-03-08',
    });
  });

  it('give moments as Madrid wall-clock text', () => {
    const value = (label: string) => DATE_TIME_PRESETS.find((p) => p.label === label)!.value(today);
    expect(value('Ahora')).toBe('2026-03-05T09:41');
    expect(value('Mañana a las 06:00')).toBe('2026-03-06T06:00');
    expect(value('Lunes próximo a las 06:00')).toBe('2026-03-09T06:00');
  });

  it('read only real days typed as dd/mm/aaaa', () => {
    expect(parseSpanishDay('5/3/2026')).toBe('2026-03-05');
    expect(parseSpanishDay(' 05/03/2026 ')).toBe('2026-03-05');
    expect(parseSpanishDay('31/02/2026')).toBeNull();
    expect(parseSpanishDay('2026-03-05')).toBeNull();
    expect(parseSpanishDay('05/03/26')).toBeNull();
    expect(lastMonths(1, today)).toEqual({ since: '2026-02-05', to: '2026-03-05' });
  });
});
