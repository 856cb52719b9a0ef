/**
 * Deterministic pseudo-random helpers for the demo seed: the same seed always yields the
 * same data. mulberry32 PRNG; generators of valid Spanish identifiers via @ac/shared.
 */
import { cccControlDigits, cifControls, MATRICULA_LETTERS, nifLetter, spanishIbanFromCcc } from '@ac/shared';
import { type Bank, banks } from './data/banks';

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(arr: readonly T[]): T;
  /** True with probability p (0–1). */
  chance(p: number): boolean;
  /** A string of n random decimal digits (leading zeros allowed). */
  digits(n: number): string;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(arr: readonly T[]): T[];
}

/** FNV-1a 32-bit hash, to accept string seeds. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A mulberry32 generator seeded with a number or a string. */
export function createRng(seed: number | string = 1): Rng {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick: <T>(arr: readonly T[]): T => {
      if (arr.length === 0) throw new RangeError('pick() de una lista vacía');
      return arr[int(0, arr.length - 1)]!;
    },
    chance: (p) => next() < p,
    digits: (n) => {
      let s = '';
      for (let i = 0; i < n; i++) s += String(int(0, 9));
      return s;
    },
    shuffle: <T>(arr: readonly T[]): T[] => {
      const out = [...arr];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/** A valid DNI: 8 digits + check letter ('12345678Z'). */
export function makeNif(rng: Rng): string {
  const num = rng.digits(8);
  return `${num}${nifLetter(num)}`;
}

/**
 * A valid CIF for an organisation letter (default: A or B, the usual S.A. / S.L.). For letters
 * that accept either control form, the digit or letter form is picked at random.
 */
export function makeCif(rng: Rng, letter?: string): string {
  const l = (letter ?? rng.pick(['A', 'B'])).toUpperCase();
  if (!/^[ABCDEFGHJNPQRSUVW]$/.test(l)) throw new RangeError(`Letra de CIF no válida: ${letter}`);
  const digits = rng.digits(7);
  return `${l}${digits}${rng.pick(cifControls(l, digits))}`;
}

/** A valid current-format plate ('1234BCD'). */
export function makeMatricula(rng: Rng): string {
  const letters = [...MATRICULA_LETTERS];
  return `${rng.digits(4)}${rng.pick(letters)}${rng.pick(letters)}${rng.pick(letters)}`;
}

/** A 9-digit Spanish phone: a mobile (6…) by default, or a landline (9…) of a real-looking shape. */
export function makePhone(rng: Rng, kind: 'movil' | 'fijo' = rng.chance(0.7) ? 'movil' : 'fijo'): string {
  return kind === 'movil' ? `6${rng.digits(8)}` : `9${rng.int(1, 8)}${rng.digits(7)}`;
}

export interface GeneratedCcc {
  entidad: string;
  oficina: string;
  dc: string;
  cuenta: string;
  /** Compact IBAN, 'ES' + check digits + the 20-digit CCC. */
  iban: string;
  /** BIC of the bank of `entidad`. */
  bic: string;
  banco: string;
}

/** A valid Spanish bank account of a real bank: CCC parts, IBAN and BIC. */
export function makeCcc(rng: Rng, bank: Bank = rng.pick(banks)): GeneratedCcc {
  const oficina = rng.digits(4);
  const cuenta = rng.digits(10);
  const dc = cccControlDigits(bank.entidad, oficina, cuenta);
  return {
    entidad: bank.entidad,
    oficina,
    dc,
    cuenta,
    iban: spanishIbanFromCcc(bank.entidad, oficina, dc, cuenta),
    bic: bank.bic,
    banco: bank.nombre,
  };
}
