import { useEffect } from 'react';
import { useSession } from '../../lib/use-session';
import { BaseProviders } from '../base-providers';
import { LoginForm } from './login-page';

/** Signed in (here or in another tab): the app takes over. */
function OnSignedIn({ then }: { then: () => void }) {
  const { login } = useSession();
  useEffect(() => {
    if (login) then();
  }, [login, then]);
  return null;
}

/**
 * A logged-out start: the login form without the router, the sections' table or the work area, which
 * load once the user signs in (or starts typing: main.tsx).
 */
export function LoginStart({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <BaseProviders>
      <OnSignedIn then={onSignedIn} />
      <LoginForm onSignedIn={() => undefined} />
    </BaseProviders>
  );
}
