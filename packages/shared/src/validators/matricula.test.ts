import { describe, expect, it } from 'vitest';
import { isValidMatricula, matriculaKind, normalizeMatricula } from './matricula';

describe('matrícula', () => {
  it('accepts the current format', () => {
    for (const v of ['1234BCD', '0000BBB', '9999ZZZ', '1234 bcd', '1234-BCD']) {
      expect(matriculaKind(v)).toBe('actual');
    }
  });
  it('rejects vowels, Ñ and Q in the current format', () => {
    for (const v of ['1234ABC', '1234BCE', '1234BQC', '1234BÑC', '123BCD', '12345BCD', '1234BC']) {
      expect(matriculaKind(v)).not.toBe('actual');
    }
    expect(isValidMatricula('1234ABC')).toBe(false);
    expect(isValidMatricula('1234BQC')).toBe(false);
  });
  it('accepts special plates', () => {
    expect(matriculaKind('R1234BCD')).toBe('especial');
    expect(matriculaKind('E-1234-BCD')).toBe('especial');
    expect(matriculaKind('H1234BCD')).toBe('especial');
  });
  it('accepts old provincial formats', () => {
    for (const v of ['M-1234-AB', 'VA-5678-Z', 'B 1234 XY', 'GC-1234-A', 'M-123456', 'bu-0001-c']) {
      expect(matriculaKind(v)).toBe('provincial');
    }
  });
  it('rejects unknown province codes and shapes', () => {
    for (const v of ['XX-1234-AB', 'Q-1234-AB', 'M-1234-ABC', 'M-1234567', '', 'HOLA']) {
      expect(isValidMatricula(v)).toBe(false);
    }
  });
  it('normalises', () => {
    expect(normalizeMatricula(' m-1234-ab ')).toBe('M1234AB');
    expect(normalizeMatricula('1234 bcd')).toBe('1234BCD');
  });
});
