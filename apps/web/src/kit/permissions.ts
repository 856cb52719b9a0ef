import type { Permission } from '@ac/shared';
import type { ReactNode } from 'react';
import { hasPermission } from '../lib/session';
import { useSession } from '../lib/use-session';

/** Whether the signed-in user holds `permission` (login `auth_permission`). */
export function useCan(permission: Permission): boolean {
  return hasPermission(useSession().login, permission);
}

/** Renders `children` only with `permission`: write actions disappear without it. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : null;
}
