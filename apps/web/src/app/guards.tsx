import type { Permission } from '@ac/shared';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { hasPermission } from '../lib/session';
import { useSession } from '../lib/use-session';

/** Logged-out users go to the login page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { login } = useSession();
  if (!login) return <Navigate to="/login" replace />;
  return children;
}

/** Logged-in users are kept away from the login page. */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { login } = useSession();
  if (login) return <Navigate to="/" replace />;
  return children;
}

function Denied() {
  useEffect(() => {
    notifications.show({
      id: 'denied',
      color: 'red',
      title: 'Acceso restringido',
      message: 'No tiene permiso para acceder a esta sección.',
    });
  }, []);
  return <Navigate to="/" replace />;
}

/** A section needs its view permission, on every path it has (parameterised ones too). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { login } = useSession();
  if (!hasPermission(login, permission)) return <Denied />;
  return children;
}
