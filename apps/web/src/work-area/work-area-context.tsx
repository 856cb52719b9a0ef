import type { ScopeEntry, ScopeState } from '@ac/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { decryptJson, encryptJson } from '../lib/crypto';
import { http } from '../lib/http';
import { sessionStore } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { useSession } from '../lib/use-session';
import {
  confirmDraft,
  EMPTY_DRAFT,
  parseEstadoAmbito,
  shouldReport,
  workAreaReducer,
} from './work-area-reducer';

export interface WorkAreaContextValue {
  /** The confirmed work area, or null when none is chosen. */
  scope: ScopeState | null;
  /** The user's reachable places (login `scope`). */
  entries: ScopeEntry[];
  /** Stores the scope encrypted under `reach`, reports it and publishes it. */
  confirm(state: ScopeState): Promise<void>;
}

const WorkAreaContext = createContext<WorkAreaContextValue | null>(null);

/** Reads the confirmed work area kept under `reach` for this browser session. */
export async function readReach(storage: Storage = window.sessionStorage): Promise<ScopeState | null> {
  // The wire schemas (zod) load on first use: the login page does not need them.
  const { ScopeStateSchema } = await import('@ac/shared');
  const parsed = ScopeStateSchema.safeParse(await decryptJson(storage.getItem(STORAGE_KEYS.reach)));
  return parsed.success ? parsed.data : null;
}

async function writeReach(state: ScopeState): Promise<void> {
  window.sessionStorage.setItem(STORAGE_KEYS.reach, await encryptJson(state));
}

/**
 * The work area of a user whose scope is one group (and who never chose one): that group, as if chosen,
 * so lists and the search do not ask to pick the only choice there is. Not reported: nobody chose it.
 */
function onlyGroup(entries: ScopeEntry[]): ScopeState | null {
  const groups = new Set(entries.map((e) => e.idgrupo).filter(Boolean));
  if (groups.size !== 1) return null;
  const [first] = entries.filter((e) => e.idgrupo);
  return {
    grupo: first!.idgrupo,
    empresa: 0,
    local: 0,
    idcuentacomercial: first!.idcuentacomercial,
    nombre: first!.grupo,
  };
}

/** Restores the work area: `reach` first, else the login's `estadoambito` (else the only group), checked against the scope. */
async function initialScope(estadoambito: string, entries: ScopeEntry[]): Promise<ScopeState | null> {
  const stored = (await readReach()) ?? parseEstadoAmbito(estadoambito) ?? onlyGroup(entries);
  if (!stored) return null;
  const checked = confirmDraft(workAreaReducer(EMPTY_DRAFT, { type: 'load', state: stored, scope: entries }));
  if (!shouldReport(checked)) return null;
  await writeReach(checked);
  return checked;
}

export function WorkAreaProvider({ children }: { children: ReactNode }) {
  const { login } = useSession();
  const [scope, setScope] = useState<ScopeState | null>(null);
  // Compared by value: a token rotation re-reads the login data but the scope stays the same.
  const scopeJson = JSON.stringify(login?.scope ?? []);
  const entries = useMemo(() => JSON.parse(scopeJson) as ScopeEntry[], [scopeJson]);
  const sessionKey = login ? `${login.key}:${login.customer}` : null;
  const estadoambito = login?.estadoambito ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once per session, not on every token rotation
  useEffect(() => {
    let cancelled = false;
    if (!sessionKey) {
      setScope(null);
      return;
    }
    void initialScope(estadoambito, entries).then((s) => {
      if (!cancelled) setScope(s);
    });
    return () => {
      cancelled = true;
    };
  }, [sessionKey]);

  const confirm = useCallback(async (state: ScopeState) => {
    await writeReach(state);
    setScope(shouldReport(state) ? state : null);
    await sessionStore.updateScopeState(state);
    if (shouldReport(state)) {
      // Spec §7: errors of this report are ignored (42 still ends the session in the client).
      await http.post('/v1/scopestate/', state, { quiet: true }).catch(() => undefined);
    }
  }, []);

  const value = useMemo(() => ({ scope, entries, confirm }), [scope, entries, confirm]);
  return <WorkAreaContext.Provider value={value}>{children}</WorkAreaContext.Provider>;
}

/** The work area every section reads (spec §4: published to subscribers when set). */
export function useWorkArea(): WorkAreaContextValue {
  const value = useContext(WorkAreaContext);
  if (!value) throw new Error('useWorkArea fuera de WorkAreaProvider');
  return value;
}
