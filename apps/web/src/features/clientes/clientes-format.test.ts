import { describe, expect, it } from 'vitest';
import { formatIban, onlyDigits, riskUsage, sentLabel } from './clientes-format';

describe('customer formats', () => {
  it('shows an IBAN in groups of four', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('es91 2100 0418 4502 0005 1332')).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('says a risk above the credit limit is over it', () => {
    expect(riskUsage(500, 1000)).toEqual({ ratio: 0.5, over: false });
    expect(riskUsage(1200, 1000).over).toBe(true);
    expect(riskUsage(0, 0)).toEqual({ ratio: 0, over: false });
    expect(riskUsage(10, 0).over).toBe(true);
  });

  it('tells when a TPV option was sent, or that it never was', () => {
    expect(sentLabel(null)).toBe('Nunca enviado');
    expect(sentLabel('2026-03-05T08:07:00')).toBe('Enviado el 05/03/2026 08:07');
  });

  it('keeps only the digits a bank code field takes', () => {
    expect(onlyDigits('21 00-x', 4)).toBe('2100');
    expect(onlyDigits('02000513329999', 10)).toBe('0200051332');
  });
});
