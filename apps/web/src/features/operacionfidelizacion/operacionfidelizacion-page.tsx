import { POINTS_MOVEMENT_TYPES, type PointsMovement, PointsMovementSchema } from '@ac/shared';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { DateRangeInputs, lastMonths } from '../../kit/date-inputs';
import { formatNumber } from '../../kit/format';
import { TicketLink } from '../../kit/movement-tables';
import { PageHeader } from '../../kit/page-header';
import { useCan } from '../../kit/permissions';
import { ResourceSelect } from '../../kit/resource-select';
import { appUserSource, useStationSource } from '../../kit/sources';
import { useUrlFilters } from '../../kit/use-url-params';
import { useWorkArea } from '../../work-area/work-area-context';
import { AdjustDialog } from './adjust-dialog';
import { POINTS_PATH } from './api';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const TYPE_COLOR: Record<string, string> = {
  acumulación: 'teal',
  canje: 'blue',
  ajuste: 'grape',
  caducidad: 'gray',
  anulación: 'red',
};

export default function OperacionfidelizacionPage() {
  const { scope } = useWorkArea();
  const idgrupo = scope?.grupo ?? 0;
  const filters = useUrlFilters();
  const idusuario = filters.id('usuario');
  const idlocal = filters.id('local');
  const tipo = filters.text('tipo');
  const setParam = filters.set;
  const [range, setRange] = useState(lastMonths);
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan('can_edit_operacionesfidelizacion');
  const canPickUser = useCan('can_view_usuario');
  const stations = useStationSource(idgrupo);
  const list = useCursorList<PointsMovement>(
    POINTS_PATH,
    {
      idgrupo: idgrupo || undefined,
      idusuario: idusuario ?? undefined,
      idlocal: idlocal ?? undefined,
      tipo: tipo || undefined,
      datesince: range.since,
      dateto: range.to,
    },
    { limit: 50, schema: PointsMovementSchema },
  );
  return (
    <>
      <PageHeader
        title="Operaciones de Fidelización"
        description="Movimientos de puntos de los usuarios de la app, con el saldo tras cada uno."
        showWorkArea
      />
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {canPickUser ? (
            <ResourceSelect
              label="Usuario"
              w={300}
              clearable
              source={appUserSource(idgrupo)}
              value={idusuario}
              onChange={(id) => setParam('usuario', id)}
            />
          ) : null}
          <ResourceSelect
            label="Estación"
            w={240}
            clearable
            source={stations}
            value={idlocal}
            onChange={(id) => setParam('local', id)}
          />
          <Select
            label="Tipo"
            w={150}
            clearable
            placeholder="Todos"
            data={POINTS_MOVEMENT_TYPES.map((t) => ({ value: t, label: capital(t) }))}
            value={tipo || null}
            onChange={(v) => setParam('tipo', v)}
          />
          <DateRangeInputs value={range} onChange={setRange} />
          {canAdjust ? (
            <Button ml="auto" leftSection={<IconAdjustments size={16} />} onClick={() => setAdjusting(true)}>
              Ajustar puntos
            </Button>
          ) : null}
        </Group>
        <CursorTable
          list={list}
          csv="movimientos-puntos"
          columns={[
            { key: 'fecha', header: 'Fecha', type: 'datetime' },
            { key: 'usuario', header: 'Usuario' },
            {
              key: 'tipo',
              header: 'Tipo',
              width: 130,
              value: (m) => capital(m.tipo),
              render: (m) => (
                <Badge size="sm" radius="sm" variant="light" color={TYPE_COLOR[m.tipo] ?? 'gray'}>
                  {capital(m.tipo)}
                </Badge>
              ),
            },
            {
              key: 'puntos',
              header: 'Puntos',
              type: 'number',
              render: (m) => (
                <Text span size="sm" fw={600} c={m.puntos < 0 ? 'red.8' : 'teal.8'}>
                  {m.puntos > 0 ? '+' : ''}
                  {formatNumber(m.puntos)}
                </Text>
              ),
            },
            { key: 'saldo', header: 'Saldo después', type: 'number' },
            { key: 'local', header: 'Estación' },
            {
              key: 'ticket',
              header: 'Ticket',
              value: (m) => m.ticket ?? '',
              render: (m) => <TicketLink id={m.idticket} numero={m.ticket} />,
            },
            { key: 'motivo', header: 'Motivo' },
          ]}
          rowKey={(m) => m.id}
          emptyText="Sin movimientos de puntos con ese filtro."
        />
      </Stack>
      <AdjustDialog
        opened={adjusting}
        onClose={() => setAdjusting(false)}
        idgrupo={idgrupo}
        idusuario={idusuario}
      />
    </>
  );
}
