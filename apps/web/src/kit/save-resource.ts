import { http } from '../lib/http';

export interface Versioned {
  id: number;
  version: number;
}

/**
 * Creates (`POST path/`) or updates (`PATCH path` with `id` and `version`, so a record changed
 * by someone else answers 409 instead of being overwritten).
 */
export function saveResource<T = unknown>(
  path: string,
  values: object,
  existing?: Versioned | null,
  idKey = 'id',
): Promise<T> {
  if (existing) {
    return http.patch<T>(path, { ...values, [idKey]: existing.id, version: existing.version });
  }
  return http.post<T>(`${path}/`, values);
}
