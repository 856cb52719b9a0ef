import {
  type AuthAccount,
  AuthAccountSchema,
  type AuthPermissionRow,
  AuthPermissionRowSchema,
} from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { checkResponse } from '../../kit/check-response';
import { resourceKeys } from '../../kit/query-keys';
import { http, listFrom } from '../../lib/http';

export const PATHS = {
  accounts: '/v1/comercialaccount',
  staff: '/v1/authaccount',
  groups: '/v1/authgroups',
  permissions: '/v1/authpermission',
} as const;

/** Query keys of the section, one factory per path. */
export const keys = {
  accounts: resourceKeys(PATHS.accounts),
  staff: resourceKeys(PATHS.staff),
  groups: resourceKeys(PATHS.groups),
  permissions: resourceKeys(PATHS.permissions),
};

/** Every row of a short list (`limit=500`): options of pick lists, the permission catalogue. */
function useWholeList<T>(path: string, query: Record<string, string | number>, row?: z.ZodType<T>) {
  return useQuery({
    queryKey: resourceKeys(path).options({ ...query, all: true }),
    queryFn: async ({ signal }) =>
      listFrom<T>(await http.get(path, { query: { limit: 500, ...query }, signal })).map((r) =>
        checkResponse(row, r, path),
      ),
  });
}

export const usePermissionCatalogue = () =>
  useWholeList<AuthPermissionRow>(PATHS.permissions, {}, AuthPermissionRowSchema);

export const useStaffOptions = () => useWholeList<AuthAccount>(PATHS.staff, {}, AuthAccountSchema);

/** Permission groups as Select options. */
export function useGroupOptions() {
  const q = useWholeList<{ id: number; descripcion: string }>(PATHS.groups, { sort: 'descripcion' });
  return { ...q, data: q.data?.map((g) => ({ value: String(g.id), label: g.descripcion })) };
}

/** Commercial accounts as Select options (the first level of a scope rule). */
export function useCommercialOptions() {
  const q = useWholeList<{ id: number; nombre: string }>(PATHS.accounts, { sort: 'nombre' });
  return { ...q, data: q.data?.map((a) => ({ value: String(a.id), label: a.nombre })) };
}
