import type { AppUser } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import { http, listFrom } from '../../lib/http';

export const USERS_PATH = '/v1/users';

export function useUser(id: number) {
  return useQuery({
    queryKey: [USERS_PATH, 'one', id],
    queryFn: ({ signal }) => http.get<AppUser>(USERS_PATH, { query: { id }, signal, quiet: true }),
  });
}

/** Groups for the pick list (the API limits them to the user's scope). */
export function useGroupOptions() {
  return useQuery({
    queryKey: ['/v1/ambito/grupos', 'options'],
    queryFn: async ({ signal }) =>
      listFrom<{ idgrupo: number; grupo: string }>(
        await http.get('/v1/ambito/grupos', { query: { limit: 500, sort: 'grupo' }, signal, quiet: true }),
      ).map((g) => ({ value: String(g.idgrupo), label: g.grupo })),
    staleTime: 300_000,
  });
}
