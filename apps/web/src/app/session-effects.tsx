import { MESSAGES } from '@ac/shared/errors';
import { useEffect } from 'react';
import { openAlert } from '../kit/alert-modal';
import { refreshAccess } from '../lib/access';
import { getConfig } from '../lib/config';
import { http, setConnectionErrorHandler, setForbiddenHandler } from '../lib/http';
import { logout } from '../lib/logout';
import { sessionStore } from '../lib/session';
import { useIdleTimeout } from '../lib/use-idle-timeout';
import { useSession } from '../lib/use-session';
import { focusLoginForm } from './login/login-page';

/** App-wide session behaviour: other tabs, the idle timeout and the generic error modal. */
export function SessionEffects() {
  const { login, endReason } = useSession();

  useEffect(() => {
    setConnectionErrorHandler(() =>
      openAlert({ id: 'connection', title: 'Error', message: MESSAGES.connectionGeneric, kind: 'error' }),
    );
    setForbiddenHandler((sentAt) => void refreshAccess(sentAt));
    const onStorage = (event: StorageEvent) => sessionStore.handleStorageEvent(event);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Permissions may have changed since they were stored (a reload keeps the login data): ask again.
  const signedIn = !!login;
  useEffect(() => {
    if (signedIn) void refreshAccess();
  }, [signedIn]);

  useIdleTimeout(
    !!login,
    getConfig().sessiontimeout,
    () => void logout('idle'),
    // An active user who makes no request (a long form) must not lose the session on the server.
    () => void http.post('/v1/session/keepalive', undefined, { quiet: true }).catch(() => undefined),
  );

  useEffect(() => {
    if (endReason === 'idle') {
      openAlert({
        id: 'idle',
        title: 'Sesión expirada',
        message: MESSAGES.sessionExpired,
        kind: 'session',
        afterClose: focusLoginForm,
      });
    }
  }, [endReason]);

  return null;
}
