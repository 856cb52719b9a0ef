import { AuthPermissionScopeSchema } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { checkResponse } from '../../kit/check-response';
import { resourceKeys } from '../../kit/query-keys';
import { http, listFrom } from '../../lib/http';

/** The three levels of the tree, each a kit resource (`POST path/`, `PATCH path`, `DELETE path?id=`). */
export const LEVEL_PATHS = {
  g: '/v1/ambito/grupos',
  e: '/v1/ambito/empresas',
  l: '/v1/ambito/locales',
} as const;
const SCOPES_PATH = '/v1/authpermissionscope';

/** Query keys of the section: everything under `/v1/ambito` (the tree and its levels) is refreshed together. */
export const ambitoKeys = {
  all: ['/v1/ambito'] as const,
  scopeRules: resourceKeys(SCOPES_PATH).lists(),
};

export type ScopeRow = z.infer<typeof AuthPermissionScopeSchema>;

/** Every scope rule of every staff account (a short list), filtered by `select`. */
export function useScopeRules(select: (rows: ScopeRow[]) => ScopeRow[], enabled = true) {
  return useQuery({
    enabled,
    queryKey: ambitoKeys.scopeRules,
    queryFn: async ({ signal }) =>
      listFrom<ScopeRow>(await http.get(SCOPES_PATH, { signal })).map((r) =>
        checkResponse(AuthPermissionScopeSchema, r, SCOPES_PATH),
      ),
    select,
  });
}
