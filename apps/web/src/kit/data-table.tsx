import { Alert, Button, Checkbox, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconInbox,
} from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { describeError } from './api-errors';
import { type Column, columnValue, isNumeric, renderValue } from './columns';
import classes from './data-table.module.css';
import { nextSort, sortDirection } from './list-state';

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Row click / Enter. */
  onOpen?: (row: T) => void;
  /** Accessible name of a row ("Abrir usuario Ana López"). */
  rowLabel?: (row: T) => string;
  sort?: string | null;
  onSort?: (sort: string | null) => void;
  emptyText?: string;
  /** Extra cell at the end of each row (row actions). */
  rowActions?: (row: T) => ReactNode;
  caption?: string;
  skeletonRows?: number;
  /** Marks a row that needs attention (e.g. a declined operation). */
  rowTone?: (row: T) => 'danger' | 'warning' | undefined;
  /** Rows that can be ticked for an action on many (stations to schedule, codes to map): keys of `rowKey`. */
  selection?: RowSelection<T>;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string | number>;
  onChange: (next: Set<string | number>) => void;
  /** What a row's box ticks, as a screen reader says it ("Seleccionar E.S. Oviedo Centro"), never an id. */
  name: (row: T) => string;
}

const sortField = <T,>(c: Column<T>) => (c.sort === true ? c.key : c.sort);

/**
 * A long text cell is cut with an ellipsis; its whole text shows on hover. A column with its own
 * `maxWidth` may cut a shorter one, so it always has its title.
 */
function cellTitle<T>(column: Column<T>, row: T): string | undefined {
  const value = columnValue(column, row);
  if ((column.type ?? 'text') !== 'text' || typeof value !== 'string' || value === '') return undefined;
  return column.maxWidth || value.length > 20 ? value : undefined;
}

/** Dense table with sortable headers, focusable rows and loading / empty / error states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, onOpen, sort = null, onSort, rowActions, selection } = props;
  const colCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const keys = rows?.map(props.rowKey) ?? [];
  const pinned = columns[0]?.pin === true;
  /** Classes of a column's cells: alignment by type, and pinned when it is the row's name. */
  const cellClass = (c: Column<T>, head: boolean) =>
    [
      isNumeric(c.type) ? classes.numeric : !head && c.type === 'datetime' ? classes.datetime : '',
      pinned && c === columns[0] ? classes.pinned : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const selectClass = pinned ? `${classes.select} ${classes.pinned}` : classes.select;
  const ticked = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const toggle = (key: string | number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys)
      if (ticked === keys.length) next.delete(k);
      else next.add(k);
    selection.onChange(next);
  };

  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen?.(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const sibling =
        event.key === 'ArrowDown'
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      (sibling as HTMLElement | null)?.focus();
    }
  };

  let body: ReactNode;
  if (props.error && !rows?.length) {
    const view = describeError(props.error);
    body = (
      <Table.Tr>
        <Table.Td colSpan={colCount} className={classes.message}>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} my="xs" role="alert">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ whiteSpace: 'normal' }}>
                No se han podido cargar los datos. {view.message}
              </Text>
              {/* Retrying cannot cure a missing permission. */}
              {props.onRetry && view.kind !== 'forbidden' ? (
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  onClick={props.onRetry}
                  style={{ flexShrink: 0 }}
                >
                  Reintentar
                </Button>
              ) : null}
            </Group>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (props.loading && !rows) {
    body = Array.from({ length: props.skeletonRows ?? 8 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={i} aria-hidden>
        {Array.from({ length: colCount }, (_, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
          <Table.Td key={j}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows?.length) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colCount} className={classes.message}>
          <div className={classes.empty} role="status">
            <IconInbox size={28} aria-hidden />
            <Text size="sm" c="dimmed">
              {props.emptyText ?? 'No hay registros que mostrar.'}
            </Text>
          </div>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr
        key={props.rowKey(row)}
        className={onOpen ? classes.clickable : undefined}
        data-tone={props.rowTone?.(row)}
        tabIndex={onOpen ? 0 : undefined}
        aria-label={onOpen && props.rowLabel ? props.rowLabel(row) : undefined}
        onClick={onOpen ? () => onOpen(row) : undefined}
        onKeyDown={onOpen ? (e) => onKey(e, row) : undefined}
        data-selected={selection?.selected.has(props.rowKey(row)) || undefined}
      >
        {selection ? (
          <Table.Td className={selectClass} onClick={(e) => e.stopPropagation()}>
            <Checkbox
              size="xs"
              aria-label={`Seleccionar ${selection.name(row)}`}
              checked={selection.selected.has(props.rowKey(row))}
              onChange={() => toggle(props.rowKey(row))}
            />
          </Table.Td>
        ) : null}
        {columns.map((c) => (
          <Table.Td
            key={c.key}
            className={cellClass(c, false)}
            data-hide-below={c.hideBelow}
            style={c.maxWidth ? { maxWidth: c.maxWidth } : undefined}
            title={c.render ? undefined : cellTitle(c, row)}
          >
            {c.render ? c.render(row) : renderValue(columnValue(c, row), c.type)}
          </Table.Td>
        ))}
        {rowActions ? (
          <Table.Td className={classes.actions} onClick={(e) => e.stopPropagation()}>
            {rowActions(row)}
          </Table.Td>
        ) : null}
      </Table.Tr>
    ));
  }

  const wrapClass = `${classes.wrap} ${classes.scroll}`;
  return (
    // Focusable: a table wider than the page scrolls sideways, and the keyboard must reach it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access (WCAG 2.1.1)
    <div className={wrapClass} data-fetching={(props.loading && !!rows) || undefined} tabIndex={0}>
      <Table
        className={classes.table}
        data-with-select={(pinned && !!selection) || undefined}
        striped
        highlightOnHover
        stickyHeader
        verticalSpacing={5}
        horizontalSpacing="sm"
        fz="sm"
        aria-busy={props.loading || undefined}
      >
        {props.caption ? (
          <caption className={classes.caption}>
            <span className={classes.captionText}>{props.caption}</span>
          </caption>
        ) : null}
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th className={selectClass}>
                <Checkbox
                  size="xs"
                  aria-label="Seleccionar todas las filas"
                  checked={keys.length > 0 && ticked === keys.length}
                  indeterminate={ticked > 0 && ticked < keys.length}
                  disabled={!keys.length}
                  onChange={toggleAll}
                />
              </Table.Th>
            ) : null}
            {columns.map((c) => {
              const field = sortField(c);
              const dir = field ? sortDirection(sort, field) : null;
              return (
                <Table.Th
                  key={c.key}
                  data-hide-below={c.hideBelow}
                  style={{ width: c.width }}
                  className={cellClass(c, true)}
                  aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                >
                  {field && onSort ? (
                    <UnstyledButton className={classes.sort} onClick={() => onSort(nextSort(sort, field))}>
                      {c.header}
                      {dir === 'asc' ? (
                        <IconArrowUp size={13} aria-hidden />
                      ) : dir === 'desc' ? (
                        <IconArrowDown size={13} aria-hidden />
                      ) : (
                        <IconArrowsSort size={13} aria-hidden className={classes.sortIdle} />
                      )}
                    </UnstyledButton>
                  ) : (
                    c.header
                  )}
                </Table.Th>
              );
            })}
            {rowActions ? (
              <Table.Th className={classes.actions}>
                <span className={classes.srOnly}>Acciones</span>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </div>
  );
}

/** DataTable over a query whose data is the rows: its loading, error and retry come along. */
export function QueryTable<T>({
  query,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry'> & {
  query: { data?: T[]; isFetching: boolean; error: unknown; refetch: () => unknown };
}) {
  return (
    <DataTable
      {...table}
      rows={query.data}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
