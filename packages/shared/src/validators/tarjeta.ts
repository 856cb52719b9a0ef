/**
 * Customer card numbers (PAN): 12 to 19 digits with a Luhn check digit, typed with or without spaces or
 * dashes. The full number is only ever on the way in: the server keeps a keyed hash and the masked form.
 */

/** Digits only: '7078 0000 0001 2345' → '7078000000012345'. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn check digit that completes `body` (the number without its last digit). */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCardNumber(value: string): boolean {
  const v = normalizeCardNumber(value);
  if (!/^\d{12,19}$/.test(v)) return false;
  return luhnDigit(v.slice(0, -1)) === Number(v.at(-1));
}

/** What is shown of a card: its first four and last four digits ('7078 **** **** 2345'). */
export function maskCardNumber(value: string): string {
  const v = normalizeCardNumber(value);
  return `${v.slice(0, 4)} **** **** ${v.slice(-4)}`;
}
