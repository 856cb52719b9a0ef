import { TpvOptionFieldsSchema, TpvOptionSchema, zBoolParam } from '@ac/shared';
import type { AppContext } from '../../app-context';
import { customerTpvOptions, stations } from '../../db/schema';
import { defineResource } from '../../kit/resource';
import { blocking, deactivating } from '../../kit/state-change';
import { validationError } from '../../lib/http-error';
import { customerTab } from './customer-tab';
import { assertStationOfCustomer, limitErrors } from './subrecords.service';

const checkLimits = (merged: Parameters<typeof limitErrors>[0]) => {
  const errors = limitErrors(merged);
  if (Object.keys(errors).length) throw validationError(errors);
};

/** Opciones TPV: what a station terminal asks and allows when the customer's card is used. */
export async function customerTpvOptionsRoutes(ctx: AppContext) {
  const t = customerTpvOptions;
  const tpv = defineResource(ctx, {
    name: 'cliente_opciontpv',
    labels: { one: 'opción TPV del cliente', many: 'opciones TPV del cliente' },
    table: t,
    ...customerTab('tpvoptions', t.idcliente, t.descripcion),
    fields: TpvOptionFieldsSchema,
    wire: TpvOptionSchema,
    lookups: { local: { column: stations.local, on: [stations.idlocal, t.idlocal] } },
    filters: { activo: { column: t.activo, schema: zBoolParam } },
    search: [t.descripcion],
    sort: { descripcion: t.descripcion, id: t.id },
    defaultSort: 'descripcion',
    async beforeCreate(tx, values) {
      checkLimits(values);
      await assertStationOfCustomer(tx, values.idcliente, values.idlocal);
      return values;
    },
    async beforeUpdate(tx, changes, existing) {
      checkLimits({ ...existing, ...changes });
      await assertStationOfCustomer(tx, existing.idcliente, changes.idlocal);
      // The stations keep the version they were sent until it is sent again.
      return { ...changes, pendienteenvio: existing.enviado !== null };
    },
  });
  tpv.stateChange({
    path: '/api/v1/customers/tpvoptions/active',
    summary: 'Activa o desactiva una opción TPV (con el motivo, obligatorio al desactivar)',
    field: t.activo,
    ...deactivating,
    also: (_next, existing) => ({ pendienteenvio: existing.enviado !== null }),
  });
  tpv.stateChange({
    path: '/api/v1/customers/tpvoptions/block',
    summary: 'Bloquea o desbloquea una opción TPV (con el motivo)',
    field: t.bloqueado,
    ...blocking,
    also: (_next, existing) => ({ pendienteenvio: existing.enviado !== null }),
  });
  tpv.stateChange({
    path: '/api/v1/customers/tpvoptions/send',
    summary: 'Marca una opción TPV como enviada a las estaciones (fecha y hora actuales)',
    field: t.enviado,
    value: 'now',
    accion: 'envio',
    also: () => ({ pendienteenvio: false }),
  });
}
