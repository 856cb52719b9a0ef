import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { describeError } from './api-errors';
import { type Column, columnValue } from './columns';
import { buildCsv, downloadText } from './csv';
import { count, isoDay } from './format';
import { notifyError, notifySuccess } from './notify';
import { fetchAllRows } from './use-resource-list';

/**
 * "Exportar CSV": every row of a list's filter (`path` + `query`, up to `cap`) in the given columns,
 * downloaded as `<id>-<day>.csv`. Lists paged by offset or by cursor alike.
 */
export function CsvButton<T>(props: {
  id: string;
  path: string;
  query: Record<string, string | number | boolean | undefined>;
  columns: Column<T>[];
  cap?: number;
  disabled?: boolean;
}) {
  const exportCsv = useMutation({
    mutationFn: () => fetchAllRows<T>(props.path, props.query, props.cap),
    onSuccess: ({ rows, truncated }) => {
      const csv = buildCsv(
        props.columns.map((c) => ({
          header: c.header,
          type: c.type,
          value: (row: T) => columnValue(c, row),
        })),
        rows,
      );
      downloadText(`${props.id}-${isoDay()}.csv`, csv);
      notifySuccess(
        truncated
          ? `Exportadas las primeras ${count(rows.length, 'fila', 'filas')} (límite de exportación).`
          : rows.length === 1
            ? 'Exportada 1 fila.'
            : `Exportadas ${count(rows.length, 'fila', 'filas')}.`,
      );
    },
    onError: (error) => notifyError(describeError(error).message, 'No se ha podido exportar'),
  });
  return (
    <Tooltip label="Exportar a CSV las filas filtradas">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Exportar CSV"
        loading={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
        disabled={props.disabled}
      >
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
