import {
  type AppAudit,
  AppAuditSchema,
  AUDIT_ACTIONS,
  auditActionLabel,
  auditKindLabel,
  type WebAudit,
  WebAuditSchema,
} from '@ac/shared';
import { Badge, Button, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
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

/** The app's own actions (its log has only these, and logins and redemptions); the staff's log the rest. */
const APP_ACTIONS = ['login', 'consulta_puntos', 'canje', 'pago_movil', 'alta_vehiculo', 'cambio_password'];
const APP_ONLY = new Set(APP_ACTIONS.filter((a) => a !== 'login' && a !== 'canje'));
const actionOptions = (codes: string[]) =>
  codes
    .map((value) => ({ value, label: auditActionLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));

type LogKind = 'web' | 'app';
/**
 * What each log can be filtered by, besides dates and who: the staff's log by record kind and its actions;
 * the app's log only by the app's actions (its rows are all of one kind, the app).
 */
const LOGS: Record<LogKind, { kinds: boolean; actions: { value: string; label: string }[] }> = {
  web: { kinds: true, actions: actionOptions(Object.keys(AUDIT_ACTIONS).filter((a) => !APP_ONLY.has(a))) },
  app: { kinds: false, actions: actionOptions(APP_ACTIONS) },
};

/** The record kinds of the log with their Spanish names (`/v1/audit/resources`). */
function useRecordKinds(enabled: boolean) {
  return useQuery({
    enabled,
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

/**
 * Filters in the URL, so a search of the log can be shared; only those `log` has (a tab keeps the dates and
 * who of the other one, never its record kind or an action it does not offer).
 */
function useAuditFilters(log: LogKind) {
  const [params, setParams] = useUrlParams();
  const today = isoDay();
  const own = LOGS[log];
  const accion = params.get('accion') ?? '';
  const filters = {
    datesince: params.get('datesince') ?? today,
    dateto: params.get('dateto') ?? params.get('datesince') ?? today,
    usuario: params.get('usuario') ?? '',
    recurso: own.kinds ? (params.get('recurso') ?? '') : '',
    accion: own.actions.some((o) => o.value === accion) ? accion : '',
    // One record's history (a record page's «Historial de cambios» links here), with its kind.
    idregistro: own.kinds && params.get('recurso') ? (params.get('idregistro') ?? '') : '',
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
  const foreign = (!!params.get('recurso') && !filters.recurso) || (!!accion && !filters.accion);
  return { filters, set, query, foreign };
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

function Filters({ log }: { log: LogKind }) {
  const { filters, set, foreign } = useAuditFilters(log);
  const own = LOGS[log];
  const kinds = useRecordKinds(own.kinds);
  // The other tab's filters leave the URL: what is in it is what this log is filtered by.
  useEffect(() => {
    if (foreign) set({ recurso: filters.recurso, accion: filters.accion });
  });
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
      {own.kinds ? (
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
      ) : null}
      <Select
        size="sm"
        w={200}
        label="Acción"
        placeholder="Todas"
        searchable
        clearable
        data={own.actions}
        value={filters.accion || null}
        onChange={(accion) => set({ accion: accion ?? '' })}
      />
      {filters.usuario || filters.recurso || filters.accion ? (
        <Button
          variant="subtle"
          size="sm"
          onClick={() => set({ usuario: '', recurso: '', accion: '', idregistro: '' })}
        >
          Limpiar filtros
        </Button>
      ) : null}
      {filters.idregistro ? (
        <Badge
          size="lg"
          radius="sm"
          variant="light"
          rightSection={
            <CloseButton
              size="xs"
              aria-label="Ver todos los registros"
              onClick={() => set({ idregistro: '' })}
            />
          }
        >
          Solo un registro (historial)
        </Badge>
      ) : null}
    </Group>
  );
}

/** One of the two logs: the shared filters, when and who, then `columns`. */
function AuditLog<T extends { id: number; fecha: string; usuario: string }>(
  props: { log: LogKind; schema: z.ZodType<T>; columns: Column<T>[] } & Pick<
    CursorTableProps<T>,
    'rowLabel' | 'onOpen' | 'emptyText'
  >,
) {
  const { log, schema, columns, ...table } = props;
  const { query } = useAuditFilters(log);
  const list = useCursorList<T>(`/v1/audit/${log}`, query, { schema });
  return (
    <CursorTable<T>
      {...table}
      list={list}
      csv={`auditoria-${log}`}
      toolbar={<Filters log={log} />}
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
        log="web"
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
      log="app"
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
