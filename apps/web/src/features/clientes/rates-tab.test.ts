import { describe, expect, it } from 'vitest';
import { periodState } from './rates-tab';

describe('a customer tariff’s state by its period', () => {
  it('is not in force before its first day nor after its last', () => {
    const today = '2026-11-29';
    expect(periodState({ fechadesde: '2026-11-30', fechahasta: null }, today)).toBe('Desde el 30/11/2026');
    expect(periodState({ fechadesde: '2026-01-01', fechahasta: '2026-11-28' }, today)).toBe('Vencida');
    expect(periodState({ fechadesde: '2026-11-29', fechahasta: '2026-11-29' }, today)).toBeNull();
    expect(periodState({ fechadesde: '2026-01-01', fechahasta: null }, today)).toBeNull();
  });
});
