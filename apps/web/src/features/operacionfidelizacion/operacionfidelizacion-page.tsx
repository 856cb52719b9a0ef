import { POINTS_MOVEMENT_TYPES, type PointsMovement, PointsMovementSchema } from '@ac/shared';
import { Badge, Button, Stack } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { capital } from '../../kit/format';
import { MovementFilterBar, useMovementFilters } from '../../kit/movement-filters';
import { pointsColumn, ticketColumn } from '../../kit/movement-tables';
import { PageHeader } from '../../kit/page-header';
import { useCan } from '../../kit/permissions';
import { recordLinkColumn } from '../../kit/record-link';
import { appUserSource } from '../../kit/sources';
import { AdjustDialog } from './adjust-dialog';
import { POINTS_PATH } from './api';

const TYPES = POINTS_MOVEMENT_TYPES.map((t) => ({ value: t, label: capital(t) }));
const TYPE_COLOR: Record<string, string> = {
  acumulación: 'teal',
  canje: 'blue',
  ajuste: 'grape',
  caducidad: 'gray',
  anulación: 'red',
};

export default function OperacionfidelizacionPage() {
  const filters = useMovementFilters('usuario', TYPES);
  const { idgrupo, whose: idusuario } = filters;
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan('can_edit_operacionesfidelizacion');
  const canPickUser = useCan('can_view_usuario');
  const list = useCursorList<PointsMovement>(POINTS_PATH, filters.query, {
    limit: 50,
    schema: PointsMovementSchema,
  });
  return (
    <>
      <PageHeader
        title="Operaciones de Fidelización"
        description="Movimientos de puntos de los usuarios de la app, con el saldo tras cada uno."
        showWorkArea
      />
      <Stack gap="sm">
        <MovementFilterBar
          filters={filters}
          whose={canPickUser ? { label: 'Usuario', width: 300, source: appUserSource(idgrupo) } : null}
          typeWidth={150}
        >
          {canAdjust ? (
            <Button ml="auto" leftSection={<IconAdjustments size={16} />} onClick={() => setAdjusting(true)}>
              Ajustar puntos
            </Button>
          ) : null}
        </MovementFilterBar>
        <CursorTable
          list={list}
          csv="movimientos-puntos"
          columns={[
            { key: 'fecha', header: 'Fecha', type: 'datetime', pin: true },
            recordLinkColumn<PointsMovement>('usuario', 'Usuario', 'usuario', (m) => m.idusuario),
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
            pointsColumn(),
            { key: 'saldo', header: 'Saldo después', type: 'number' },
            { key: 'local', header: 'Estación', maxWidth: '11rem' },
            ticketColumn(),
            { key: 'motivo', header: 'Motivo', hideBelow: 'lg' },
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
