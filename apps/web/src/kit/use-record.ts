import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, listFrom } from '../lib/http';
import { checkResponse } from './check-response';
import { resourceKeys } from './query-keys';

type Query = Record<string, string | number | boolean>;

/** One record, `GET path?<query>` (`?id=`, `?customerid=`), checked against its shared schema in development. */
export function useRecord<S extends z.ZodType>(path: string, query: Query, schema: S) {
  return useQuery({
    queryKey: resourceKeys(path).one(query),
    queryFn: async ({ signal }) => checkResponse(schema, await http.get(path, { query, signal }), path),
  });
}

/**
 * A short list that is not paged (a record's sub-records): `GET path?<query>`, every row checked against
 * `row` in development. Its key is the path's list key, so the kit's writes and deletes refresh it.
 */
export function useRecordList<S extends z.ZodType>(path: string, query: Query, row: S) {
  return useQuery({
    queryKey: resourceKeys(path).list(query),
    queryFn: async ({ signal }) =>
      listFrom<z.output<S>>(await http.get(path, { query, signal })).map((r) => checkResponse(row, r, path)),
  });
}
