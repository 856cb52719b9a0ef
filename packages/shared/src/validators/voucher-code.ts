/**
 * Voucher codes: 10 random characters and a check character, from an alphabet of 31 (a prime) that leaves
 * out 0/O, 1/I/L, so nothing reads as something else. The check makes Σ (i + 1) · value(cᵢ) ≡ 0 (mod 31)
 * over the 11 characters: a single wrong character changes the sum by weight × difference, and two swapped
 * neighbours by the difference of their values (their weights differ by one); both are non-zero modulo a
 * prime, so every single mistake and every adjacent swap is caught.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const P = CODE_ALPHABET.length; // 31
const BODY = 10;
/** Characters of a code, without the hyphens it is printed with. */
export const VOUCHER_CODE_LENGTH = BODY + 1;

const weighted = (chars: string) => {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (i + 1) * CODE_ALPHABET.indexOf(chars[i]!);
  return sum % P;
};

/** The check character of a code's body. */
export function checkCharacter(body: string): string {
  // (n + 1) · c ≡ −Σ (mod 31): (n + 1) is invertible, so c is found by trying the 31 values.
  const n = body.length;
  const rest = weighted(body);
  for (let c = 0; c < P; c++) if ((rest + (n + 1) * c) % P === 0) return CODE_ALPHABET[c]!;
  throw new Error('sin carácter de control');
}

/** A new code; `draw(n)` gives a random integer below n (the API passes crypto's, the demo seed its own). */
export function newVoucherCode(draw: (n: number) => number): string {
  let body = '';
  for (let i = 0; i < BODY; i++) body += CODE_ALPHABET[draw(P)];
  return body + checkCharacter(body);
}

/** Upper case, without the spaces and hyphens people type or print between groups. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Why a typed code cannot be a voucher's (empty when it can). */
export function codeProblem(code: string): string {
  const c = normaliseCode(code);
  if (c.length !== BODY + 1) return `El código tiene ${BODY + 1} caracteres`;
  const bad = [...c].find((ch) => !CODE_ALPHABET.includes(ch));
  if (bad) return `El carácter «${bad}» no existe en los códigos de vale`;
  if (weighted(c) !== 0) return 'El código no es válido: revise los caracteres (carácter de control)';
  return '';
}

/** XXXX-XXXX-XXX, as printed. */
export const formatCode = (code: string) => code.replace(/^(.{4})(.{4})(.+)$/, '$1-$2-$3');
