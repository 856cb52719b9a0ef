import {
  isValidCcc,
  isValidCif,
  isValidIban,
  isValidMatricula,
  isValidNif,
  isValidPhone,
  isValidPostalCode,
  matriculaKind,
  provinceFromPostalCode,
} from '@ac/shared';
import { describe, expect, it } from 'vitest';
import { companySuffixes, firstNames, streets, surnames, vehicleMakes } from './data/names';
import { towns } from './data/towns';
import { createRng, makeCcc, makeCif, makeMatricula, makeNif, makePhone } from './random';

describe('createRng', () => {
  it('is deterministic for a seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(createRng('demo').int(0, 1_000_000)).toBe(createRng('demo').int(0, 1_000_000));
  });
  it('differs between seeds', () => {
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });
  it('keeps helpers in range', () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
      const f = rng.float(-1, 1);
      expect(f >= -1 && f < 1).toBe(true);
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    }
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
    expect(rng.digits(6)).toMatch(/^\d{6}$/);
    expect(rng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(() => rng.pick([])).toThrow();
  });
  it('generates the same identifiers for the same seed', () => {
    const gen = (seed: number) => {
      const rng = createRng(seed);
      return [makeNif(rng), makeCif(rng), makeMatricula(rng), makePhone(rng), makeCcc(rng).iban];
    };
    expect(gen(2024)).toEqual(gen(2024));
  });
});

describe('generators produce valid values', () => {
  const rng = createRng('validators');
  it('NIF, CIF, plate, phone, CCC/IBAN', () => {
    for (let i = 0; i < 500; i++) {
      expect(isValidNif(makeNif(rng))).toBe(true);
      const cifLetter = rng.pick([...'ABCDEFGHJNPQRSUVW']);
      expect(isValidCif(makeCif(rng, cifLetter))).toBe(true);
      expect(isValidCif(makeCif(rng))).toBe(true);
      const plate = makeMatricula(rng);
      expect(matriculaKind(plate)).toBe('actual');
      expect(isValidPhone(makePhone(rng))).toBe(true);
      expect(makePhone(rng, 'fijo')).toMatch(/^9/);
      const ccc = makeCcc(rng);
      expect(isValidCcc(`${ccc.entidad}${ccc.oficina}${ccc.dc}${ccc.cuenta}`)).toBe(true);
      expect(isValidIban(ccc.iban)).toBe(true);
      expect(ccc.iban).toBe(`ES${ccc.iban.slice(2, 4)}${ccc.entidad}${ccc.oficina}${ccc.dc}${ccc.cuenta}`);
    }
  });
  it('rejects an invalid CIF letter', () => {
    expect(() => makeCif(rng, 'I')).toThrow(RangeError);
  });
});

describe('reference data', () => {
  it('towns have valid postal codes of their province and plausible coordinates', () => {
    expect(towns.length).toBeGreaterThanOrEqual(60);
    for (const t of towns) {
      expect(isValidPostalCode(t.codigopostal), t.poblacion).toBe(true);
      expect(provinceFromPostalCode(t.codigopostal), t.poblacion).toBe(t.provincia);
      expect(t.latitud > 27 && t.latitud < 44, t.poblacion).toBe(true);
      expect(t.longitud > -19 && t.longitud < 5, t.poblacion).toBe(true);
    }
    expect(new Set(towns.map((t) => t.poblacion)).size).toBe(towns.length);
  });
  it('names lists are populated and unique', () => {
    for (const list of [firstNames, surnames, streets]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(firstNames.length).toBeGreaterThanOrEqual(80);
    expect(surnames.length).toBeGreaterThanOrEqual(100);
    expect(streets.length).toBeGreaterThanOrEqual(40);
    expect(companySuffixes).toContain('S.L.');
    expect(Object.keys(vehicleMakes).length).toBeGreaterThan(10);
  });
  it('the valid plate helpers agree', () => {
    expect(isValidMatricula('1234BCD')).toBe(true);
  });
});
