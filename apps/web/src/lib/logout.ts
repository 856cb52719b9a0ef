import { http } from './http';
import { type EndReason, sessionStore } from './session';

/** Ends the session on the server (errors ignored) and clears this browser's storage. */
export async function logout(reason: EndReason = 'logout'): Promise<void> {
  await http.post('/logout', undefined, { quiet: true }).catch(() => undefined);
  sessionStore.end(reason);
}
