import { describe, expect, it } from 'vitest';
import { count, formatAmount, formatDate, formatNumber, isoDay, joinParts } from './format';

describe('es-ES formats', () => {
  it('shows dates as dd/mm/aaaa, a bare day without shifting it', () => {
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    expect(formatDate(new Date(2026, 1, 3))).toBe('03/02/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });

  it('shows amounts in euros with 2 decimals and thousands grouped, also 4-digit ones', () => {
    expect(formatAmount(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(0.125, 3)).toBe('0,125');
  });

  it('gives the local day as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('joins the parts of a line that say something with a middle dot', () => {
    expect(joinParts('Código 7', '', null, false, undefined, 'Valladolid')).toBe('Código 7 · Valladolid');
    expect(joinParts()).toBe('');
  });
});

describe('a count and its noun', () => {
  it('is singular for one, plural otherwise, with es-ES thousands', () => {
    expect(count(1, 'estación', 'estaciones')).toBe('1 estación');
    expect(count(0, 'estación', 'estaciones')).toBe('0 estaciones');
    expect(count(1200, 'cliente', 'clientes')).toBe('1.200 clientes');
  });
});
