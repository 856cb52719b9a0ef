/** A list's state as it lives in the URL, so every list view is linkable. Pure functions. */

export interface ListState {
  /** 1-based page. */
  page: number;
  size: number;
  /** `campo` ascending, `-campo` descending, null for the server's order. */
  sort: string | null;
  q: string;
  filters: Record<string, string>;
}

export interface ListStateOptions {
  /** Prefix of every key, when two lists share a URL (e.g. `cc.` for a tab). */
  prefix?: string;
  /** Filter keys the list knows; anything else in the URL is left alone. */
  filterKeys?: readonly string[];
  defaultSort?: string | null;
  defaultSize?: number;
  /** Filter values applied when the URL says nothing about them. */
  defaultFilters?: Record<string, string>;
  /**
   * The values each filter offers: another value in the URL (a hand-edited or old link) is read as no
   * value at all, so the list shows instead of the server's 400.
   */
  filterValues?: Record<string, readonly string[]>;
  /** The sort fields the list offers; another one in the URL is read as the default order. */
  sorts?: readonly string[];
}

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** A filter explicitly cleared when it has a default (`activo=*` means "all"). */
export const ANY = '*';

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const p = options.prefix ?? '';
  const size = positiveInt(params.get(`${p}size`), options.defaultSize ?? DEFAULT_PAGE_SIZE);
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys ?? []) {
    const offered = options.filterValues?.[key];
    let raw = params.get(`${p}${key}`);
    if (raw !== null && raw !== '' && raw !== ANY && offered && !offered.includes(raw)) raw = null;
    const value = raw ?? options.defaultFilters?.[key];
    if (value !== undefined && value !== '' && value !== ANY) filters[key] = value;
  }
  let sort = params.get(`${p}sort`);
  if (sort && options.sorts && !options.sorts.includes(sort.replace(/^-/, ''))) sort = null;
  return {
    page: positiveInt(params.get(`${p}page`), 1),
    size: Math.min(size, 500),
    sort: sort ?? options.defaultSort ?? null,
    q: params.get(`${p}q`) ?? '',
    filters,
  };
}

/** The URL params for `state`, keeping unrelated params; defaults are left out to keep links short. */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  options: ListStateOptions = {},
): URLSearchParams {
  const p = options.prefix ?? '';
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(`${p}${key}`);
    else next.set(`${p}${key}`, value);
  };
  put('page', state.page > 1 ? String(state.page) : null);
  put('size', state.size !== (options.defaultSize ?? DEFAULT_PAGE_SIZE) ? String(state.size) : null);
  put('sort', state.sort && state.sort !== (options.defaultSort ?? null) ? state.sort : null);
  put('q', state.q.trim() || null);
  for (const key of options.filterKeys ?? []) {
    const value = state.filters[key] ?? '';
    const fallback = options.defaultFilters?.[key] ?? '';
    if (value === fallback) put(key, null);
    else put(key, value === '' ? (fallback ? ANY : null) : value);
  }
  return next;
}

/** Clicking a column header: ascending, then descending, then back to the default order. */
export function nextSort(current: string | null, field: string): string | null {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return null;
  return field;
}

export function sortDirection(current: string | null, field: string): 'asc' | 'desc' | null {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return null;
}

/** The API query of a list page: paging by offset, sort, search and filters. */
export function listQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = {
    limit: state.size,
    offset: (state.page - 1) * state.size,
  };
  if (state.sort) query.sort = state.sort;
  if (state.q.trim()) query.q = state.q.trim();
  for (const [k, v] of Object.entries(state.filters)) query[k] = v;
  return query;
}
