import { describe, expect, it } from 'vitest';
import { expectEach } from './expect-each';
import { isValidMatricula, matriculaKind, normalizeMatricula } from './matricula';

describe('matrícula', () => {
  it('accepts the current format', () => {
    expectEach(matriculaKind, 'actual', ['1234BCD', '0000BBB', '9999ZZZ', '1234 bcd', '1234-BCD']);
  });
  it('rejects vowels, Ñ and Q in the current format', () => {
    for (const v of ['1234ABC', '1234BCE', '1234BQC', '1234BÑC', '123BCD', '12345BCD', '1234BC']) {
      expect(matriculaKind(v)).not.toBe('actual');
    }
    expectEach(isValidMatricula, false, ['1234ABC', '1234BQC']);
  });
  it('accepts special plates', () => {
    expectEach(matriculaKind, 'especial', ['R1234BCD', 'E-1234-BCD', 'H1234BCD']);
  });
  it('accepts old provincial formats', () => {
    expectEach(matriculaKind, 'provincial', [
      'M-1234-AB',
      'VA-5678-Z',
      'B 1234 XY',
      'GC-1234-A',
      'M-123456',
      'bu-0001-c',
    ]);
  });
  it('rejects unknown province codes and shapes', () => {
    expectEach(isValidMatricula, false, ['XX-1234-AB', 'Q-1234-AB', 'M-1234-ABC', 'M-1234567', '', 'HOLA']);
  });
  it('normalises', () => {
    expect(normalizeMatricula(' m-1234-ab ')).toBe('M1234AB');
    expect(normalizeMatricula('1234 bcd')).toBe('1234BCD');
  });
});
