import { type AppAudit, AppAuditSchema, type WebAudit, WebAuditSchema } from '@ac/shared';
import { Badge, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Column } from '../../kit/columns';
import { CursorTable, type CursorTableProps, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs } from '../../kit/date-inputs';
import { DetailPage } from '../../kit/detail-page';
import { formatDateTimeSeconds, isoDay } from '../../kit/format';
import { useUrlParams } from '../../kit/use-url-params';
import { AuditChangeModal } from './audit-change-modal';
import { changedFields } from './audit-diff';

const ACTION_LABELS: Record<string, string> = {
  alta: 'Alta',
  modificacion: 'Modificación',
  baja: 'Baja',
  login: 'Inicio de sesión',
  logout: 'Cierre de sesión',
};
const ACTION_COLORS: Record<string, string> = {
  alta: 'teal',
  modificacion: 'blue',
  baja: 'red',
  login: 'gray',
};

/** Filters in the URL, so a search of the log can be shared. */
function useAuditFilters() {
  const [params, setParams] = useUrlParams();
  const today = isoDay();
  const filters = {
    datesince: params.get('datesince') ?? today,
    dateto: params.get('dateto') ?? params.get('datesince') ?? today,
    usuario: params.get('usuario') ?? '',
    recurso: params.get('recurso') ?? '',
    accion: params.get('accion') ?? '',
  };
  const set = (patch: Partial<typeof filters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return { filters, set, query };
}

function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const push = useDebouncedCallback(onChange, 350);
  return (
    <TextInput
      size="sm"
      label={label}
      w={180}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value.trim());
      }}
    />
  );
}

function Filters({ withAction = true }: { withAction?: boolean }) {
  const { filters, set } = useAuditFilters();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateRangeInputs
        value={{ since: filters.datesince, to: filters.dateto }}
        onChange={(r) => set({ datesince: r.since, dateto: r.to })}
      />
      <TextFilter label="Usuario" value={filters.usuario} onChange={(usuario) => set({ usuario })} />
      <TextFilter label="Recurso" value={filters.recurso} onChange={(recurso) => set({ recurso })} />
      {withAction ? (
        <TextFilter label="Acción" value={filters.accion} onChange={(accion) => set({ accion })} />
      ) : null}
    </Group>
  );
}

/** One of the two logs: the shared filters, when and who, then `columns`. */
function AuditLog<T extends { id: number; fecha: string; usuario: string }>(
  props: { path: string; schema: z.ZodType<T>; columns: Column<T>[] } & Pick<
    CursorTableProps<T>,
    'rowLabel' | 'onOpen' | 'emptyText'
  >,
) {
  const { query } = useAuditFilters();
  const { path, schema, columns, ...table } = props;
  const list = useCursorList<T>(path, query, { schema });
  return (
    <CursorTable<T>
      {...table}
      list={list}
      toolbar={<Filters />}
      columns={[
        { key: 'fecha', header: 'Fecha', render: (r) => formatDateTimeSeconds(r.fecha), width: 160 },
        { key: 'usuario', header: 'Usuario' },
        ...columns,
      ]}
      rowKey={(r) => r.id}
    />
  );
}

function WebLog() {
  const [open, setOpen] = useState<WebAudit | null>(null);
  return (
    <>
      <AuditLog<WebAudit>
        path="/v1/audit/web"
        schema={WebAuditSchema}
        columns={[
          {
            key: 'accion',
            header: 'Acción',
            render: (r) => (
              <Badge
                size="sm"
                radius="sm"
                variant="light"
                tt="none"
                color={ACTION_COLORS[r.accion] ?? 'petrol'}
              >
                {ACTION_LABELS[r.accion] ?? r.accion}
              </Badge>
            ),
          },
          { key: 'recurso', header: 'Recurso' },
          { key: 'idregistro', header: 'Registro' },
          {
            key: 'cambios',
            header: 'Cambios',
            render: (r) =>
              r.antes && r.despues
                ? changedFields(r.antes, r.despues).join(', ')
                : r.despues
                  ? 'Alta del registro'
                  : r.antes
                    ? 'Baja del registro'
                    : '',
          },
          { key: 'motivo', header: 'Motivo' },
          { key: 'ip', header: 'Dirección IP' },
        ]}
        rowLabel={(r) => `Ver cambio ${r.accion} de ${r.recurso} ${r.idregistro}`}
        onOpen={setOpen}
        emptyText="No hay actividad web en esas fechas con esos filtros."
      />
      <AuditChangeModal row={open} onClose={() => setOpen(null)} />
    </>
  );
}

function AppLog() {
  return (
    <AuditLog<AppAudit>
      path="/v1/audit/app"
      schema={AppAuditSchema}
      columns={[
        { key: 'accion', header: 'Acción' },
        { key: 'recurso', header: 'Recurso' },
        { key: 'detalle', header: 'Detalle' },
        { key: 'dispositivo', header: 'Dispositivo' },
        { key: 'ip', header: 'Dirección IP' },
      ]}
      emptyText="No hay actividad de la app en esas fechas con esos filtros."
    />
  );
}

export default function AuditoriaPage() {
  return (
    <DetailPage
      title="Auditoría"
      subtitle="Quién cambió qué y cuándo, en la web de gestión y en la app. Pulse una fila web para ver el antes y el después."
      tabs={[
        { value: 'web', label: 'Web', render: () => <WebLog /> },
        { value: 'app', label: 'App', render: () => <AppLog /> },
      ]}
    />
  );
}
