import { type CreditMovement, CreditMovementSchema, type CreditTotals, type Customer } from '@ac/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../kit/api-errors';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { formatAmount, formatNumber } from '../../kit/format';
import { MovementFilterBar, useMovementFilters } from '../../kit/movement-filters';
import { ticketColumn } from '../../kit/movement-tables';
import { notifyError } from '../../kit/notify';
import { PdfModal, type PdfSource } from '../../kit/pdf-modal';
import { useCan } from '../../kit/permissions';
import { resourceKeys } from '../../kit/query-keys';
import { recordLinkColumn } from '../../kit/record-link';
import { customerSource } from '../../kit/sources';
import { http } from '../../lib/http';
import { downloadStatementCsv, fetchStatementPdf, MOVEMENTS_PATH } from './api';
import { PaymentDialog } from './payment-dialog';

const TYPES = [
  { value: 'cargo', label: 'Cargos' },
  { value: 'abono', label: 'Abonos' },
  { value: 'pago', label: 'Pagos' },
];
const TYPE_LABEL: Record<string, string> = { cargo: 'Cargo', abono: 'Abono', pago: 'Pago' };

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} c={tone} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

/** Totals of the whole filter, not only of the rows loaded. */
function Totals({ totals }: { totals: CreditTotals | undefined }) {
  const t = totals ?? { movimientos: 0, cargos: 0, abonos: 0, pagos: 0, saldo: 0 };
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label="Totales del filtro" role="group">
      <Figure label="Movimientos" value={formatNumber(t.movimientos)} />
      <Figure label="Cargos" value={formatAmount(t.cargos)} />
      <Figure label="Abonos" value={formatAmount(t.abonos)} tone="teal.9" />
      <Figure label="Pagos" value={formatAmount(t.pagos)} tone="teal.9" />
      {/* What the period adds to the debt: the statement gives the balances before and after it. */}
      <Figure
        label="Neto del periodo"
        value={formatAmount(t.saldo)}
        tone={t.saldo > 0 ? 'red.9' : undefined}
      />
    </SimpleGrid>
  );
}

export function MovementsTab() {
  const filters = useMovementFilters('cliente', TYPES);
  const { idgrupo, whose: idcliente, range } = filters;
  const [paying, setPaying] = useState(false);
  // The statement's files are named after the customer's code, as the customer knows it (not its id).
  const customer = useQuery({
    queryKey: resourceKeys('/v1/customers').one({ id: idcliente }),
    queryFn: ({ signal }) => http.get<Customer>('/v1/customers', { query: { id: idcliente! }, signal }),
    enabled: !!idcliente,
    staleTime: 300_000,
  });
  const [pdf, setPdf] = useState<PdfSource | null>(null);
  const canPay = useCan('can_create_operacionescredito');
  const list = useCursorList<CreditMovement>(MOVEMENTS_PATH, filters.query, {
    limit: 50,
    schema: CreditMovementSchema,
  });
  const statementQuery =
    idcliente && range.since && range.to ? { idcliente, datesince: range.since, dateto: range.to } : null;
  const statementName = statementQuery
    ? `extracto-${customer.data?.codigo ?? statementQuery.idcliente}-${statementQuery.datesince}-${statementQuery.dateto}`
    : '';
  return (
    <Stack gap="sm">
      <MovementFilterBar
        filters={filters}
        whose={{ label: 'Cliente', width: 280, source: customerSource(idgrupo) }}
      >
        <Group gap="xs" ml="auto">
          {/* Said at sight, not in a title: a disabled button shows no tooltip to a keyboard or a phone. */}
          {statementQuery ? null : (
            <Text size="xs" c="dimmed" id="statement-hint">
              {idcliente ? 'Elija las fechas del extracto' : 'Elija un cliente para su extracto'}
            </Text>
          )}
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            disabled={!statementQuery}
            aria-describedby={statementQuery ? undefined : 'statement-hint'}
            onClick={() =>
              statementQuery &&
              setPdf({
                title: 'Extracto de crédito del cliente',
                fileName: `${statementName}.pdf`,
                fetch: () => fetchStatementPdf(statementQuery),
              })
            }
          >
            Extracto PDF
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} />}
            disabled={!statementQuery}
            aria-describedby={statementQuery ? undefined : 'statement-hint'}
            onClick={() =>
              statementQuery &&
              downloadStatementCsv(statementQuery, `${statementName}.csv`).catch((e) =>
                notifyError(describeError(e).message),
              )
            }
          >
            Extracto CSV
          </Button>
          {canPay ? (
            <Button leftSection={<IconCash size={16} />} onClick={() => setPaying(true)}>
              Registrar pago o abono
            </Button>
          ) : null}
        </Group>
      </MovementFilterBar>
      <Totals totals={list.meta?.totales as CreditTotals | undefined} />
      <CursorTable
        list={list}
        csv="movimientos-credito"
        columns={[
          { key: 'fecha', header: 'Fecha', type: 'datetime', pin: true },
          { key: 'codigo', header: 'Código', width: 80 },
          recordLinkColumn<CreditMovement>('cliente', 'Cliente', 'cliente', (m) => m.idcliente),
          { key: 'tipo', header: 'Tipo', value: (m) => TYPE_LABEL[m.tipo] ?? m.tipo },
          { key: 'concepto', header: 'Concepto', hideBelow: 'lg' },
          { key: 'local', header: 'Estación' },
          ticketColumn(),
          {
            key: 'importe',
            header: 'Importe',
            type: 'amount',
            value: (m) => (m.tipo === 'cargo' ? m.importe : -m.importe),
            render: (m) => (
              <Text span size="sm" fw={600} c={m.tipo === 'cargo' ? undefined : 'teal.9'}>
                {formatAmount(m.tipo === 'cargo' ? m.importe : -m.importe)}
              </Text>
            ),
          },
        ]}
        rowKey={(m) => m.id}
        emptyText="Sin movimientos de crédito con ese filtro."
      />
      <PaymentDialog
        opened={paying}
        onClose={() => setPaying(false)}
        idgrupo={idgrupo}
        idcliente={idcliente}
      />
      <PdfModal source={pdf} onClose={() => setPdf(null)} />
    </Stack>
  );
}
