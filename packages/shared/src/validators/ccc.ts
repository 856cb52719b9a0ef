/**
 * Spanish CCC (Código Cuenta Cliente): entidad (4) + oficina (4) + dc (2) + cuenta (10).
 * Each control digit uses weights 1,2,4,8,5,10,9,7,3,6: the first over '00'+entidad+oficina,
 * the second over cuenta; 11 − (sum mod 11), with 10 → 1 and 11 → 0.
 * Example: 2100 0418 45 0200051332.
 */

const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;

function controlDigit(ten: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (ten.charCodeAt(i) - 48) * WEIGHTS[i]!;
  const d = 11 - (sum % 11);
  if (d === 10) return 1;
  if (d === 11) return 0;
  return d;
}

function assertDigits(value: string, length: number, name: string): void {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) {
    throw new RangeError(`${name} debe tener ${length} dígitos`);
  }
}

/** The two CCC control digits ('dc') as a 2-character string. Throws on malformed parts. */
export function cccControlDigits(entidad: string, oficina: string, cuenta: string): string {
  assertDigits(entidad, 4, 'La entidad');
  assertDigits(oficina, 4, 'La oficina');
  assertDigits(cuenta, 10, 'La cuenta');
  return `${controlDigit(`00${entidad}${oficina}`)}${controlDigit(cuenta)}`;
}

export interface CccParts {
  entidad: string;
  oficina: string;
  dc: string;
  cuenta: string;
}

/** Strip spaces and dashes: '2100-0418-45-0200051332' → '21000418450200051332'. */
export function normalizeCcc(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Split a 20-digit CCC (spaces/dashes allowed) into its parts; null if not 20 digits. */
export function splitCcc(value: string): CccParts | null {
  const v = normalizeCcc(value);
  if (!/^\d{20}$/.test(v)) return null;
  return { entidad: v.slice(0, 4), oficina: v.slice(4, 8), dc: v.slice(8, 10), cuenta: v.slice(10) };
}

/** A 20-digit CCC (spaces/dashes allowed) whose control digits are right. */
export function isValidCcc(value: string): boolean {
  const p = splitCcc(value);
  return p !== null && cccControlDigits(p.entidad, p.oficina, p.cuenta) === p.dc;
}
