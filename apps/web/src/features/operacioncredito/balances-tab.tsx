import { type CreditBalance, CreditBalanceSchema } from '@ac/shared';
import { Group, Progress, Text } from '@mantine/core';
import { IconCash, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { RowAction } from '../../kit/actions';
import { formatAmount } from '../../kit/format';
import { ListPage } from '../../kit/list-page';
import { Can } from '../../kit/permissions';
import { useUrlParams } from '../../kit/use-url-params';
import { useWorkArea } from '../../work-area/work-area-context';
import { BALANCES_PATH } from './api';
import { PaymentDialog } from './payment-dialog';

/** Risk as a share of the limit: red past it, orange from 80 %. */
function RiskBar({ b }: { b: CreditBalance }) {
  const ratio = b.limitecredito > 0 ? b.riesgo / b.limitecredito : b.riesgo > 0 ? 1.01 : 0;
  const over = b.riesgo > b.limitecredito;
  return (
    <Group gap={6} wrap="nowrap" w={170}>
      <Progress
        value={Math.min(100, Math.max(0, ratio * 100))}
        color={over ? 'red' : ratio >= 0.8 ? 'orange' : 'teal'}
        size="sm"
        radius="xl"
        w={90}
        aria-label={`Riesgo ${Math.round(ratio * 100)} % del límite`}
      />
      <Text size="xs" c={over ? 'red.9' : 'dimmed'} fw={over ? 700 : 400}>
        {b.limitecredito > 0 ? `${Math.round(ratio * 100)} %` : 'sin límite'}
      </Text>
    </Group>
  );
}

export function BalancesTab() {
  const { scope } = useWorkArea();
  const [, setParams] = useUrlParams();
  const [paying, setPaying] = useState<CreditBalance | null>(null);
  const allGroups = !scope?.grupo;
  return (
    <>
      <ListPage<CreditBalance>
        id="saldos-credito"
        path={BALANCES_PATH}
        schema={CreditBalanceSchema}
        workArea={{ grupo: 'idgrupo' }}
        defaultSort="nombre"
        searchPlaceholder="Buscar cliente por código, nombre, NIF…"
        filters={[
          { kind: 'switch', key: 'cerca', label: 'Cerca del límite (80 %)' },
          { kind: 'switch', key: 'excedidos', label: 'Solo límite superado' },
        ]}
        columns={[
          { key: 'codigo', header: 'Código', sort: true, width: 90 },
          // Narrower beside the group's column, so the row fits 1366 px with the sidebar open.
          { key: 'nombre', header: 'Cliente', sort: true, maxWidth: allGroups ? '11rem' : undefined },
          { key: 'limitecredito', header: 'Límite', type: 'amount' },
          {
            key: 'riesgo',
            header: 'Riesgo',
            type: 'amount',
            render: (b) => (
              <Text span size="sm" fw={700} c={b.riesgo > b.limitecredito ? 'red.9' : undefined}>
                {formatAmount(b.riesgo)}
              </Text>
            ),
          },
          {
            key: 'uso',
            header: 'Uso del límite',
            // A percentage, as the bar says it (a spreadsheet gets 2,7 rather than 0.0267552…).
            value: (b) => (b.limitecredito ? Math.round((b.riesgo / b.limitecredito) * 1000) / 10 : ''),
            render: (b) => <RiskBar b={b} />,
          },
          { key: 'disponible', header: 'Disponible', type: 'amount' },
          // Codes repeat across groups: with no group chosen, whose customer each is.
          ...(allGroups
            ? [{ key: 'grupo', header: 'Grupo', hideBelow: 'md' as const, maxWidth: '7rem' }]
            : []),
          { key: 'bloqueado', header: 'Bloqueado', type: 'boolean', hidden: true },
        ]}
        rowKey={(b) => b.id}
        rowActions={(b) => (
          <>
            <RowAction
              label="Ver movimientos"
              ariaLabel={`Movimientos de ${b.nombre}`}
              icon={<IconListDetails size={16} />}
              onClick={() => setParams(() => new URLSearchParams({ cliente: String(b.id) }))}
            />
            <Can permission="can_create_operacionescredito">
              <RowAction
                label="Registrar pago o abono"
                ariaLabel={`Registrar pago de ${b.nombre}`}
                color="teal"
                icon={<IconCash size={16} />}
                onClick={() => setPaying(b)}
              />
            </Can>
          </>
        )}
        emptyText="No hay clientes a crédito con ese filtro."
      />
      <PaymentDialog
        opened={!!paying}
        onClose={() => setPaying(null)}
        idgrupo={paying?.idgrupo ?? scope?.grupo ?? 0}
        idcliente={paying?.id ?? null}
      />
    </>
  );
}
