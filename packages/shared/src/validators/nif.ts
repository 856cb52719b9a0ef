/**
 * Spanish tax identifiers (domain.md, "Rules everyone applies"; spec §5).
 *
 * - NIF/DNI: 8 digits + check letter, `TRWAGMYFPDXBNJZSQVHLCKE`[number mod 23].
 *   K, L and M personal NIFs (K/L/M + 7 digits + letter) use the same letter rule.
 * - NIE: X, Y or Z (→ 0, 1, 2) + 7 digits + check letter, same table.
 * - CIF: a letter of `ABCDEFGHJNPQRSUVW`, 7 digits and a control digit or letter.
 *
 * Every function accepts raw user input and normalises it first (see `normalizeTaxId`).
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

const DNI_RE = /^(\d{8})([A-Z])$/;
const KLM_RE = /^([KLM])(\d{7})([A-Z])$/;
const NIE_RE = /^([XYZ])(\d{7})([A-Z])$/;
const CIF_RE = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

/** CIF organisation letters whose control must be a digit. */
const CIF_DIGIT_ONLY = 'ABEH';
/** CIF organisation letters whose control must be a letter. */
const CIF_LETTER_ONLY = 'NPQRSW';

/** Upper-case and remove spaces, dashes and dots: ' 12.345.678-z ' → '12345678Z'. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** The DNI/NIE check letter for a number (0–99999999). */
export function nifLetter(num: number | string): string {
  const n = typeof num === 'string' ? Number.parseInt(num, 10) : num;
  return DNI_LETTERS[n % 23]!;
}

/** DNI (8 digits + letter) or K/L/M personal NIF. */
export function isValidNif(value: string): boolean {
  const v = normalizeTaxId(value);
  const dni = DNI_RE.exec(v);
  if (dni) return nifLetter(dni[1]!) === dni[2];
  const klm = KLM_RE.exec(v);
  if (klm) return nifLetter(klm[2]!) === klm[3];
  return false;
}

/** NIE: X/Y/Z + 7 digits + letter; X, Y, Z count as 0, 1, 2. */
export function isValidNie(value: string): boolean {
  const m = NIE_RE.exec(normalizeTaxId(value));
  if (!m) return false;
  const prefix = 'XYZ'.indexOf(m[1]!);
  return nifLetter(`${prefix}${m[2]}`) === m[3];
}

/**
 * CIF control value d (0–9) for the 7 central digits: add the digits in positions 2, 4, 6;
 * double those in 1, 3, 5, 7 and add the digits of each product; d = (10 − units) mod 10.
 */
export function cifControlDigit(digits: string): number {
  if (!/^\d{7}$/.test(digits)) throw new RangeError('Se esperaban 7 dígitos');
  let total = 0;
  for (let i = 0; i < 7; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      const p = d * 2;
      total += Math.floor(p / 10) + (p % 10);
    } else {
      total += d;
    }
  }
  return (10 - (total % 10)) % 10;
}

/**
 * The valid control characters for a CIF organisation letter and its 7 digits:
 * one character for A/B/E/H (digit) and N/P/Q/R/S/W (letter), two for the others.
 */
export function cifControls(letter: string, digits: string): string[] {
  const d = cifControlDigit(digits);
  const asDigit = String(d);
  const asLetter = CIF_CONTROL_LETTERS[d]!;
  const l = letter.toUpperCase();
  if (CIF_DIGIT_ONLY.includes(l)) return [asDigit];
  if (CIF_LETTER_ONLY.includes(l)) return [asLetter];
  return [asDigit, asLetter];
}

/** CIF: organisation letter + 7 digits + control (A58818501, J99216582, J9921658B). */
export function isValidCif(value: string): boolean {
  const m = CIF_RE.exec(normalizeTaxId(value));
  if (!m) return false;
  return cifControls(m[1]!, m[2]!).includes(m[3]!);
}

/** Any of NIF, NIE or CIF. */
export function isValidTaxId(value: string): boolean {
  return isValidNif(value) || isValidNie(value) || isValidCif(value);
}

export type TaxIdKind = 'nif' | 'nie' | 'cif';

/** Which kind the value's shape matches (regardless of its check character), or null. */
export function taxIdKind(value: string): TaxIdKind | null {
  const v = normalizeTaxId(value);
  if (DNI_RE.test(v) || KLM_RE.test(v)) return 'nif';
  if (NIE_RE.test(v)) return 'nie';
  if (CIF_RE.test(v)) return 'cif';
  return null;
}

export const TAX_ID_MESSAGES = {
  required: 'El NIF, NIE o CIF es obligatorio',
  nifLetter: 'La letra del NIF no es correcta',
  nieLetter: 'La letra del NIE no es correcta',
  cif: 'El CIF no es válido',
  format: 'Formato de NIF, NIE o CIF no reconocido',
} as const;

/** A Spanish message explaining why the value is not a valid NIF, NIE or CIF; null when valid. */
export function taxIdError(value: string): string | null {
  const v = normalizeTaxId(value);
  if (v === '') return TAX_ID_MESSAGES.required;
  switch (taxIdKind(v)) {
    case 'nif':
      return isValidNif(v) ? null : TAX_ID_MESSAGES.nifLetter;
    case 'nie':
      return isValidNie(v) ? null : TAX_ID_MESSAGES.nieLetter;
    case 'cif':
      return isValidCif(v) ? null : TAX_ID_MESSAGES.cif;
    default:
      return TAX_ID_MESSAGES.format;
  }
}
