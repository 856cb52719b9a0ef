import { formatCode, type Voucher, VoucherSchema } from '@ac/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconBan, IconFileTypePdf, IconHistory, IconPlus, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { RowAction } from '../../kit/actions';
import { formatAmount } from '../../kit/format';
import { ListPage } from '../../kit/list-page';
import { PageHeader } from '../../kit/page-header';
import { PdfModal, type PdfSource } from '../../kit/pdf-modal';
import { Can } from '../../kit/permissions';
import { RecordLink } from '../../kit/record-link';
import { useWorkArea } from '../../work-area/work-area-context';
import { batchPdf, VOUCHERS_PATH } from './api';
import { BatchDialog, CancelDialog, HistoryDialog, RedeemDialog } from './dialogs';
import { VOUCHER_STATE_OPTIONS, VoucherStateBadge } from './voucher-state';

const LIVE = new Set(['emitido', 'canjeado parcial']);

export default function ValesPage() {
  const { scope } = useWorkArea();
  const [issuing, setIssuing] = useState(false);
  /** The redeem dialog: null closed, '' with no code typed, or a voucher's code. */
  const [redeeming, setRedeeming] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Voucher | null>(null);
  const [history, setHistory] = useState<Voucher | null>(null);
  const [pdf, setPdf] = useState<PdfSource | null>(null);
  return (
    <>
      <PageHeader
        title="Vales"
        description="Vales emitidos por lotes: canjes parciales hasta cero, anulaciones con motivo, impresión en PDF."
        showWorkArea
        actions={
          <Group gap="xs">
            <Can permission="can_edit_vale">
              <Button variant="light" leftSection={<IconTicket size={16} />} onClick={() => setRedeeming('')}>
                Canjear vale
              </Button>
            </Can>
            <Can permission="can_create_vale">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setIssuing(true)}>
                Emitir lote
              </Button>
            </Can>
          </Group>
        }
      />
      <ListPage<Voucher>
        id="vales"
        path={VOUCHERS_PATH}
        schema={VoucherSchema}
        workArea={{ grupo: 'idgrupo' }}
        defaultSort="-fechaemision"
        searchPlaceholder="Buscar por código…"
        filters={[
          {
            kind: 'select',
            key: 'estado',
            label: 'Estado',
            options: VOUCHER_STATE_OPTIONS,
          },
        ]}
        columns={[
          {
            key: 'codigo',
            header: 'Código',
            // On a phone the code stays in sight while the row scrolls to its state.
            pin: true,
            value: (v) => formatCode(v.codigo),
            render: (v) => (
              <Text span ff="monospace" size="sm" fw={600}>
                {formatCode(v.codigo)}
              </Text>
            ),
          },
          {
            key: 'cliente',
            header: 'Cliente',
            hideBelow: 'sm',
            // Cut a little sooner, so the row's four actions fit at 1366 px.
            maxWidth: '12rem',
            value: (v) => v.cliente ?? 'Grupo',
            render: (v) =>
              v.idcliente ? (
                <RecordLink kind="cliente" id={v.idcliente}>
                  {v.cliente}
                </RecordLink>
              ) : (
                'Grupo'
              ),
          },
          { key: 'importe', header: 'Importe', type: 'amount', hideBelow: 'sm' },
          {
            key: 'saldo',
            header: 'Saldo',
            type: 'amount',
            render: (v) => (
              <Text span size="sm" fw={700}>
                {formatAmount(v.saldo)}
              </Text>
            ),
          },
          {
            key: 'estado',
            header: 'Estado',
            width: 150,
            options: VOUCHER_STATE_OPTIONS,
            render: (v) => <VoucherStateBadge estado={v.estado} motivo={v.motivoanulacion} />,
          },
          { key: 'fechaemision', header: 'Emisión', type: 'date', sort: true, hideBelow: 'sm' },
          { key: 'fechacaducidad', header: 'Caducidad', type: 'date', hideBelow: 'md' },
          { key: 'idlote', header: 'Lote', hidden: true },
          { key: 'motivoanulacion', header: 'Motivo de anulación', hidden: true },
        ]}
        rowKey={(v) => v.id}
        rowActions={(v) => (
          <>
            <RowAction
              label="Historial"
              ariaLabel={`Historial del vale ${formatCode(v.codigo)}`}
              icon={<IconHistory size={16} />}
              onClick={() => setHistory(v)}
            />
            <RowAction
              label="PDF del lote"
              ariaLabel={`PDF del lote del vale ${formatCode(v.codigo)}`}
              color="red"
              icon={<IconFileTypePdf size={16} />}
              onClick={() => setPdf(batchPdf(v.idlote))}
            />
            {LIVE.has(v.estado) ? (
              <Can permission="can_edit_vale">
                <RowAction
                  label="Canjear"
                  ariaLabel={`Canjear el vale ${formatCode(v.codigo)}`}
                  icon={<IconTicket size={16} />}
                  onClick={() => setRedeeming(v.codigo)}
                  // On a phone the header's 'Canjear vale' does it; the state stays in sight.
                  hideOnPhone
                />
                <RowAction
                  label="Anular"
                  ariaLabel={`Anular el vale ${formatCode(v.codigo)}`}
                  color="red"
                  icon={<IconBan size={16} />}
                  onClick={() => setCancelling(v)}
                />
              </Can>
            ) : null}
          </>
        )}
        emptyText="No hay vales con ese filtro."
      />
      <BatchDialog
        opened={issuing}
        idgrupo={scope?.grupo ?? 0}
        done={(r) => {
          setIssuing(false);
          if (r) setPdf(batchPdf(r.idlote));
        }}
      />
      <RedeemDialog code={redeeming} onClose={() => setRedeeming(null)} />
      <CancelDialog voucher={cancelling} onClose={() => setCancelling(null)} />
      <HistoryDialog voucher={history} onClose={() => setHistory(null)} />
      <PdfModal source={pdf} onClose={() => setPdf(null)} />
    </>
  );
}
