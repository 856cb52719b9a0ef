import { type Ticket, TicketSchema } from '@ac/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { RowAction } from '../../kit/actions';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs, lastMonths } from '../../kit/date-inputs';
import { formatDateTime, formatNumber } from '../../kit/format';
import { PdfModal } from '../../kit/pdf-modal';
import { fetchTicketPdf } from './api';

const lines = (t: Ticket) => t.lineas.map((l) => `${l.producto} ${formatNumber(l.cantidad, 2)}`).join(' · ');

export function TicketsTab({ customerid }: { customerid: number }) {
  const [range, setRange] = useState(lastMonths);
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
          { key: 'matricula', header: 'Matrícula', hideBelow: 'lg' },
          { key: 'lineas', header: 'Productos (cantidad)', value: lines, hideBelow: 'lg' },
          { key: 'formapago', header: 'Forma de pago', hideBelow: 'lg' },
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
