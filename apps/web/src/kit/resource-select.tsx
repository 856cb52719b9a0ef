import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { foldText } from '../lib/fold-text';
import { http, listFrom } from '../lib/http';
import { BusyIndicator } from './page-loader';
import { resourceKeys } from './query-keys';

/** How a ResourceSelect reads its records and shows one. */
interface SourceBase<T> {
  /** The record's id (what the form stores). */
  value: (row: T) => number;
  /** What the user reads and searches by: name and code. */
  label: (row: T) => string;
}

/** Records searched on the server: `GET path?q=&limit=` (plus `params`), one by `GET path?id=`. */
export interface ServerSource<T> extends SourceBase<T> {
  kind: 'server';
  path: string;
  params?: Record<string, string | number | undefined>;
  /** Query of one record by id (default `{ id }`); null when the API has none. */
  byId?: ((id: number) => Record<string, number>) | null;
  limit?: number;
}

/** A short list fetched whole (`GET path` with `params`) and searched in the browser. */
export interface WholeListSource<T> extends SourceBase<T> {
  kind: 'list';
  path: string;
  params?: Record<string, string | number | undefined>;
  /** False while a needed param (the group) is unknown. */
  enabled?: boolean;
}

/** Records the browser already holds (the places of the user's scope). */
export interface RowsSource<T> extends SourceBase<T> {
  kind: 'rows';
  rows: T[];
}

export type ResourceSource<T> = ServerSource<T> | WholeListSource<T> | RowsSource<T>;

type Option = { value: string; label: string; disabled?: boolean };

/** The rows of a whole-list source (null: none), cached under the path's options key. */
export function useWholeList<T>(source: WholeListSource<T> | null) {
  return useQuery({
    queryKey: resourceKeys(source?.path ?? '').options({ ...source?.params, all: true }),
    queryFn: async ({ signal }) =>
      listFrom<T>(await http.get(source!.path, { query: source!.params, signal })),
    enabled: !!source && source.enabled !== false,
    staleTime: 60_000,
  });
}

/** Text compared without case or accents: "gomez" finds "Gómez". */
export const searchable = foldText;

export interface ResourceSelectProps<T>
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'searchable'> {
  source: ResourceSource<T>;
  value: number | null;
  onChange: (id: number | null, row: T | null) => void;
  /** Choices before the records, e.g. `{ value: 0, label: 'Todas las estaciones' }`. */
  extraOptions?: { value: number; label: string }[];
  /**
   * Records listed but not choosable, each saying why after its name (a fuel that already has limits):
   * hidden, the user would look for it; offered, the server would refuse it.
   */
  taken?: { ids: readonly number[]; note: string };
}

/**
 * Picks a record (customer, group, station, tariff, product…) by its name or code, never by typing
 * an id: the text typed is searched (on the server for big lists, debounced), the chosen record's
 * name is shown when a form opens with it.
 */
export function ResourceSelect<T>({
  source,
  value,
  onChange,
  extraOptions,
  taken,
  ...select
}: ResourceSelectProps<T>) {
  const [search, setSearch] = useState('');
  // Searching starts when the list is opened: a form that is only read asks the server nothing.
  const [opened, setOpened] = useState(false);
  /** Every record seen (results, the picked one, the one fetched by id), to name the chosen one. */
  const seenRows = useRef(new Map<number, T>()).current;
  const remember = (rows: T[]) => {
    for (const r of rows) seenRows.set(source.value(r), r);
    return rows;
  };

  const server = source.kind === 'server' ? source : null;
  const whole = source.kind === 'list' ? source : null;
  const keys = resourceKeys(server?.path ?? whole?.path ?? '');
  const chosenRow = value ? seenRows.get(value) : undefined;
  const chosenLabel = chosenRow
    ? source.label(chosenRow)
    : extraOptions?.find((o) => o.value === value)?.label;
  // The dropdown opens with the chosen record's name in the box: that is not a search.
  const typed = chosenLabel !== undefined && search === chosenLabel ? '' : search.trim();
  const [q] = useDebouncedValue(typed, 300);

  const found = useQuery({
    queryKey: keys.options({ ...server?.params, q, limit: server?.limit ?? 20 }),
    queryFn: async ({ signal }) =>
      listFrom<T>(
        await http.get(server!.path, {
          query: { ...server!.params, q: q || undefined, limit: server!.limit ?? 20 },
          signal,
        }),
      ),
    enabled: !!server && opened,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const all = useWholeList(whole);
  const knownRows = server ? (found.data ?? []) : whole ? (all.data ?? []) : (source as RowsSource<T>).rows;
  remember(knownRows);

  // Editing a record whose choice is not among the results: its name is fetched once.
  const idQuery = server && value && server.byId !== null ? (server.byId?.(value) ?? { id: value }) : null;
  const one = useQuery({
    queryKey: keys.one(idQuery ?? {}),
    queryFn: ({ signal }) => http.get<T>(server!.path, { query: idQuery!, signal }),
    enabled: !!idQuery && !!value && !seenRows.has(value),
    staleTime: 300_000,
  });
  if (one.data) remember([one.data]);

  // Until the server answers what was typed, the last answer is narrowed here by its names: ↓ and Intro
  // typed fast must not land on a record of the previous search.
  const answered = !!server && typed === q && !found.isPlaceholderData;
  const rows = useMemo(() => {
    if (answered || !typed) return knownRows;
    const needle = searchable(typed);
    return knownRows.filter((r) => searchable(source.label(r)).includes(needle));
  }, [answered, knownRows, typed, source]);

  const selectedRow = value ? (seenRows.get(value) ?? null) : null;
  const data: Option[] = [];
  const seen = new Set<string>();
  const add = (o: Option) => {
    if (!seen.has(o.value)) data.push(o);
    seen.add(o.value);
  };
  // A fixed choice ("Todas las estaciones") is offered unless what is typed rules it out. The current
  // choice stays in the list (its name must stay known) but after what matches the typing: first, ↓ and
  // Intro would land on it instead of on what was searched.
  const current = extraOptions?.find((o) => o.value === value);
  for (const o of extraOptions ?? [])
    if (!typed || searchable(o.label).includes(searchable(typed)))
      add({ value: String(o.value), label: o.label });
  const selected = selectedRow && {
    value: String(source.value(selectedRow)),
    label: source.label(selectedRow),
  };
  if (selected && !typed) add(selected);
  for (const r of rows) {
    const id = source.value(r);
    add(
      taken?.ids.includes(id) && id !== value
        ? { value: String(id), label: `${source.label(r)} · ${taken.note}`, disabled: true }
        : { value: String(id), label: source.label(r) },
    );
  }
  if (current) add({ value: String(current.value), label: current.label });
  if (selected) add(selected);

  const loading = found.isFetching || all.isFetching || one.isFetching;
  const chosen = value === null || value === undefined ? null : String(value);
  return (
    <Select
      searchable
      // Options open on a click, a typed letter or ↓, not on focus (as a combobox should): tabbing through a
      // form, or a dialog starting here (form-dialog.tsx), does not cover it with a list.
      openOnFocus={false}
      data-opens-on-focus="false"
      clearable={!select.required && !extraOptions?.length}
      // Picking the current choice again keeps it (Intro on it must not empty the field); the × clears.
      allowDeselect={false}
      nothingFoundMessage={loading ? 'Buscando…' : 'Ninguno coincide con lo escrito'}
      rightSection={loading ? <BusyIndicator size={14} label="Buscando" /> : undefined}
      // An empty box that can be used says how; one that is only read stays blank.
      placeholder={select.readOnly || select.disabled ? undefined : 'Escriba para buscar…'}
      {...select}
      data={data}
      // A chosen id whose record has not arrived yet shows nothing rather than the bare number.
      value={chosen && seen.has(chosen) ? chosen : null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by what was typed; for other sources `rows` did.
      filter={({ options }) => options}
      onDropdownOpen={() => {
        setOpened(true);
        select.onDropdownOpen?.();
      }}
      onChange={(v) => {
        const id = v === null ? null : Number(v);
        onChange(id, id === null ? null : (seenRows.get(id) ?? null));
      }}
    />
  );
}
