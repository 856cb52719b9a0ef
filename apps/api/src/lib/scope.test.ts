import { describe, expect, it } from 'vitest';
import { Scope, type ScopeLevel } from './scope';

// Account 1 › groups 10, 11 › companies 100 (group 10), 101 (group 11) › stations 1000, 1001 (company 100),
// 1002 (company 101); account 2 › group 20 › company 200 › station 2000.
const tree = [
  {
    idcuentacomercial: 1,
    idgrupo: 10,
    grupo: 'G10',
    idempresa: 100,
    empresa: 'E100',
    idlocal: 1000,
    local: 'L1000',
  },
  {
    idcuentacomercial: 1,
    idgrupo: 10,
    grupo: 'G10',
    idempresa: 100,
    empresa: 'E100',
    idlocal: 1001,
    local: 'L1001',
  },
  {
    idcuentacomercial: 1,
    idgrupo: 11,
    grupo: 'G11',
    idempresa: 101,
    empresa: 'E101',
    idlocal: 1002,
    local: 'L1002',
  },
  {
    idcuentacomercial: 2,
    idgrupo: 20,
    grupo: 'G20',
    idempresa: 200,
    empresa: 'E200',
    idlocal: 2000,
    local: 'L2000',
  },
  { idcuentacomercial: 3, idgrupo: 0, grupo: '', idempresa: 0, empresa: '', idlocal: 0, local: '' },
];
const rule = (
  r: Partial<{ idcuentacomercial: number; idgrupo: number; idempresa: number; idlocal: number }>,
) => ({
  idcuentacomercial: 0,
  idgrupo: 0,
  idempresa: 0,
  idlocal: 0,
  ...r,
});

type Node = [ScopeLevel, number];
/** Whether each node is covered (granted), and whether each is reached (on the way to something granted). */
const covered = (s: Scope, ...nodes: Node[]) => nodes.map(([level, id]) => s.covers(level, id));
const reached = (s: Scope, ...nodes: Node[]) => nodes.map(([level, id]) => s.reaches(level, id));

describe('scope', () => {
  it('covers a node and everything below it, never what is above', () => {
    const s = new Scope([rule({ idgrupo: 10 })], tree);
    expect(covered(s, ['group', 10], ['company', 100], ['station', 1001])).toEqual([true, true, true]);
    expect(covered(s, ['account', 1], ['group', 11], ['station', 1002])).toEqual([false, false, false]);
    expect(s.reaches('account', 1)).toBe(true);
  });

  it('a station rule covers the station only: its company and group are the way, not the scope', () => {
    const s = new Scope([rule({ idcuentacomercial: 1, idgrupo: 10, idempresa: 100, idlocal: 1000 })], tree);
    expect(s.covers('station', 1000)).toBe(true);
    expect(covered(s, ['station', 1001], ['company', 100], ['group', 10])).toEqual([false, false, false]);
    expect(reached(s, ['company', 100], ['group', 10], ['station', 1001])).toEqual([true, true, false]);
    expect(s.entries.map((e) => e.idlocal)).toEqual([1000]);
  });

  it('an account rule covers the account, even one without groups yet', () => {
    const s = new Scope([rule({ idcuentacomercial: 3 }), rule({ idcuentacomercial: 2 })], tree);
    expect(covered(s, ['account', 3], ['account', 2], ['group', 20])).toEqual([true, true, true]);
    expect(s.covers('account', 1)).toBe(false);
    expect(s.entries.every((e) => e.idgrupo)).toBe(true);
  });

  it('the empty rule reaches everything; a rule is grantable only inside the granter’s scope', () => {
    expect(new Scope([rule({})], tree).all).toBe(true);
    const s = new Scope([rule({ idgrupo: 10 })], tree);
    expect(s.coversRule(rule({ idlocal: 1001 }))).toBe(true);
    expect(s.coversRule(rule({ idgrupo: 11 }))).toBe(false);
    expect(s.coversRule(rule({}))).toBe(false);
  });
});

describe('a node reached but not covered', () => {
  it('says in words which part of it is the actor’s, and nothing of a node it does not reach', () => {
    const s = new Scope([rule({ idcuentacomercial: 1, idgrupo: 10, idempresa: 100, idlocal: 1000 })], tree);
    expect(s.partlyOutside('group', 10)).toBe(
      'Su ámbito en G10 abarca solo la estación L1000: lo que es de todo el grupo (clientes, usuarios, tarifas…) queda fuera. Elija en el área de trabajo un grupo entero de su ámbito.',
    );
    expect(s.partlyOutside('company', 100)).toMatch(
      /^Su ámbito en E100 abarca solo la estación L1000: lo que es de toda la empresa/,
    );
    const two = new Scope(
      [
        rule({ idcuentacomercial: 1, idgrupo: 10, idempresa: 100, idlocal: 1000 }),
        rule({ idcuentacomercial: 1, idgrupo: 10, idempresa: 100, idlocal: 1001 }),
      ],
      tree,
    );
    expect(two.partlyOutside('group', 10)).toMatch(
      /^Su ámbito en G10 abarca solo las estaciones L1000 y L1001:/,
    );
    // Covered, or not reached at all (its name stays unknown): nothing to explain.
    expect(s.partlyOutside('station', 1000)).toBeUndefined();
    expect(s.partlyOutside('group', 11)).toBeUndefined();
    expect(
      new Scope([rule({ idcuentacomercial: 1, idgrupo: 10 })], tree).partlyOutside('group', 10),
    ).toBeUndefined();
  });
});
