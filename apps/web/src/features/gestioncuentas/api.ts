import type { AuthAccount, AuthPermissionRow, ScopeTree } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import { http, listFrom } from '../../lib/http';

export const PATHS = {
  accounts: '/v1/comercialaccount',
  staff: '/v1/authaccount',
  groups: '/v1/authgroups',
  permissions: '/v1/authpermission',
} as const;

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: [PATHS.permissions, 'all'],
    queryFn: async ({ signal }) =>
      listFrom<AuthPermissionRow>(await http.get(PATHS.permissions, { signal, quiet: true })),
  });
}

export function useGroupOptions() {
  return useQuery({
    queryKey: [PATHS.groups, 'options'],
    queryFn: async ({ signal }) =>
      listFrom<{ id: number; descripcion: string }>(
        await http.get(PATHS.groups, { query: { limit: 500, sort: 'descripcion' }, signal, quiet: true }),
      ).map((g) => ({ value: String(g.id), label: g.descripcion })),
  });
}

export function useStaffOptions() {
  return useQuery({
    queryKey: [PATHS.staff, 'options'],
    queryFn: async ({ signal }) =>
      listFrom<AuthAccount>(await http.get(PATHS.staff, { query: { limit: 500 }, signal, quiet: true })),
  });
}

export function useScopeTree() {
  return useQuery({
    queryKey: ['/v1/ambito', 'tree'],
    queryFn: ({ signal }) => http.get<ScopeTree>('/v1/ambito', { signal, quiet: true }),
    staleTime: 300_000,
  });
}

export function useCommercialOptions() {
  return useQuery({
    queryKey: [PATHS.accounts, 'options'],
    queryFn: async ({ signal }) =>
      listFrom<{ id: number; nombre: string }>(
        await http.get(PATHS.accounts, { query: { limit: 500, sort: 'nombre' }, signal, quiet: true }),
      ).map((a) => ({ value: String(a.id), label: a.nombre })),
  });
}
