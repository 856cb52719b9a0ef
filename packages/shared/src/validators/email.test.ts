import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';
import { expectEach } from './expect-each';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expectEach(isValidEmail, true, [
      'ana@example.com',
      'ana.garcia+test@sub.example.es',
      'j_l-p%x@a-b.co',
      ' ana@example.com ',
    ]);
  });
  it('rejects malformed addresses', () => {
    expectEach(isValidEmail, false, [
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
    ]);
  });
  it('normalises', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
