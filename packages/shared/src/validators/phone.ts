/** Spanish phone numbers: optional +34 / 0034 prefix, then 9 digits starting with 6, 7, 8 or 9. */

/** Strip spaces, dashes, dots and parentheses and the +34 / 0034 prefix: '+34 612-34-56-78' → '612345678'. */
export function normalizePhone(value: string): string {
  const v = value.replace(/[\s.()-]/g, '');
  if (v.startsWith('+34')) return v.slice(3);
  if (v.startsWith('0034')) return v.slice(4);
  return v;
}

export function isValidPhone(value: string): boolean {
  return /^[6789]\d{8}$/.test(normalizePhone(value));
}

/** '612345678' → '612 34 56 78' (mobiles) or '983 12 34 56' (landlines); invalid input unchanged. */
export function formatPhone(value: string): string {
  const v = normalizePhone(value);
  if (!/^[6789]\d{8}$/.test(v)) return value;
  return `${v.slice(0, 3)} ${v.slice(3, 5)} ${v.slice(5, 7)} ${v.slice(7)}`;
}
