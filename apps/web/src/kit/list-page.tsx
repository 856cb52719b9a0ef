import { ActionIcon, Button, Chip, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ColumnChooser, useVisibleColumns } from './column-chooser';
import type { Column } from './columns';
import { CsvButton } from './csv-button';
import { DataTable, type RowSelection } from './data-table';
import { formatNumber } from './format';
import { PAGE_SIZES } from './list-state';
import { useResourceList, type WorkAreaParams } from './use-resource-list';

export type ListFilter =
  | {
      kind: 'select';
      key: string;
      label: string;
      options: { value: string; label: string }[];
      /** Value when the URL says nothing. */
      default?: string;
      /** What the empty filter says after the label: 'todos' unless the label is feminine ('Familia: todas'). */
      all?: 'todos' | 'todas';
    }
  | { kind: 'switch'; key: string; label: string; default?: boolean };

export const YES_NO = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

/** A yes/no filter of a list (`?activo=true`): "Activo", "Bloqueado", "Verificado"… */
export const yesNoFilter = (key: string, label: string) =>
  ({ kind: 'select', key, label, options: YES_NO }) as const;

export interface ListPageProps<T> {
  /** Id of the list: column choice storage and CSV file name. */
  id: string;
  /** API path, e.g. `/v1/users`. */
  path: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Where a row leads (row click and Enter). */
  rowHref?: (row: T) => string;
  onOpen?: (row: T) => void;
  rowLabel?: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  filters?: ListFilter[];
  workArea?: WorkAreaParams;
  /** Fixed query params. */
  params?: Record<string, string | number | boolean | undefined>;
  /** URL key prefix when several lists share a page. */
  prefix?: string;
  defaultSort?: string;
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Buttons at the right of the toolbar ("Nuevo …"). */
  actions?: ReactNode;
  emptyText?: string;
  /** Most rows a CSV export fetches. */
  csvCap?: number;
  /** The shared schema of a row: answers are checked against it in development. */
  schema?: z.ZodType<T>;
  /** Rows can be ticked for an action on many (keys of `rowKey`). */
  selection?: RowSelection<T>;
}

/** The search box is as wide as its placeholder (what it searches must read whole), from 260 to 380 px. */
const searchWidth = (placeholder: string) =>
  Math.min(380, Math.max(260, Math.round(placeholder.length * 7.2 + 56)));

/** A server-paged list: search, filters, sort, paging, CSV, column chooser; state in the URL. */
export function ListPage<T>(props: ListPageProps<T>) {
  const navigate = useNavigate();
  const filters = props.filters ?? [];
  const defaultFilters = Object.fromEntries(
    filters.flatMap((f) =>
      f.default === undefined
        ? []
        : [[f.key, typeof f.default === 'boolean' ? String(f.default) : f.default]],
    ),
  );
  const list = useResourceList<T>({
    path: props.path,
    workArea: props.workArea,
    params: props.params,
    prefix: props.prefix,
    schema: props.schema,
    defaultSort: props.defaultSort,
    filterKeys: filters.map((f) => f.key),
    defaultFilters,
    filterValues: Object.fromEntries(
      filters.map((f) => [f.key, f.kind === 'select' ? f.options.map((o) => o.value) : ['true', 'false']]),
    ),
    sorts: [
      ...props.columns.flatMap((c) => (c.sort === true ? [c.key] : c.sort ? [c.sort] : [])),
      ...(props.defaultSort ? [props.defaultSort.replace(/^-/, '')] : []),
    ],
  });
  const { state, setState, data } = list;
  const { visible, visibleKeys, toggle } = useVisibleColumns(props.id, props.columns);

  // The search box is local while typing; the URL follows 300 ms later.
  const [search, setSearch] = useState(state.q);
  useEffect(() => setSearch(state.q), [state.q]);
  const pushSearch = useDebouncedCallback((q: string) => setState({ q }), 300);

  // Search or filters away from the list's defaults: one click puts them back.
  const filtered =
    !!state.q || filters.some((f) => (state.filters[f.key] ?? '') !== (defaultFilters[f.key] ?? ''));
  const open = props.onOpen ?? (props.rowHref ? (row: T) => navigate(props.rowHref!(row)) : undefined);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const first = total ? (state.page - 1) * state.size + 1 : 0;
  const last = Math.min(total, state.page * state.size);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {props.searchable === false ? null : (
            <TextInput
              size="sm"
              w={{ base: '100%', xs: searchWidth(props.searchPlaceholder ?? 'Buscar…') }}
              aria-label="Buscar"
              placeholder={props.searchPlaceholder ?? 'Buscar…'}
              leftSection={<IconSearch size={15} aria-hidden />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                pushSearch(e.currentTarget.value);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') setState({ q: search });
              }}
              rightSection={
                search ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label="Borrar búsqueda"
                    onClick={() => {
                      setSearch('');
                      setState({ q: '' });
                    }}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                ) : null
              }
            />
          )}
          {filters.map((f) =>
            f.kind === 'select' ? (
              <Select
                key={f.key}
                size="sm"
                w={170}
                aria-label={f.label}
                placeholder={`${f.label}: ${f.all ?? 'todos'}`}
                data={f.options.map((o) => ({ value: o.value, label: `${f.label}: ${o.label}` }))}
                value={state.filters[f.key] ?? null}
                onChange={(v) => setState({ filters: { ...state.filters, [f.key]: v ?? '' } })}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            ) : (
              <Chip
                key={f.key}
                size="sm"
                checked={state.filters[f.key] === 'true'}
                onChange={(on) => setState({ filters: { ...state.filters, [f.key]: on ? 'true' : '' } })}
              >
                {f.label}
              </Chip>
            ),
          )}
          {filtered ? (
            <Button
              size="sm"
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={15} aria-hidden />}
              onClick={() => {
                setSearch('');
                setState({ q: '', filters: defaultFilters });
              }}
            >
              Limpiar filtros
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          <CsvButton
            id={props.id}
            path={props.path}
            query={list.filterQuery}
            columns={visible}
            cap={props.csvCap}
            disabled={!total}
          />
          <ColumnChooser columns={props.columns} visibleKeys={visibleKeys} onToggle={toggle} />
          {props.actions}
        </Group>
      </Group>

      <DataTable
        columns={visible}
        rows={data?.rows}
        rowKey={props.rowKey}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onOpen={open}
        rowLabel={props.rowLabel}
        sort={state.sort}
        onSort={(sort) => setState({ sort })}
        emptyText={
          state.q || Object.keys(state.filters).length
            ? 'Ningún registro coincide con la búsqueda o los filtros.'
            : props.emptyText
        }
        rowActions={props.rowActions}
        selection={props.selection}
      />

      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total
            ? `${formatNumber(first)}–${formatNumber(last)} de ${data?.totalcapped ? 'más de ' : ''}${formatNumber(total)}`
            : list.isFetching
              ? 'Cargando…'
              : '0 registros'}
        </Text>
        <Group gap="xs">
          <Select
            size="xs"
            w={120}
            aria-label="Filas por página"
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} por página` }))}
            value={String(state.size)}
            onChange={(v) => v && setState({ size: Number(v) })}
            allowDeselect={false}
          />
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => setState({ page })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Página anterior'
                  : control === 'next'
                    ? 'Página siguiente'
                    : control,
            })}
            getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
          />
        </Group>
      </Group>
    </Stack>
  );
}
