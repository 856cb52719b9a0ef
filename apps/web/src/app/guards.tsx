import type { Permission } from '@ac/shared';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoader } from '../kit/page-loader';
import { refreshAccess, useAccessChecked } from '../lib/access';
import { hasPermission } from '../lib/session';
import { useSession } from '../lib/use-session';
import { HOME_PATH } from './home-path';

/** The landing route (spec §2 `home`). */

export { HOME_PATH };

/** Logged-out users go to the login page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { login, endReason } = useSession();
  const location = useLocation();
  // A session that ended by itself (idle, expired, another tab) comes back to where it was; a logout, home.
  const from = endReason && endReason !== 'logout' ? `${location.pathname}${location.search}` : undefined;
  if (!login) return <Navigate to="/login" replace state={from ? { from } : undefined} />;
  return children;
}

/** Logged-in users are kept away from the login page. */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { login } = useSession();
  if (login) return <Navigate to={HOME_PATH} replace />;
  return children;
}

/** Said in place of a section the user may not open: what happened and the way out. */
export function NotAllowed({ title }: { title?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" role="alert" maw={620} mx="auto" mt="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="h3">
          Acceso restringido
        </Title>
        <Text>
          {title ? (
            <>
              Su usuario no tiene permiso para ver <strong>{title}</strong>.
            </>
          ) : (
            'Su usuario no tiene permiso para ver esta sección.'
          )}
        </Text>
        <Text size="sm" c="dimmed">
          Si lo necesita, pida el permiso al administrador de su cuenta; en cuanto se lo conceda podrá entrar
          sin volver a iniciar sesión.
        </Text>
        <Button component={Link} to={HOME_PATH} variant="light">
          Ir a Inicio
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * A section needs its view permission, on every path it has (parameterised ones too). Before saying
 * no, the permissions are read again from the server: they may have been granted since they were stored.
 */
export function RequirePermission({
  permission,
  title,
  children,
}: {
  permission: Permission;
  title?: string;
  children: ReactNode;
}) {
  const { login } = useSession();
  const checked = useAccessChecked();
  const allowed = hasPermission(login, permission);
  useEffect(() => {
    if (!allowed && !checked) void refreshAccess();
  }, [allowed, checked]);
  if (allowed) return children;
  if (!checked) return <PageLoader />;
  return <NotAllowed title={title} />;
}
