import { luhnDigit } from '@ac/shared';

/**
 * The demo cards' full numbers: derived from the vehicle's id, so the terminal simulator and the tests can
 * type them (the database keeps only their keyed hash and mask). Every demo card has the PIN below.
 */
export const DEMO_PIN = '1234';

export function demoCardNumber(idvehiculo: number): string {
  const body = `70780${String(idvehiculo).padStart(10, '0')}`;
  return `${body}${luhnDigit(body)}`;
}
