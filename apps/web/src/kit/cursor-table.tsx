import { Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { http } from '../lib/http';
import { CsvButton } from './csv-button';
import { DataTable, type DataTableProps } from './data-table';
import { formatNumber } from './format';
import { resourceKeys } from './query-keys';
import { parseListResponse } from './use-resource-list';

/** A keyset-paged list (`nextCursor`): pages are appended by "Cargar más". */
export function useCursorList<T>(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  options: { limit?: number; enabled?: boolean; schema?: z.ZodType<T> } = {},
) {
  const limit = options.limit ?? 100;
  const result = useInfiniteQuery({
    queryKey: resourceKeys(path).cursor(query, limit),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      parseListResponse<T>(
        await http.get(path, { query: { ...query, limit, cursor: pageParam }, signal }),
        options.schema,
        path,
      ),
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
  const rows = result.data?.pages.flatMap((p) => p.rows);
  const first = result.data?.pages[0];
  return {
    ...result,
    rows,
    total: first?.total ?? 0,
    totalcapped: first?.totalcapped ?? false,
    /** The first page's other properties (a list's `totales`). */
    meta: first?.meta,
    /** What the list asks for: the CSV export fetches every row of it. */
    source: { path, query },
  };
}

export interface CursorTableProps<T>
  extends Omit<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry'> {
  list: ReturnType<typeof useCursorList<T>>;
  /** Above the table: the filters that feed `list`. */
  toolbar?: ReactNode;
  /** CSV export of every row of the filter, as `<csv>-<day>.csv`. */
  csv?: string;
}

/** DataTable over a keyset list, with the count and a "Cargar más" button. */
export function CursorTable<T>({ list, toolbar, csv, ...table }: CursorTableProps<T>) {
  return (
    <Stack gap="xs">
      {csv ? (
        <Group justify="space-between" align="flex-end" gap="xs">
          {toolbar ?? <span />}
          <CsvButton
            id={csv}
            path={list.source.path}
            query={list.source.query}
            columns={table.columns}
            disabled={!list.rows?.length}
          />
        </Group>
      ) : (
        toolbar
      )}
      <DataTable
        {...table}
        rows={list.rows}
        loading={list.isFetching && !list.isFetchingNextPage}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.rows
            ? `${formatNumber(list.rows.length)} de ${list.totalcapped ? 'más de ' : ''}${formatNumber(list.total)}`
            : ''}
        </Text>
        {list.hasNextPage ? (
          <Button
            size="xs"
            variant="light"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Cargar más
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
