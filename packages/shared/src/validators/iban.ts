/**
 * IBAN (ISO 13616): country (2 letters) + check digits (2) + BBAN; valid when the
 * rearranged number is 1 mod 97. Spanish IBAN = 'ES' + check digits + the 20-digit CCC.
 * Example: CCC 2100 0418 45 0200051332 ↔ ES91 2100 0418 4502 0005 1332.
 */

/** IBAN lengths of SEPA countries (and a few neighbours); other countries: 15–34 characters. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Upper-case and remove spaces and dashes. */
export function normalizeIban(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** Remainder mod 97 of an alphanumeric string with letters as 10..35 (A=10 … Z=35). */
function mod97(alnum: string): number {
  let rem = 0;
  for (const ch of alnum) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      rem = (rem * 10 + (code - 48)) % 97;
    } else {
      rem = (rem * 100 + (code - 55)) % 97;
    }
  }
  return rem;
}

/** The two IBAN check digits for a country code and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const c = country.toUpperCase();
  const b = normalizeIban(bban);
  if (!/^[A-Z]{2}$/.test(c) || !/^[A-Z0-9]+$/.test(b)) throw new RangeError('País o BBAN no válidos');
  const check = 98 - mod97(`${b}${c}00`);
  return String(check).padStart(2, '0');
}

/** Mod-97 validation of any IBAN (spaces/dashes and lower case allowed). */
export function isValidIban(value: string): boolean {
  const v = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
  const expected = IBAN_LENGTHS[v.slice(0, 2)];
  if (expected !== undefined && v.length !== expected) return false;
  return mod97(`${v.slice(4)}${v.slice(0, 4)}`) === 1;
}

/** The compact Spanish IBAN ('ES91…', 24 characters) for a CCC's parts. Throws on malformed parts. */
export function spanishIbanFromCcc(entidad: string, oficina: string, dc: string, cuenta: string): string {
  const bban = `${entidad}${oficina}${dc}${cuenta}`;
  if (
    !/^\d{4}$/.test(entidad) ||
    !/^\d{4}$/.test(oficina) ||
    !/^\d{2}$/.test(dc) ||
    !/^\d{10}$/.test(cuenta)
  ) {
    throw new RangeError('El CCC debe tener entidad (4), oficina (4), DC (2) y cuenta (10) dígitos');
  }
  return `ES${ibanCheckDigits('ES', bban)}${bban}`;
}

/** Groups of 4 separated by spaces: 'ES9121000418450200051332' → 'ES91 2100 0418 4502 0005 1332'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** BIC/SWIFT: 4 bank letters, 2 country letters, 2 location characters, optional 3-character branch. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(value));
}

/** Upper-case and remove spaces. */
export function normalizeBic(value: string): string {
  return value.toUpperCase().replace(/\s/g, '');
}

/** Spanish names of the countries of `IBAN_LENGTHS`, for the messages. */
const IBAN_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AD: 'Andorra',
  AT: 'Austria',
  BE: 'Bélgica',
  BG: 'Bulgaria',
  CH: 'Suiza',
  CY: 'Chipre',
  CZ: 'Chequia',
  DE: 'Alemania',
  DK: 'Dinamarca',
  EE: 'Estonia',
  ES: 'España',
  FI: 'Finlandia',
  FR: 'Francia',
  GB: 'Reino Unido',
  GI: 'Gibraltar',
  GR: 'Grecia',
  HR: 'Croacia',
  HU: 'Hungría',
  IE: 'Irlanda',
  IS: 'Islandia',
  IT: 'Italia',
  LI: 'Liechtenstein',
  LT: 'Lituania',
  LU: 'Luxemburgo',
  LV: 'Letonia',
  MC: 'Mónaco',
  MT: 'Malta',
  NL: 'Países Bajos',
  NO: 'Noruega',
  PL: 'Polonia',
  PT: 'Portugal',
  RO: 'Rumanía',
  SE: 'Suecia',
  SI: 'Eslovenia',
  SK: 'Eslovaquia',
  SM: 'San Marino',
  VA: 'Ciudad del Vaticano',
};

/** Why an IBAN of any country is not valid, in Spanish; null when it is. */
export function ibanError(value: string): string | null {
  const v = normalizeIban(value);
  if (!v) return 'Indique el IBAN';
  if (!/^[A-Z]{2}\d{2}/.test(v)) return 'El IBAN empieza por el país (2 letras) y 2 dígitos de control';
  if (!/^[A-Z0-9]+$/.test(v)) return 'El IBAN solo lleva letras y cifras';
  const country = v.slice(0, 2);
  const expected = IBAN_LENGTHS[country];
  if (expected !== undefined && v.length !== expected)
    return `Un IBAN de ${IBAN_COUNTRY_NAMES[country] ?? country} tiene ${expected} caracteres (este tiene ${v.length})`;
  if (v.length < 15 || v.length > 34) return 'Un IBAN tiene de 15 a 34 caracteres';
  if (!isValidIban(v)) return 'El IBAN no es correcto: sus dígitos de control no cuadran';
  return null;
}

/** Why a BIC is not valid, in Spanish; null when it is. */
export function bicError(value: string): string | null {
  return isValidBic(value)
    ? null
    : 'El BIC tiene 8 u 11 caracteres: banco (4 letras), país (2 letras), plaza (2) y sucursal (3, opcional)';
}

/** A Spanish IBAN ('ES…'): its account is the CCC, entered by parts. */
export function isSpanishIban(value: string): boolean {
  return normalizeIban(value).startsWith('ES');
}

/** What a bank account form holds: the CCC's parts (Spanish accounts), the IBAN and the BIC. */
export interface BankAccountValues {
  entidad?: string;
  oficina?: string;
  cuenta?: string;
  iban?: string;
  bic?: string;
}

/**
 * The errors of a bank account by field: any valid IBAN (mod 97, each country's length); a Spanish
 * one comes from its CCC (entidad, oficina and cuenta; the BIC may follow from the bank code), a
 * foreign one needs its BIC. Empty when the account is right.
 */
export function bankAccountErrors(values: BankAccountValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const iban = values.iban ?? '';
  const bic = normalizeBic(values.bic ?? '');
  const spanish = !iban || isSpanishIban(iban);
  if (spanish) {
    const parts = [
      ['entidad', 4, 'La entidad'],
      ['oficina', 4, 'La oficina'],
      ['cuenta', 10, 'La cuenta'],
    ] as const;
    for (const [field, n, label] of parts)
      if (!new RegExp(`^\\d{${n}}$`).test(values[field] ?? ''))
        errors[field] = `${label} debe tener ${n} dígitos`;
  }
  // A Spanish IBAN follows from its CCC: while the CCC is wrong, the CCC's fields say so.
  const ibanProblem = spanish && Object.keys(errors).length ? null : ibanError(iban);
  if (ibanProblem) errors.iban = ibanProblem;
  if (bic) {
    const bicProblem = bicError(bic);
    if (bicProblem) errors.bic = bicProblem;
  } else if (!spanish) errors.bic = 'Indique el BIC del banco extranjero';
  return errors;
}
