import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, codeProblem, formatCode, newVoucherCode, normaliseCode } from './voucher-code';

const draw = (n: number) => Math.floor(Math.random() * n);

describe('voucher codes', () => {
  const sample = Array.from({ length: 300 }, () => newVoucherCode(draw));

  it('are valid, unique enough and printable in groups', () => {
    expect(new Set(sample).size).toBe(sample.length);
    for (const code of sample) expect(codeProblem(code)).toBe('');
    const code = sample[0]!;
    expect(codeProblem(formatCode(code).toLowerCase())).toBe('');
    expect(normaliseCode(formatCode(code))).toBe(code);
  });

  it('catch every single mistyped character on a sample of codes', () => {
    let tried = 0;
    for (const code of sample.slice(0, 100))
      for (let i = 0; i < code.length; i++)
        for (const ch of CODE_ALPHABET) {
          if (ch === code[i]) continue;
          const typo = code.slice(0, i) + ch + code.slice(i + 1);
          expect(codeProblem(typo), `${code} → ${typo}`).not.toBe('');
          tried++;
        }
    expect(tried).toBe(100 * 11 * 30);
  });

  it('catch every swap of two different neighbours on a sample of codes', () => {
    for (const code of sample)
      for (let i = 0; i + 1 < code.length; i++) {
        if (code[i] === code[i + 1]) continue;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        expect(codeProblem(swapped), `${code} → ${swapped}`).not.toBe('');
      }
  });

  it('say what is wrong', () => {
    expect(codeProblem('ABC')).toMatch(/11 caracteres/);
    expect(codeProblem('0BCDEFGHJKM')).toMatch(/«0»/);
  });
});
