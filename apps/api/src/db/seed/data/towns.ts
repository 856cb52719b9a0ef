import data from './towns.json';

/**
 * Real Spanish towns for the demo seed (`towns.json`): a real postal code of the town (its centre where it
 * has several) and approximate coordinates of the town centre. `provincia` uses the names of
 * `PROVINCES` in @ac/shared, so `provinceFromPostalCode(codigopostal) === provincia`.
 */
export interface Town {
  poblacion: string;
  provincia: string;
  codigopostal: string;
  latitud: number;
  longitud: number;
}

export const towns: readonly Town[] = data;
