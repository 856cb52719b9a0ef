import { ScopeTreeSchema } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../lib/http';
import { checkResponse } from './check-response';

/** Its query key: under `/v1/ambito`, so a write of a level (`/v1/ambito/grupos`…) can refresh it too. */
export const SCOPE_TREE_KEY = ['/v1/ambito', 'tree'] as const;

/**
 * Every group, company and station the user reaches, nested (`GET /v1/ambito`): Ámbito edits it, a scope
 * rule picks from it (that one may be `staleTime` old).
 */
export function useScopeTree({ staleTime, enabled }: { staleTime?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SCOPE_TREE_KEY,
    queryFn: async ({ signal }) =>
      checkResponse(ScopeTreeSchema, await http.get('/v1/ambito', { signal }), '/v1/ambito'),
    staleTime,
    enabled,
  });
}
