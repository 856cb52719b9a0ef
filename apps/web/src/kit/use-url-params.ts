import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import { type DateRange, lastMonths } from './date-presets';

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams` whose updates build on each other. React Router hands an updater the params
 * of the last render, so two updates before the next render (two debounced filters firing
 * together) would lose the first one.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const pending = useRef<URLSearchParams | null>(null);
  if (latest.current !== params) {
    // The URL has caught up: later updates start from it.
    latest.current = params;
    pending.current = null;
  }
  const update = useCallback(
    (change: Update, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(pending.current ?? latest.current));
      pending.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update] as const;
}

/**
 * A screen's filters kept in the URL (`?cliente=12&tipo=pago`): an id or a text read by key, and a setter
 * where an empty value removes the key.
 */
export function useUrlFilters() {
  const [params, update] = useUrlParams();
  const set = useCallback(
    (key: string, value: string | number | null | undefined) =>
      update((p) => {
        if (value) p.set(key, String(value));
        else p.delete(key);
        return p;
      }),
    [update],
  );
  return {
    set,
    id: (key: string): number | null => Number(params.get(key)) || null,
    text: (key: string): string => params.get(key) ?? '',
  };
}

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The period in a URL's `desde` and `hasta`; the last months when absent or not a day. */
export function rangeIn(params: URLSearchParams): DateRange {
  const fallback = lastMonths();
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  return { since: isDay(desde) ? desde : fallback.since, to: isDay(hasta) ? hasta : fallback.to };
}

/** Writes a period into URL params (in the same update as other filters: two updates would race). */
export function putRange(params: URLSearchParams, range: DateRange): URLSearchParams {
  params.set('desde', range.since);
  params.set('hasta', range.to);
  return params;
}

/**
 * A movement list's period kept in the URL (`desde`, `hasta`), so a reload, the browser's Back or a link
 * sent to a colleague keeps it; the last months when absent or not a day.
 */
export function useUrlRange(): [DateRange, (range: DateRange) => void] {
  const [params, update] = useUrlParams();
  const set = useCallback((next: DateRange) => update((p) => putRange(p, next)), [update]);
  return [rangeIn(params), set];
}
