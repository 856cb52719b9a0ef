import {
  type AppAudit,
  AppAuditSchema,
  AUDIT_ACTIONS,
  auditActionLabel,
  auditKindLabel,
  type WebAudit,
  WebAuditSchema,
} from '@ac/shared';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Column } from '../../kit/columns';
import { CursorTable, type CursorTableProps, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs } from '../../kit/date-inputs';
import { DetailPage } from '../../kit/detail-page';
import { formatDateTimeSeconds, isoDay, joinParts } from '../../kit/format';
import { useUrlParams } from '../../kit/use-url-params';
import { http } from '../../lib/http';
import { ActionBadge, AuditChangeModal, AuditRecordLink } from './audit-change-modal';
import { changedFields } from './audit-diff';

/** The staff's actions (the app's own are listed in its tab). */
const APP_ACTIONS = new Set(['consulta_puntos', 'pago_movil', 'alta_vehiculo', 'cambio_password']);
const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS)
  .filter(([value]) => !APP_ACTIONS.has(value))
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
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** What may be typed: the API looks for it anywhere in the field. */
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const push = useDebouncedCallback(onChange, 350);
  return (
    <TextInput
      size="sm"
      label={label}
      placeholder={placeholder}
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
      <TextFilter
        label="Usuario"
        placeholder="Todos o parte del correo"
        value={filters.usuario}
        onChange={(usuario) => set({ usuario })}
      />
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
        <TextFilter
          label="Recurso"
          placeholder="Todos"
          value={filters.recurso}
          onChange={(recurso) => set({ recurso })}
        />
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
        { key: 'usuario', header: 'Usuario', maxWidth: '12rem' },
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
            value: (r) => auditActionLabel(r.accion),
            render: (r) => <ActionBadge accion={r.accion} />,
          },
          // The kind over the record's name, in one column: Spanish labels and names are long, and the log
          // must fit 1366 px with the sidebar open (the CSV keeps both as their own columns).
          {
            key: 'idregistro',
            header: 'Registro',
            value: (r) => joinParts(auditKindLabel(r.recurso), r.nombreregistro),
            render: (r) => (
              <Stack gap={0} maw="14rem">
                <Text size="xs" c="dimmed" truncate>
                  {auditKindLabel(r.recurso)}
                </Text>
                <Text size="sm" truncate title={r.nombreregistro ?? undefined}>
                  <AuditRecordLink row={r} />
                </Text>
              </Stack>
            ),
          },
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
          { key: 'motivo', header: 'Motivo', maxWidth: '11rem' },
          { key: 'ip', header: 'Dirección IP', hideBelow: 'lg' },
        ]}
        rowLabel={(r) =>
          `Ver ${auditActionLabel(r.accion).toLocaleLowerCase('es')} de ${auditKindLabel(r.recurso).toLocaleLowerCase('es')}${r.nombreregistro ? ` ${r.nombreregistro}` : ''}`
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
        { key: 'accion', header: 'Acción', value: (r) => auditActionLabel(r.accion) },
        { key: 'recurso', header: 'Recurso', value: (r) => auditKindLabel(r.recurso) },
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
