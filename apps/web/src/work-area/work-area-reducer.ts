import type { ScopeEntry, ScopeState } from '@ac/shared';
import { matchesText } from '../lib/fold-text';

/** Pick-list options built from the user's scope entries (spec §3 "Scope hierarchy"). */
export interface GroupOption {
  idgrupo: number;
  grupo: string;
  idcuentacomercial: number;
}
export interface CompanyOption {
  idempresa: number;
  empresa: string;
  idgrupo: number;
}
export interface LocalOption {
  idlocal: number;
  local: string;
  idempresa: number;
  idcuentacomercial: number;
}

/** What the panel is editing before "Confirmar". Ids are 0 when nothing is chosen. */
export interface WorkAreaDraft {
  grupo: number;
  empresa: number;
  local: number;
  idcuentacomercial: number;
  grupoName: string;
  empresaName: string;
  localName: string;
  /** The scope name shown once confirmed. */
  nombre: string;
}

export const EMPTY_DRAFT: WorkAreaDraft = {
  grupo: 0,
  empresa: 0,
  local: 0,
  idcuentacomercial: 0,
  grupoName: '',
  empresaName: '',
  localName: '',
  nombre: '',
};

export type WorkAreaAction =
  | { type: 'selectGroup'; group: GroupOption }
  | { type: 'selectCompany'; company: CompanyOption }
  | { type: 'selectLocal'; local: LocalOption }
  | { type: 'clearGroup' }
  | { type: 'clearCompany' }
  | { type: 'clearLocal' }
  /** Start from a confirmed scope (restored from `reach` or `estadoambito`). */
  | { type: 'load'; state: ScopeState | null; scope: ScopeEntry[] }
  /** The user's scope data changed: drop choices that are no longer in it. */
  | { type: 'scopeChanged'; scope: ScopeEntry[] };

const contains = matchesText;

function uniqueBy<T, K>(items: T[], key: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const byName =
  <T>(name: (t: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b), 'es');

/** Groups of the user's scope whose name contains `text` (case-insensitive), one per id. */
export function searchGroups(scope: ScopeEntry[], text = ''): GroupOption[] {
  return uniqueBy(
    scope.filter((e) => e.idgrupo > 0 && contains(e.grupo, text)),
    (e) => e.idgrupo,
  )
    .map(({ idgrupo, grupo, idcuentacomercial }) => ({ idgrupo, grupo, idcuentacomercial }))
    .sort(byName((g) => g.grupo));
}

/** Companies of the chosen group; none until a group is chosen. */
export function searchCompanies(scope: ScopeEntry[], idgrupo: number, text = ''): CompanyOption[] {
  if (idgrupo <= 0) return [];
  return uniqueBy(
    scope.filter((e) => e.idgrupo === idgrupo && e.idempresa > 0 && contains(e.empresa, text)),
    (e) => e.idempresa,
  )
    .map(({ idempresa, empresa, idgrupo: g }) => ({ idempresa, empresa, idgrupo: g }))
    .sort(byName((c) => c.empresa));
}

/** Stations of the chosen company; none until a company is chosen. */
export function searchLocals(scope: ScopeEntry[], idempresa: number, text = ''): LocalOption[] {
  if (idempresa <= 0) return [];
  return uniqueBy(
    scope.filter((e) => e.idempresa === idempresa && e.idlocal > 0 && contains(e.local, text)),
    (e) => e.idlocal,
  )
    .map(({ idlocal, local, idempresa: c, idcuentacomercial }) => ({
      idlocal,
      local,
      idempresa: c,
      idcuentacomercial,
    }))
    .sort(byName((l) => l.local));
}

/** Drops the levels whose id is no longer in the scope, and refreshes the names of the rest. */
function reconcile(draft: WorkAreaDraft, scope: ScopeEntry[]): WorkAreaDraft {
  if (draft.grupo <= 0) return EMPTY_DRAFT;
  const group = searchGroups(scope).find((g) => g.idgrupo === draft.grupo);
  if (!group) return EMPTY_DRAFT;
  let next: WorkAreaDraft = { ...draft, grupoName: group.grupo };
  if (next.empresa > 0) {
    const company = searchCompanies(scope, next.grupo).find((c) => c.idempresa === next.empresa);
    next = company
      ? { ...next, empresaName: company.empresa }
      : { ...next, empresa: 0, empresaName: '', local: 0, localName: '' };
  }
  if (next.local > 0) {
    const local = searchLocals(scope, next.empresa).find((l) => l.idlocal === next.local);
    next = local ? { ...next, localName: local.local } : { ...next, local: 0, localName: '' };
  }
  const fallback = next.localName || next.empresaName || next.grupoName;
  return { ...next, nombre: fallback };
}

export function workAreaReducer(draft: WorkAreaDraft, action: WorkAreaAction): WorkAreaDraft {
  switch (action.type) {
    case 'selectGroup': {
      const { group } = action;
      if (group.idgrupo === draft.grupo) return { ...draft, grupoName: group.grupo };
      return {
        ...EMPTY_DRAFT,
        grupo: group.idgrupo,
        grupoName: group.grupo,
        idcuentacomercial: group.idcuentacomercial,
        nombre: group.grupo,
      };
    }
    case 'selectCompany': {
      const { company } = action;
      // Company search works only once a group is chosen, and within it.
      if (draft.grupo <= 0 || company.idgrupo !== draft.grupo) return draft;
      if (company.idempresa === draft.empresa) return { ...draft, empresaName: company.empresa };
      return {
        ...draft,
        empresa: company.idempresa,
        empresaName: company.empresa,
        local: 0,
        localName: '',
        nombre: company.empresa,
      };
    }
    case 'selectLocal': {
      const { local } = action;
      if (draft.empresa <= 0 || local.idempresa !== draft.empresa) return draft;
      return {
        ...draft,
        local: local.idlocal,
        localName: local.local,
        idcuentacomercial: local.idcuentacomercial || draft.idcuentacomercial,
        nombre: local.local,
      };
    }
    case 'clearGroup':
      return EMPTY_DRAFT;
    case 'clearCompany':
      return { ...draft, empresa: 0, empresaName: '', local: 0, localName: '', nombre: draft.grupoName };
    case 'clearLocal':
      return { ...draft, local: 0, localName: '', nombre: draft.empresaName };
    case 'load': {
      const { state } = action;
      if (!state) return EMPTY_DRAFT;
      return reconcile(
        {
          ...EMPTY_DRAFT,
          grupo: state.grupo,
          empresa: state.empresa,
          local: state.local,
          idcuentacomercial: state.idcuentacomercial,
          nombre: state.nombre,
        },
        action.scope,
      );
    }
    case 'scopeChanged':
      return reconcile(draft, action.scope);
  }
}

/** "Confirmar": the scope name is the local's, else the company's, else the group's. */
export function confirmDraft(draft: WorkAreaDraft): ScopeState {
  return {
    grupo: draft.grupo,
    empresa: draft.empresa,
    local: draft.local,
    idcuentacomercial: draft.idcuentacomercial,
    nombre: draft.localName || draft.empresaName || draft.grupoName,
  };
}

/** The scope is reported to the server only when some level is chosen. */
export function shouldReport(state: ScopeState): boolean {
  return state.grupo > 0 || state.empresa > 0 || state.local > 0;
}

/** Reads `estadoambito` (JSON text or ''); null when absent or unreadable. */
export function parseEstadoAmbito(text: string | null | undefined): ScopeState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ScopeState, unknown>>;
    const num = (v: unknown) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Math.trunc(Number(v)) : 0);
    return {
      grupo: num(value.grupo),
      empresa: num(value.empresa),
      local: num(value.local),
      idcuentacomercial: num(value.idcuentacomercial),
      nombre: typeof value.nombre === 'string' ? value.nombre : '',
    };
  } catch {
    return null;
  }
}
