import { useSyncExternalStore } from 'react';
import { type SessionSnapshot, sessionStore } from './session';

/** The current session, re-rendering when it changes in this or another tab. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
