import { http } from '../lib/http';

export interface Versioned {
  id: number;
  version: number;
}

/**
 * Where a resource is created and updated. A bare path means the usual `POST path/` and `PATCH path`;
 * resources whose spec paths differ (`PATCH /v1/customers/`) name both.
 */
export type SavePaths = string | { create: string; update: string };

/** A resource created and updated on the same path (`POST path`, `PATCH path`): a record's sub-records. */
export const samePath = (path: string): SavePaths => ({ create: path, update: path });

/**
 * Creates or updates (with `id` and `version`, so a record changed by someone else answers 409
 * instead of being overwritten).
 */
export function saveResource<T = unknown>(
  paths: SavePaths,
  values: object,
  existing?: Versioned | null,
  idKey = 'id',
): Promise<T> {
  const { create, update } = typeof paths === 'string' ? { create: `${paths}/`, update: paths } : paths;
  if (existing) {
    return http.patch<T>(update, { ...values, [idKey]: existing.id, version: existing.version });
  }
  return http.post<T>(create, values);
}

/**
 * A record kept one per parent (a customer's configuration, an account's settings), whose defaults are
 * shown until it is first saved (`version` 0): `POST path` then, `PATCH path` with the version after.
 */
export function saveParentRecord<T = unknown>(
  path: string,
  parent: Record<string, number>,
  values: object,
  version: number,
): Promise<T> {
  return version === 0
    ? http.post<T>(path, { ...values, ...parent })
    : http.patch<T>(path, { ...values, ...parent, version });
}
