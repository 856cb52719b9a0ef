import { describe, expect, it } from 'vitest';
import { limitLabel, vehicleName } from './vehiculos-format';

describe('vehicle formats', () => {
  it('shows limits in euros or litres, es-ES', () => {
    expect(limitLabel(null, 'euros')).toBe('Sin límite');
    expect(limitLabel(1500.5, 'euros')).toBe('1.500,50\u00a0€');
    expect(limitLabel(80, 'litros')).toBe('80 l');
    expect(limitLabel(80.25, 'litros')).toBe('80,25 l');
  });
  it('names a vehicle by make and model, else by its type', () => {
    expect(vehicleName({ marca: 'Iveco', modelo: 'Daily', tipo: 'furgoneta' })).toBe('Iveco Daily');
    expect(vehicleName({ marca: '', modelo: '', tipo: 'camión' })).toBe('Camión');
  });
});
