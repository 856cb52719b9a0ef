import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { http, listFrom } from '../lib/http';
import { useWorkArea } from '../work-area/work-area-context';
import { checkResponse } from './check-response';
import {
  type ListState,
  type ListStateOptions,
  listQuery,
  readListState,
  writeListState,
} from './list-state';
import { resourceKeys } from './query-keys';
import { useUrlParams } from './use-url-params';

/** One page of a list answer: `{total, totalcapped, nextCursor?, <plural>: [...]}`. */
export interface ListPageData<T> {
  rows: T[];
  total: number;
  totalcapped: boolean;
  nextCursor?: string;
  /** The answer's other properties (a list's `totales`). */
  meta: Record<string, unknown>;
}

/** A list answer; with `row`, each row is checked against the shared schema (development only). */
export function parseListResponse<T>(body: unknown, row?: z.ZodType<T>, path = ''): ListPageData<T> {
  const obj = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const rows = listFrom<T>(body);
  if (row) for (const r of rows.slice(0, 50)) checkResponse(row, r, path);
  return {
    rows,
    total: typeof obj.total === 'number' ? obj.total : rows.length,
    totalcapped: obj.totalcapped === true,
    nextCursor: typeof obj.nextCursor === 'string' ? obj.nextCursor : undefined,
    meta: obj,
  };
}

/** Which query params receive the chosen work area (e.g. `{ grupo: 'idgrupo' }`). */
export interface WorkAreaParams {
  grupo?: string;
  empresa?: string;
  local?: string;
}

/** The work-area part of a list query: only levels that are chosen (> 0). */
export function useWorkAreaQuery(params: WorkAreaParams | undefined): Record<string, number> {
  const { scope } = useWorkArea();
  return useMemo(() => {
    const query: Record<string, number> = {};
    if (!params || !scope) return query;
    if (params.grupo && scope.grupo > 0) query[params.grupo] = scope.grupo;
    if (params.empresa && scope.empresa > 0) query[params.empresa] = scope.empresa;
    if (params.local && scope.local > 0) query[params.local] = scope.local;
    return query;
  }, [params, scope]);
}

export interface UseResourceListOptions extends ListStateOptions {
  /** API path, e.g. `/v1/users`. */
  path: string;
  workArea?: WorkAreaParams;
  /** Fixed params of this list (e.g. `userid`). */
  params?: Record<string, string | number | boolean | undefined>;
  enabled?: boolean;
  /** The shared schema of a row: answers are checked against it in development. */
  schema?: z.ZodType;
}

/**
 * A server-paged list whose page, sort, search and filters live in the URL, following the
 * work area. Returns the query plus the state and its setter.
 */
export function useResourceList<T>(options: UseResourceListOptions) {
  const [searchParams, setSearchParams] = useUrlParams();
  const { prefix, filterKeys, defaultSort, defaultSize, defaultFilters, filterValues, sorts } = options;
  // Compared by value: declarations pass fresh arrays and objects on every render.
  const offeredJson = JSON.stringify({ filterKeys, defaultFilters, filterValues, sorts });
  const stateOptions = useMemo(
    () => ({ prefix, defaultSort, defaultSize, ...(JSON.parse(offeredJson) as ListStateOptions) }),
    [prefix, defaultSort, defaultSize, offeredJson],
  );
  const state = useMemo(() => readListState(searchParams, stateOptions), [searchParams, stateOptions]);
  const area = useWorkAreaQuery(options.workArea);
  const query = useMemo(
    () => ({ ...listQuery(state), ...area, ...options.params }),
    [state, area, options.params],
  );

  const result = useQuery({
    queryKey: resourceKeys(options.path).list(query),
    queryFn: async ({ signal }) =>
      parseListResponse<T>(
        await http.get(options.path, { query, signal }),
        options.schema as z.ZodType<T> | undefined,
        options.path,
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

  const setState = useCallback(
    (patch: Partial<ListState>) => {
      setSearchParams(
        (current) => {
          const now = readListState(current, stateOptions);
          const next = { ...now, ...patch };
          // Anything but a page change goes back to page 1.
          if (!('page' in patch)) next.page = 1;
          return writeListState(current, next, stateOptions);
        },
        { replace: true },
      );
    },
    [setSearchParams, stateOptions],
  );

  /** The query without paging: what CSV export fetches. */
  const filterQuery = useMemo(() => {
    const { limit: _l, offset: _o, ...rest } = query;
    return rest;
  }, [query]);

  return { ...result, state, setState, query, filterQuery };
}

/** Every row matching `query`, page by page (cursor when the API gives one), up to `cap`. */
export async function fetchAllRows<T>(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  cap = 10_000,
): Promise<{ rows: T[]; truncated: boolean }> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const limit = Math.min(500, cap - rows.length);
    const page = parseListResponse<T>(
      await http.get(path, {
        query: { ...query, limit, ...(cursor ? { cursor } : { offset: rows.length }) },
      }),
    );
    rows.push(...page.rows);
    // Only a first page carries a total (capped): the cursor alone says whether more follow.
    if (rows.length >= cap) return { rows, truncated: !!page.nextCursor };
    if (!page.nextCursor || page.rows.length < limit) return { rows, truncated: false };
    cursor = page.nextCursor;
  }
}
