import { PRICE_CHANGE_STATES, type PriceChange, PriceChangeSchema } from '@ac/shared/programacionprecios';
import { Badge, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RowAction } from '../../kit/actions';
import { describeError } from '../../kit/api-errors';
import { FailureAlert } from '../../kit/failure-alert';
import { ListPage } from '../../kit/list-page';
import { notifySuccess } from '../../kit/notify';
import { useCan } from '../../kit/permissions';
import { http } from '../../lib/http';
import { CHANGES_PATH, changeKeys, gridKeys } from './api';
import { localText, price3 } from './price-grid';

const STATE_COLOR: Record<string, string> = {
  pendiente: 'orange',
  enviado: 'blue',
  aplicado: 'teal',
  error: 'red',
  cancelado: 'gray',
};

function CancelDialog({ change, onClose }: { change: PriceChange; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [motivo, setMotivo] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      http.patch(`${CHANGES_PATH}/cancel`, { id: change.id, version: change.version, motivo }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: changeKeys.all });
      await queryClient.invalidateQueries({ queryKey: gridKeys.all });
      notifySuccess('Cambio de precio cancelado');
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Cancelar cambio de precio">
      <Stack gap="sm">
        <div>
          {change.producto} a {price3(change.precio)} en {change.local}, el {localText(change.fechaefectiva)}.
        </div>
        <Textarea
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <FailureAlert message={cancel.error ? describeError(cancel.error).message : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancelar el cambio
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Every scheduled change of the group with its state; a pending one can be cancelled. */
export function ChangesTab() {
  const canCancel = useCan('can_edit_precio');
  const [cancelling, setCancelling] = useState<PriceChange | null>(null);
  return (
    <>
      <ListPage<PriceChange>
        id="programacionprecios-cambios"
        prefix="c."
        path={CHANGES_PATH}
        schema={PriceChangeSchema}
        workArea={{ grupo: 'idgrupo', local: 'idlocal' }}
        defaultSort="-fechaefectiva"
        searchable={false}
        filters={[
          {
            kind: 'select',
            key: 'estado',
            label: 'Estado',
            options: PRICE_CHANGE_STATES.map((s) => ({ value: s, label: s })),
          },
        ]}
        columns={[
          {
            key: 'fechaefectiva',
            header: 'Desde (Madrid)',
            sort: true,
            value: (c) => localText(c.fechaefectiva),
            width: 150,
          },
          { key: 'local', header: 'Estación' },
          { key: 'producto', header: 'Producto' },
          {
            key: 'precio',
            header: 'Precio €/l',
            type: 'number',
            value: (c) => c.precio,
            render: (c) => price3(c.precio),
            width: 110,
          },
          {
            key: 'estado',
            header: 'Estado',
            width: 110,
            render: (c) => (
              <Badge size="sm" radius="sm" variant="light" color={STATE_COLOR[c.estado] ?? 'gray'}>
                {c.estado}
              </Badge>
            ),
          },
          { key: 'mensaje', header: 'Observaciones' },
          { key: 'lote', header: 'Lote', hidden: true },
        ]}
        rowKey={(c) => c.id}
        rowActions={(c) =>
          canCancel && c.estado === 'pendiente' ? (
            <RowAction
              label="Cancelar"
              ariaLabel={`Cancelar el cambio de ${c.producto} en ${c.local}`}
              icon={<IconCalendarX size={16} />}
              color="red"
              onClick={() => setCancelling(c)}
            />
          ) : null
        }
        emptyText="No hay cambios de precio programados."
      />
      {cancelling ? <CancelDialog change={cancelling} onClose={() => setCancelling(null)} /> : null}
    </>
  );
}
