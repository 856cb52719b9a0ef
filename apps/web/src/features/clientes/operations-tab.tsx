import { type Operation, OperationSchema } from '@ac/shared';
import { Badge, Chip, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs, lastMonths } from '../../kit/date-inputs';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The authorising centre's decisions for the customer; a decline says why in plain Spanish. */
export function OperationsTab({ customerid }: { customerid: number }) {
  const [range, setRange] = useState(lastMonths);
  const [deniedOnly, setDeniedOnly] = useState(false);
  const list = useCursorList<Operation>(
    '/operaciones',
    {
      idcliente: customerid,
      datesince: range.since,
      dateto: range.to,
      resultado: deniedOnly ? 'denegada' : undefined,
    },
    { limit: 50, schema: OperationSchema },
  );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md">
        <DateRangeInputs value={range} onChange={setRange} />
        <Chip checked={deniedOnly} onChange={setDeniedOnly} color="red" mb={4}>
          Solo denegadas
        </Chip>
      </Group>
      <CursorTable
        list={list}
        rowTone={(o) => (o.resultado === 'denegada' ? 'danger' : undefined)}
        columns={[
          { key: 'fecha', header: 'Fecha', type: 'datetime' },
          { key: 'local', header: 'Estación' },
          { key: 'tipo', header: 'Tipo', value: (o) => capital(o.tipo), hideBelow: 'lg' },
          { key: 'tarjeta', header: 'Tarjeta', hideBelow: 'lg' },
          { key: 'importesolicitado', header: 'Solicitado', type: 'amount', hideBelow: 'md' },
          { key: 'importeautorizado', header: 'Autorizado', type: 'amount' },
          {
            key: 'resultado',
            header: 'Resultado',
            render: (o) => (
              <Badge
                size="sm"
                radius="sm"
                variant="light"
                color={o.resultado === 'denegada' ? 'red' : 'teal'}
              >
                {capital(o.resultado)}
              </Badge>
            ),
          },
          {
            key: 'explicacion',
            header: 'Motivo',
            value: (o) => (o.resultado === 'denegada' ? o.explicacion || o.motivo : ''),
            render: (o) =>
              o.resultado === 'denegada' ? (
                <Text size="sm" c="red.9" style={{ whiteSpace: 'normal' }} title={o.motivo}>
                  <b>{capital(o.motivo)}.</b> {o.explicacion}
                </Text>
              ) : (
                ''
              ),
            width: 420,
          },
          { key: 'ticket', header: 'Ticket', value: (o) => o.idticket ?? '' },
        ]}
        rowKey={(o) => o.id}
        emptyText={
          deniedOnly ? 'Ninguna operación denegada en esas fechas.' : 'Sin operaciones en esas fechas.'
        }
      />
    </Stack>
  );
}
