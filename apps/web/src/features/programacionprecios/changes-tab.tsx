import { PRICE_CHANGE_STATES, type PriceChange, PriceChangeSchema } from '@ac/shared/programacionprecios';
import { Badge } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useState } from 'react';
import { RowAction } from '../../kit/actions';
import { ListPage } from '../../kit/list-page';
import { labelOf, optionsOf } from '../../kit/options';
import { useCan } from '../../kit/permissions';
import { StateChangeDialog, type StateChangeRequest } from '../../kit/state-change-dialog';
import { CHANGES_PATH, changeKeys, gridKeys } from './api';
import { localText, price3 } from './price-grid';

/** The filter's and the list's names of the stored states. */
const STATE_OPTIONS = optionsOf(PRICE_CHANGE_STATES);
const STATE_COLOR: Record<string, string> = {
  pendiente: 'orange',
  enviado: 'blue',
  aplicado: 'teal',
  error: 'red',
  cancelado: 'gray',
};

/** The reason-asking request that cancels a pending change (its price goes back to the grid's). */
function cancelRequest(c: PriceChange): StateChangeRequest {
  return {
    path: `${CHANGES_PATH}/cancel`,
    body: { id: c.id, version: c.version },
    title: 'Cancelar cambio de precio',
    confirmLabel: 'Cancelar el cambio',
    text: `Va a cancelar el cambio de ${c.producto} a ${price3(c.precio)} €/l en ${c.local}, el ${localText(c.fechaefectiva)}.`,
    done: 'Cambio de precio cancelado',
    invalidates: [changeKeys.all, gridKeys.all],
  };
}

/** Every scheduled change of the group with its state; a pending one can be cancelled. */
export function ChangesTab() {
  const canCancel = useCan('can_edit_precio');
  const [cancelling, setCancelling] = useState<StateChangeRequest | null>(null);
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
            options: STATE_OPTIONS,
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
            options: STATE_OPTIONS,
            render: (c) => (
              <Badge size="sm" radius="sm" variant="light" color={STATE_COLOR[c.estado] ?? 'gray'}>
                {labelOf(STATE_OPTIONS, c.estado)}
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
              ariaLabel={`Cancelar el cambio de ${c.producto} en ${c.local} el ${localText(c.fechaefectiva)}`}
              icon={<IconCalendarX size={16} />}
              color="red"
              onClick={() => setCancelling(cancelRequest(c))}
            />
          ) : null
        }
        emptyText="No hay cambios de precio programados."
      />
      <StateChangeDialog request={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
