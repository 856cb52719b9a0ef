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
/** When the last check's request left: a refusal of a call sent before it is already accounted for. */
let lastCheckSent = 0;
const listeners = new Set<() => void>();
/** Several refusals at once (a page's queries) need one check. */
const MIN_INTERVAL_MS = 1500;

function setState(next: AccessState) {
  state = next;
  for (const l of listeners) l();
}

/**
 * Reads the permissions and scope again and stores them; errors keep the stored ones. `refusedSentAt`: the
 * time a call refused with 403/4 was sent — the check runs unless one started after it (a throttle alone
 * missed a revocation that came just after the previous check).
 */
export function refreshAccess(refusedSentAt?: number): Promise<void> {
  if (inflight) return inflight;
  if (state === 'checked') {
    const fresh =
      refusedSentAt === undefined ? Date.now() - lastCheck < MIN_INTERVAL_MS : lastCheckSent > refusedSentAt;
    if (fresh) return Promise.resolve();
  }
  setState('checking');
  lastCheckSent = Date.now();
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
  lastCheckSent = 0;
}
