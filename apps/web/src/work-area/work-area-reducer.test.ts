import type { ScopeEntry } from '@ac/shared';
import { describe, expect, it } from 'vitest';
import {
  confirmDraft,
  EMPTY_DRAFT,
  parseEstadoAmbito,
  searchCompanies,
  searchGroups,
  searchLocals,
  shouldReport,
  type WorkAreaAction,
  workAreaReducer,
} from './work-area-reducer';

const entry = (
  idgrupo: number,
  grupo: string,
  idempresa: number,
  empresa: string,
  idlocal: number,
  local: string,
): ScopeEntry => ({ idcuentacomercial: idgrupo * 10, idgrupo, grupo, idempresa, empresa, idlocal, local });

const SCOPE: ScopeEntry[] = [
  entry(1, 'Grupo Norte', 11, 'Petróleos Duero', 111, 'E.S. Valladolid Centro'),
  entry(1, 'Grupo Norte', 11, 'Petróleos Duero', 112, 'E.S. Tordesillas'),
  entry(1, 'Grupo Norte', 12, 'Carburantes Pisuerga', 121, 'E.S. Palencia'),
  entry(2, 'Grupo Sur', 21, 'Energía Bética', 211, 'E.S. Sevilla Norte'),
  entry(2, 'Grupo Sur', 21, 'Energía Bética', 211, 'E.S. Sevilla Norte'),
];

const run = (...actions: WorkAreaAction[]) => actions.reduce(workAreaReducer, EMPTY_DRAFT);
const norte = searchGroups(SCOPE).find((g) => g.idgrupo === 1)!;
const duero = searchCompanies(SCOPE, 1).find((c) => c.idempresa === 11)!;
const tordesillas = searchLocals(SCOPE, 11).find((l) => l.idlocal === 112)!;
/** Grupo Norte › Petróleos Duero › Tordesillas, picked in that order. */
const TO_TORDESILLAS: WorkAreaAction[] = [
  { type: 'selectGroup', group: norte },
  { type: 'selectCompany', company: duero },
  { type: 'selectLocal', local: tordesillas },
];

describe('work-area search', () => {
  it('lists each group of the user once, matching typed text case-insensitively', () => {
    expect(searchGroups(SCOPE).map((g) => g.grupo)).toEqual(['Grupo Norte', 'Grupo Sur']);
    expect(searchGroups(SCOPE, 'NOR').map((g) => g.idgrupo)).toEqual([1]);
    expect(searchGroups(SCOPE, 'po s').map((g) => g.idgrupo)).toEqual([2]);
  });

  it('finds companies only once a group is chosen, and only within it', () => {
    expect(searchCompanies(SCOPE, 0)).toEqual([]);
    expect(searchCompanies(SCOPE, 1).map((c) => c.idempresa)).toEqual([12, 11]);
    expect(searchCompanies(SCOPE, 1, 'duero').map((c) => c.idempresa)).toEqual([11]);
    expect(searchCompanies(SCOPE, 1, 'bética')).toEqual([]);
  });

  it('finds stations only once a company is chosen, de-duplicated by id', () => {
    expect(searchLocals(SCOPE, 0)).toEqual([]);
    expect(searchLocals(SCOPE, 21)).toHaveLength(1);
    expect(searchLocals(SCOPE, 11, 'tORDE').map((l) => l.idlocal)).toEqual([112]);
  });
});

describe('the work-area state machine', () => {
  it('choosing group, company and station names the scope after the most specific one', () => {
    const draft = run(...TO_TORDESILLAS);
    expect(confirmDraft(draft)).toEqual({
      grupo: 1,
      empresa: 11,
      local: 112,
      idcuentacomercial: 10,
      nombre: 'E.S. Tordesillas',
    });
  });

  it('confirming with only a company uses the company name, with only a group the group name', () => {
    expect(
      confirmDraft(run({ type: 'selectGroup', group: norte }, { type: 'selectCompany', company: duero }))
        .nombre,
    ).toBe('Petróleos Duero');
    expect(confirmDraft(run({ type: 'selectGroup', group: norte })).nombre).toBe('Grupo Norte');
  });

  it('ignores a company before a group is chosen, or outside the chosen group', () => {
    expect(run({ type: 'selectCompany', company: duero })).toEqual(EMPTY_DRAFT);
    const sur = searchGroups(SCOPE).find((g) => g.idgrupo === 2)!;
    expect(run({ type: 'selectGroup', group: sur }, { type: 'selectCompany', company: duero }).empresa).toBe(
      0,
    );
    expect(
      run({ type: 'selectGroup', group: norte }, { type: 'selectLocal', local: tordesillas }).local,
    ).toBe(0);
  });

  it('clearing the group resets group, company, station, commercial account and name', () => {
    const draft = run(...TO_TORDESILLAS, { type: 'clearGroup' });
    expect(draft).toEqual(EMPTY_DRAFT);
    expect(shouldReport(confirmDraft(draft))).toBe(false);
  });

  it('clearing the company resets company and station, and the name falls back to the group', () => {
    const draft = run(...TO_TORDESILLAS, { type: 'clearCompany' });
    expect(draft).toMatchObject({ grupo: 1, empresa: 0, local: 0, nombre: 'Grupo Norte' });
  });

  it('clearing the station resets it, and the name falls back to the company', () => {
    const draft = run(...TO_TORDESILLAS, { type: 'clearLocal' });
    expect(draft).toMatchObject({ grupo: 1, empresa: 11, local: 0, nombre: 'Petróleos Duero' });
  });

  it('choosing another group drops the company and station of the previous one', () => {
    const sur = searchGroups(SCOPE).find((g) => g.idgrupo === 2)!;
    const draft = run(
      { type: 'selectGroup', group: norte },
      { type: 'selectCompany', company: duero },
      { type: 'selectGroup', group: sur },
    );
    expect(draft).toMatchObject({
      grupo: 2,
      empresa: 0,
      local: 0,
      idcuentacomercial: 20,
      nombre: 'Grupo Sur',
    });
  });

  it('restores a stored scope with the names of the user scope', () => {
    const state = parseEstadoAmbito(
      '{"grupo":1,"empresa":11,"local":111,"idcuentacomercial":10,"nombre":"x"}',
    );
    const draft = workAreaReducer(EMPTY_DRAFT, { type: 'load', state, scope: SCOPE });
    expect(draft).toMatchObject({
      grupoName: 'Grupo Norte',
      empresaName: 'Petróleos Duero',
      localName: 'E.S. Valladolid Centro',
      nombre: 'E.S. Valladolid Centro',
    });
  });

  it('when the scope data changes, clears the choices no longer in it', () => {
    const draft = run(...TO_TORDESILLAS);
    const withoutStation = SCOPE.filter((e) => e.idlocal !== 112);
    expect(workAreaReducer(draft, { type: 'scopeChanged', scope: withoutStation })).toMatchObject({
      local: 0,
      localName: '',
      empresa: 11,
      nombre: 'Petróleos Duero',
    });
    const withoutNorte = SCOPE.filter((e) => e.idgrupo !== 1);
    expect(workAreaReducer(draft, { type: 'scopeChanged', scope: withoutNorte })).toEqual(EMPTY_DRAFT);
  });

  it('reports the scope only when some level is above 0', () => {
    expect(shouldReport({ grupo: 0, empresa: 0, local: 0, idcuentacomercial: 0, nombre: '' })).toBe(false);
    expect(shouldReport({ grupo: 2, empresa: 0, local: 0, idcuentacomercial: 0, nombre: 'Grupo Sur' })).toBe(
      true,
    );
  });

  it('reads estadoambito text, empty or broken text meaning none', () => {
    expect(parseEstadoAmbito('')).toBeNull();
    expect(parseEstadoAmbito('{roto')).toBeNull();
    expect(parseEstadoAmbito('{"grupo":"2","nombre":"Grupo Sur"}')).toEqual({
      grupo: 2,
      empresa: 0,
      local: 0,
      idcuentacomercial: 0,
      nombre: 'Grupo Sur',
    });
  });
});
