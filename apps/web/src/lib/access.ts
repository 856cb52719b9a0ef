import { useSyncExternalStore } from 'react';
import { http } from './http';
import { sessionStore } from './session';

/**
 * The user's permissions and scope are read again from the server once per page load and whenever
 * the API answers 403 errorCode 4, so a change made by an administrator reaches a signed-in user
 * without a new login (issue 10, item 4).
 */
type AccessState = 'unchecked' | 'checking' | 'checked';

let state: AccessState = 'unchecked';
let inflight: Promise<void> | null = null;
let lastCheck = 0;
const listeners = new Set<() => void>();
/** Several refusals at once (a page's queries) need one check. */
const MIN_INTERVAL_MS = 1500;

function setState(next: AccessState) {
  state = next;
  for (const l of listeners) l();
}

/** Reads the permissions and scope again and stores them; errors keep the stored ones. */
export function refreshAccess(): Promise<void> {
  if (inflight) return inflight;
  if (state === 'checked' && Date.now() - lastCheck < MIN_INTERVAL_MS) return Promise.resolve();
  setState('checking');
  inflight = (async () => {
    try {
      const body = await http.get('/v1/session/access', { quiet: true });
      const { SessionAccessSchema } = await import('@ac/shared');
      const parsed = SessionAccessSchema.safeParse(body);
      if (parsed.success) await sessionStore.updateAccess(parsed.data);
    } catch {
      // An ended session is handled by the HTTP client; otherwise the stored permissions stay.
    } finally {
      lastCheck = Date.now();
      inflight = null;
      setState('checked');
    }
  })();
  return inflight;
}

/** Whether this page has read the permissions from the server since it loaded. */
export function useAccessChecked(): boolean {
  return (
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => state,
    ) === 'checked'
  );
}

/** For tests: back to a fresh page load. */
export function resetAccessForTests(): void {
  state = 'unchecked';
  inflight = null;
  lastCheck = 0;
}
