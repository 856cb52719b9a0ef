import { type AppAudit, AppAuditSchema, type WebAudit, WebAuditSchema } from '@ac/shared';
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Column } from '../../kit/columns';
import { CursorTable, type CursorTableProps, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs } from '../../kit/date-inputs';
import { DetailPage } from '../../kit/detail-page';
import { formatDateTimeSeconds, isoDay } from '../../kit/format';
import { useUrlParams } from '../../kit/use-url-params';
import { http } from '../../lib/http';
import { AuditChangeModal } from './audit-change-modal';
import { changedFields } from './audit-diff';

const ACTION_LABELS: Record<string, string> = {
  alta: 'Alta',
  modificacion: 'Modificación',
  baja: 'Baja',
  activacion: 'Activación',
  desactivacion: 'Desactivación',
  bloqueo: 'Bloqueo',
  desbloqueo: 'Desbloqueo',
  envio: 'Envío a estaciones',
  asignacion: 'Asignación',
  ajuste: 'Ajuste',
  clave: 'Cambio de clave',
  pin: 'Cambio de PIN',
  login: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  logout: 'Cierre de sesión',
};
const ACTION_COLORS: Record<string, string> = {
  alta: 'teal',
  modificacion: 'blue',
  baja: 'red',
  bloqueo: 'red',
  desactivacion: 'orange',
  login: 'gray',
  login_fallido: 'red',
};
const ACTION_OPTIONS = Object.entries(ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** The record kinds of the log with their Spanish names (`/v1/audit/resources`). */
function useRecordKinds() {
  return useQuery({
    queryKey: ['audit', 'resources'],
    queryFn: async ({ signal }) =>
      (
        await http.get<{ resources: { recurso: string; nombre: string }[] }>('/v1/audit/resources', {
          signal,
        })
      ).resources,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** "cliente_opciontpv" → "Opción TPV del cliente"; a sub-kind ("authgroup.permisos") by its own name or its parent's. */
function kindName(kinds: { recurso: string; nombre: string }[] | undefined, recurso: string): string {
  const found =
    kinds?.find((k) => k.recurso === recurso) ?? kinds?.find((k) => k.recurso === recurso.split('.')[0]);
  return found?.nombre ?? recurso;
}

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
  const kinds = useRecordKinds();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateRangeInputs
        value={{ since: filters.datesince, to: filters.dateto }}
        onChange={(r) => set({ datesince: r.since, dateto: r.to })}
      />
      <TextFilter label="Usuario" value={filters.usuario} onChange={(usuario) => set({ usuario })} />
      {withAction ? (
        <Select
          size="sm"
          w={210}
          label="Tipo de registro"
          placeholder="Todos"
          searchable
          clearable
          data={(kinds.data ?? []).map((k) => ({ value: k.recurso, label: k.nombre }))}
          value={filters.recurso || null}
          onChange={(recurso) => set({ recurso: recurso ?? '' })}
        />
      ) : (
        <TextFilter label="Recurso" value={filters.recurso} onChange={(recurso) => set({ recurso })} />
      )}
      {withAction ? (
        <Select
          size="sm"
          w={200}
          label="Acción"
          placeholder="Todas"
          searchable
          clearable
          data={ACTION_OPTIONS}
          value={filters.accion || null}
          onChange={(accion) => set({ accion: accion ?? '' })}
        />
      ) : null}
      {filters.usuario || filters.recurso || filters.accion ? (
        <Button variant="subtle" size="sm" onClick={() => set({ usuario: '', recurso: '', accion: '' })}>
          Limpiar filtros
        </Button>
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
  const kinds = useRecordKinds();
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
          { key: 'recurso', header: 'Tipo de registro', value: (r) => kindName(kinds.data, r.recurso) },
          { key: 'idregistro', header: 'Registro', hideBelow: 'lg' },
          {
            key: 'cambios',
            header: 'Cambios',
            hideBelow: 'lg',
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
          { key: 'ip', header: 'Dirección IP', hideBelow: 'lg' },
        ]}
        rowLabel={(r) =>
          `Ver ${(ACTION_LABELS[r.accion] ?? r.accion).toLocaleLowerCase('es')} de ${kindName(kinds.data, r.recurso).toLocaleLowerCase('es')}${r.idregistro ? ` ${r.idregistro}` : ''}`
        }
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
        { key: 'dispositivo', header: 'Dispositivo', hideBelow: 'lg' },
        { key: 'ip', header: 'Dirección IP', hideBelow: 'lg' },
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
