import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const v of [
      'ana@example.com',
      'ana.garcia+test@sub.example.es',
      'j_l-p%x@a-b.co',
      ' ana@example.com ',
    ]) {
      expect(isValidEmail(v)).toBe(true);
    }
  });
  it('rejects malformed addresses', () => {
    for (const v of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana@example.c',
      'ana..b@example.com',
      '.ana@example.com',
      'ana.@example.com',
      'ana@-example.com',
      'ana@example-.com',
      'ana@exa mple.com',
      'ana@@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(isValidEmail(v)).toBe(false);
    }
  });
  it('normalises', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
