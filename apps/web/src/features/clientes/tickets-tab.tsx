import { type Ticket, TicketSchema } from '@ac/shared';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { RowAction } from '../../kit/actions';
import { describeError } from '../../kit/api-errors';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs, lastMonths } from '../../kit/date-inputs';
import { formatDateTime, formatNumber } from '../../kit/format';
import { fetchTicketPdf } from './api';

const lines = (t: Ticket) => t.lineas.map((l) => `${l.producto} ${formatNumber(l.cantidad, 2)}`).join(' · ');

/** The ticket PDF in a dialog: fetched with the session headers, shown through an object URL. */
function TicketPdfModal({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!ticket) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    setFailed(null);
    fetchTicketPdf(ticket.id)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      })
      .catch((error) => {
        if (!cancelled) setFailed(describeError(error).message);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [ticket]);

  return (
    <Modal
      opened={!!ticket}
      onClose={onClose}
      size="xl"
      title={ticket ? `Ticket ${ticket.numero} · ${formatDateTime(ticket.fecha)}` : ''}
    >
      {failed ? (
        <Text c="red.8" role="alert">
          No se ha podido obtener el PDF. {failed}
        </Text>
      ) : url ? (
        <Stack gap="xs">
          <iframe
            title={`PDF del ticket ${ticket?.numero}`}
            src={url}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
          <Group justify="flex-end">
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              Abrir en una pestaña nueva
            </Button>
            <Button component="a" href={url} download={`ticket-${ticket?.numero}.pdf`} variant="light">
              Descargar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="center" p="xl">
          <Loader size="sm" />
          <Text c="dimmed">Generando el PDF…</Text>
        </Group>
      )}
    </Modal>
  );
}

export function TicketsTab({ customerid }: { customerid: number }) {
  const [range, setRange] = useState(lastMonths);
  const [open, setOpen] = useState<Ticket | null>(null);
  const list = useCursorList<Ticket>(
    '/tickets',
    { idcliente: customerid, datesince: range.since, dateto: range.to },
    { limit: 50, schema: TicketSchema },
  );
  return (
    <>
      <CursorTable
        list={list}
        toolbar={<DateRangeInputs value={range} onChange={setRange} />}
        columns={[
          { key: 'numero', header: 'Número' },
          { key: 'fecha', header: 'Fecha', type: 'datetime' },
          { key: 'local', header: 'Estación' },
          { key: 'matricula', header: 'Matrícula' },
          { key: 'lineas', header: 'Productos (cantidad)', value: lines },
          { key: 'formapago', header: 'Forma de pago' },
          { key: 'base', header: 'Base', type: 'amount' },
          { key: 'iva', header: 'IVA', type: 'amount' },
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
      <TicketPdfModal ticket={open} onClose={() => setOpen(null)} />
    </>
  );
}
