import { AUTH_DENIALS, type Operation, OperationSchema, type Ticket, TicketSchema } from '@ac/shared';
import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { http } from '../lib/http';
import { RowAction } from './actions';
import type { Column } from './columns';
import { CursorTable, useCursorList } from './cursor-table';
import { type DateRange, DateRangeInputs } from './date-inputs';
import { capital, formatDateTime, formatNumber, joinParts } from './format';
import { PdfModal } from './pdf-modal';
import { RecordLink } from './record-link';
import { putRange, rangeIn, useUrlParams, useUrlRange } from './use-url-params';

/**
 * The tickets and the authorising centre's operations of one customer, one vehicle or one app user (the
 * Clientes, Vehículos and Usuarios detail tabs): newest first, a date range, and every decline's reason in plain Spanish.
 */
export type MovementFilter = {
  idcliente?: number;
  idvehiculo?: number;
  idusuario?: number;
  idgrupo?: number;
  idempresa?: number;
  idlocal?: number;
};

const lines = (t: Ticket) => t.lineas.map((l) => `${l.producto} ${formatNumber(l.cantidad, 2)}`).join(' · ');

export function fetchTicketPdf(id: number): Promise<Blob> {
  return http.get<Blob>(`/tickets/getpdf/${id}`, { responseType: 'blob', quiet: true });
}

/**
 * A movement's ticket by the number printed on it, a link that opens the ticket's PDF (operation → ticket,
 * points or credit movement → ticket); nothing when the movement has no ticket.
 */
export function TicketLink({ id, numero }: { id: number | null | undefined; numero?: string | null }) {
  const [open, setOpen] = useState(false);
  const pdf = useMemo(
    () =>
      open && id
        ? {
            title: `Ticket ${numero ?? ''}`,
            fileName: `ticket-${numero ?? id}.pdf`,
            frameTitle: `PDF del ticket ${numero ?? ''}`,
            fetch: () => fetchTicketPdf(id),
          }
        : null,
    [open, id, numero],
  );
  if (!id) return null;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ff="monospace"
        aria-label={`Ver el ticket ${numero ?? ''}`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {numero ?? 'Ver ticket'}
      </Anchor>
      <PdfModal source={pdf} onClose={() => setOpen(false)} />
    </>
  );
}

/** A movement list's Ticket column: the ticket's number, a link to its PDF (the CSV gets the number). */
export function ticketColumn<T extends { idticket: number | null; ticket?: string | null }>(): Column<T> {
  return {
    key: 'ticket',
    header: 'Ticket',
    value: (m) => m.ticket ?? '',
    render: (m) => <TicketLink id={m.idticket} numero={m.ticket} />,
  };
}

/** A points movement list's Puntos column: signed, green when earned and red when spent. */
export function pointsColumn<T extends { puntos: number }>(): Column<T> {
  return {
    key: 'puntos',
    header: 'Puntos',
    type: 'number',
    render: (m) => (
      <Text span size="sm" fw={600} c={m.puntos < 0 ? 'red.9' : 'teal.9'}>
        {m.puntos > 0 ? '+' : ''}
        {formatNumber(m.puntos)}
      </Text>
    ),
  };
}

export function TicketsTable({ filter, csv }: { filter: MovementFilter; csv?: string }) {
  const [range, setRange] = useUrlRange();
  const [open, setOpen] = useState<Ticket | null>(null);
  const pdf = useMemo(
    () =>
      open && {
        title: `Ticket ${open.numero} · ${formatDateTime(open.fecha)}`,
        fileName: `ticket-${open.numero}.pdf`,
        frameTitle: `PDF del ticket ${open.numero}`,
        fetch: () => fetchTicketPdf(open.id),
      },
    [open],
  );
  const list = useCursorList<Ticket>(
    '/tickets',
    { ...filter, datesince: range.since, dateto: range.to },
    { limit: 50, schema: TicketSchema },
  );
  return (
    <>
      <CursorTable
        list={list}
        csv={csv}
        toolbar={<DateRangeInputs value={range} onChange={setRange} />}
        columns={[
          { key: 'numero', header: 'Número' },
          { key: 'fecha', header: 'Fecha', type: 'datetime' },
          // On a phone the number, the day and the total beside the PDF: the station is in the PDF.
          { key: 'local', header: 'Estación', hideBelow: 'sm' },
          {
            key: 'matricula',
            header: 'Matrícula',
            // A customer's tickets are told apart by their vehicle: its plate stays longer than the
            // products; in the vehicle's own list it is always the same plate.
            hideBelow: filter.idvehiculo ? 'lg' : 'md',
            // The vehicle's page, unless this is the list of that vehicle's own tickets.
            render: (t) =>
              filter.idvehiculo ? (
                t.matricula
              ) : (
                <RecordLink kind="vehiculo" id={t.idvehiculo}>
                  {t.matricula}
                </RecordLink>
              ),
          },
          { key: 'lineas', header: 'Productos (cantidad)', value: lines, hideBelow: 'lg' },
          { key: 'formapago', header: 'Forma de pago', type: 'code', hideBelow: 'lg' },
          { key: 'base', header: 'Base', type: 'amount', hideBelow: 'md' },
          { key: 'iva', header: 'IVA', type: 'amount', hideBelow: 'md' },
          {
            key: 'total',
            header: 'Total',
            type: 'amount',
            render: (t) => <b>{formatNumber(t.total, 2)} €</b>,
          },
        ]}
        rowKey={(t) => t.id}
        onOpen={setOpen}
        rowLabel={(t) => `Ver el PDF del ticket ${t.numero}`}
        rowActions={(t) => (
          <RowAction
            label="Ver PDF"
            ariaLabel={`PDF del ticket ${t.numero}`}
            color="red"
            icon={<IconFileTypePdf size={18} />}
            onClick={() => setOpen(t)}
          />
        )}
        emptyText="Sin tickets en esas fechas."
      />
      <PdfModal source={pdf} onClose={() => setOpen(null)} />
    </>
  );
}

const RESULTS = [
  { value: 'aprobada', label: 'Aprobadas' },
  { value: 'denegada', label: 'Denegadas' },
];
const REASONS = AUTH_DENIALS.map((m) => ({ value: m, label: capital(m) }));
const STATES: Record<string, string> = {
  reservada: 'Reservada',
  completada: 'Completada',
  anulada: 'Anulada',
  caducada: 'Caducada',
};

/** An operations list's filters: the date range, the result and the denial's reason. */
interface OperationFilters {
  range: DateRange;
  resultado: string | null;
  motivo: string | null;
}

/** The period, result and reason in the URL (`desde`, `hasta`, `resultado`, `motivo`): a reload or a link keeps them. */
function useOperationFilters(): [OperationFilters, (f: Partial<OperationFilters>) => void] {
  const [params, update] = useUrlParams();
  const resultado = params.get('resultado');
  const motivo = params.get('motivo');
  const filters: OperationFilters = {
    range: rangeIn(params),
    resultado: resultado === 'aprobada' || resultado === 'denegada' ? resultado : null,
    motivo: motivo && (AUTH_DENIALS as readonly string[]).includes(motivo) ? motivo : null,
  };
  const set = (f: Partial<OperationFilters>) =>
    update((p) => {
      if (f.range) putRange(p, f.range);
      for (const key of ['resultado', 'motivo'] as const) {
        if (!(key in f)) continue;
        const v = f[key];
        if (v) p.set(key, v);
        else p.delete(key);
      }
      return p;
    });
  return [filters, set];
}

export function OperationsTable({ filter, csv }: { filter: MovementFilter; csv?: string }) {
  const [{ range, resultado, motivo }, setFilters] = useOperationFilters();
  const list = useCursorList<Operation>(
    '/operaciones',
    {
      ...filter,
      datesince: range.since,
      dateto: range.to,
      resultado: motivo ? 'denegada' : (resultado ?? undefined),
      motivo: motivo ?? undefined,
    },
    { limit: 50, schema: OperationSchema },
  );
  return (
    <Stack gap="xs">
      <CursorTable
        list={list}
        csv={csv}
        toolbar={
          <Group align="flex-end" gap="md">
            <DateRangeInputs value={range} onChange={(r) => setFilters({ range: r })} />
            <Select
              label="Resultado"
              placeholder="Todas"
              data={RESULTS}
              value={motivo ? 'denegada' : resultado}
              onChange={(v) => setFilters({ resultado: v })}
              disabled={Boolean(motivo)}
              clearable
              w={150}
            />
            <Select
              label="Motivo de la denegación"
              placeholder="Cualquiera"
              data={REASONS}
              value={motivo}
              onChange={(v) => setFilters({ motivo: v })}
              clearable
              w={260}
            />
          </Group>
        }
        rowTone={(o) => (o.resultado === 'denegada' ? 'danger' : undefined)}
        columns={[
          { key: 'fecha', header: 'Fecha', type: 'datetime' },
          // Whose card it was, under the station, where the list is not already one customer's (a vehicle's,
          // an app user's): a column of its own would squeeze the decline's reason out of 1366 px.
          filter.idcliente || filter.idvehiculo || filter.idusuario
            ? { key: 'local', header: 'Estación', hideBelow: 'sm' }
            : {
                key: 'local',
                header: 'Estación y cliente',
                hideBelow: 'sm',
                maxWidth: '12rem',
                value: (o) => joinParts(o.local, o.cliente ?? ''),
                render: (o) => (
                  <Stack gap={0}>
                    <Text size="sm">{o.local}</Text>
                    {o.cliente ? (
                      <RecordLink kind="cliente" id={o.idcliente}>
                        {o.cliente}
                      </RecordLink>
                    ) : null}
                  </Stack>
                ),
              },
          { key: 'tipo', header: 'Tipo', type: 'code', hideBelow: 'lg' },
          { key: 'tarjeta', header: 'Tarjeta', hideBelow: 'lg' },
          { key: 'importesolicitado', header: 'Solicitado', type: 'amount', hideBelow: 'md' },
          // On a phone the day, the result and its ticket (which holds the amount).
          { key: 'importeautorizado', header: 'Autorizado', type: 'amount', hideBelow: 'sm' },
          {
            key: 'resultado',
            header: 'Resultado',
            // An approval's two badges go one under the other: the room is the decline's reason's.
            width: 120,
            value: (o) => joinParts(capital(o.resultado), STATES[o.estado]),
            render: (o) => (
              <Stack gap={2}>
                <Group gap={4}>
                  <Badge
                    size="sm"
                    radius="sm"
                    variant="light"
                    color={o.resultado === 'denegada' ? 'red' : 'teal'}
                  >
                    {capital(o.resultado)}
                  </Badge>
                  {STATES[o.estado] ? (
                    <Badge size="sm" radius="sm" variant="outline" color="gray">
                      {STATES[o.estado]}
                    </Badge>
                  ) : null}
                </Group>
                {/* On a phone the Motivo column is left out: a decline still says why, here. */}
                {o.resultado === 'denegada' ? (
                  <Text hiddenFrom="sm" size="xs" c="red.9" style={{ whiteSpace: 'normal' }}>
                    {capital(o.motivo)}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'explicacion',
            header: 'Motivo',
            value: (o) => (o.resultado === 'denegada' ? o.explicacion || o.motivo : o.motivo),
            render: (o) =>
              o.resultado === 'denegada' ? (
                <Text size="sm" c="red.9" style={{ whiteSpace: 'normal' }} title={o.motivo}>
                  <b>{capital(o.motivo)}.</b> {o.explicacion}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {o.motivo ? capital(o.motivo) : ''}
                </Text>
              ),
            width: 420,
            // Room for the sentence where the table has it; it wraps rather than pushing the row out (a
            // minimum width pushed the ticket out at 1366 px beside two badges of an approval).
            maxWidth: '26rem',
            // On a phone the result says whether it went through and, under it, why not.
            hideBelow: 'sm',
          },
          ticketColumn(),
        ]}
        rowKey={(o) => o.id}
        emptyText={
          resultado === 'denegada' || motivo
            ? 'Ninguna operación denegada así en esas fechas.'
            : 'Sin operaciones en esas fechas.'
        }
      />
    </Stack>
  );
}
