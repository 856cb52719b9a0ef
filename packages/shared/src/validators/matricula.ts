/**
 * Spanish number plates (matrículas), normalised upper case without spaces or dashes.
 *
 * - actual (since 2000): 4 digits + 3 consonants, no vowels, Ñ or Q: 1234BCD.
 * - especial: E (vehículo especial), R (remolque) or H (histórico) + the current form: R1234BCD.
 * - provincial (1971–2000): province code + 4 digits + 1–2 letters: M-1234-AB, VA-5678-Z;
 *   and the older province code + up to 6 digits: M-123456.
 */

/** Letters of the current format: consonants without Ñ and Q. */
export const MATRICULA_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';

/** Province codes used on the old provincial plates (including former ones such as GE, OR, PM). */
export const MATRICULA_PROVINCE_CODES = [
  'A',
  'AB',
  'AL',
  'AV',
  'B',
  'BA',
  'BI',
  'BU',
  'C',
  'CA',
  'CC',
  'CE',
  'CO',
  'CR',
  'CS',
  'CU',
  'GC',
  'GE',
  'GI',
  'GR',
  'GU',
  'H',
  'HU',
  'IB',
  'J',
  'L',
  'LE',
  'LO',
  'LU',
  'M',
  'MA',
  'ML',
  'MU',
  'NA',
  'O',
  'OR',
  'OU',
  'P',
  'PM',
  'PO',
  'S',
  'SA',
  'SE',
  'SG',
  'SO',
  'SS',
  'T',
  'TE',
  'TF',
  'TO',
  'V',
  'VA',
  'VI',
  'Z',
  'ZA',
] as const;

const CURRENT_RE = /^\d{4}[BCDFGHJKLMNPRSTVWXYZ]{3}$/;
const SPECIAL_RE = /^[EHR]\d{4}[BCDFGHJKLMNPRSTVWXYZ]{3}$/;
const PROVINCIAL_RE = /^([A-Z]{1,2})(?:\d{4}[A-Z]{1,2}|\d{1,6})$/;

export type MatriculaKind = 'actual' | 'especial' | 'provincial';

/** Upper-case and remove spaces and dashes: '1234-bcd' → '1234BCD'. */
export function normalizeMatricula(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** Which format the plate has, or null if none. */
export function matriculaKind(value: string): MatriculaKind | null {
  const v = normalizeMatricula(value);
  if (CURRENT_RE.test(v)) return 'actual';
  if (SPECIAL_RE.test(v)) return 'especial';
  const m = PROVINCIAL_RE.exec(v);
  if (m && (MATRICULA_PROVINCE_CODES as readonly string[]).includes(m[1]!)) return 'provincial';
  return null;
}

export function isValidMatricula(value: string): boolean {
  return matriculaKind(value) !== null;
}
