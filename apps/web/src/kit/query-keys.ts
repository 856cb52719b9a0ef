/**
 * The query keys of one API path, built in one place so that what a write invalidates matches what
 * the reads cached: everything of the path starts with `[path]`, its lists with `[path, 'list']`.
 */
export function resourceKeys(path: string) {
  return {
    all: [path] as const,
    lists: () => [path, 'list'] as const,
    list: (query: object) => [path, 'list', query] as const,
    cursors: () => [path, 'cursor'] as const,
    cursor: (query: object, limit: number) => [path, 'cursor', query, limit] as const,
    one: (query: object | number) => [path, 'one', query] as const,
    /** Pick-list options (ResourceSelect): a search or the records of given ids. */
    options: (query: object) => [path, 'options', query] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;
