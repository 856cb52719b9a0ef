/**
 * Pragmatic e-mail check: local part of letters, digits and . _ % + - (no leading, trailing or
 * doubled dot), '@', domain labels of letters, digits and inner hyphens, and a top-level label
 * of 2–24 letters. At most 254 characters.
 */
const EMAIL_RE =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

/** Trim and lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_RE.test(v);
}
