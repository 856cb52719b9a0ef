import { CustomerRateFieldsSchema, CustomerRateSchema, zId } from '@ac/shared';
import type { AppContext } from '../../app-context';
import { customerRates, rates, stations } from '../../db/schema';
import { defineResource } from '../../kit/resource';
import { validationError } from '../../lib/http-error';
import { assertNoOverlap, assertWithinRate } from '../tarifasdescuento/rates.service';
import { customerTab } from './customer-tab';
import { assertRateOfCustomer, assertStationOfCustomer } from './subrecords.service';

const checkDates = (merged: { fechadesde: string; fechahasta?: string | null }) => {
  if (merged.fechahasta && merged.fechahasta < merged.fechadesde)
    throw validationError({ fechahasta: 'La fecha final no puede ser anterior a la inicial' });
};

/** Tarifas del cliente: which tariff of the group applies to the customer, when and where. */
export async function customerRateRoutes(ctx: AppContext) {
  const t = customerRates;
  const kit = defineResource(ctx, {
    name: 'cliente_tarifa',
    labels: { one: 'tarifa del cliente', many: 'tarifas del cliente' },
    table: t,
    ...customerTab('customerrate', t.idcliente),
    listKey: 'customerrates',
    fields: CustomerRateFieldsSchema,
    wire: CustomerRateSchema,
    filters: { rateid: { column: t.idtarifa, schema: zId } },
    sort: { fechadesde: t.fechadesde, id: t.id },
    defaultSort: '-fechadesde',
    lookups: {
      tarifa: { column: rates.nombre, on: [rates.idtarifa, t.idtarifa] },
      local: { column: stations.local, on: [stations.idlocal, t.idlocal] },
    },
    async beforeCreate(tx, values) {
      checkDates(values);
      await assertRateOfCustomer(tx, values.idcliente, values.idtarifa);
      await assertWithinRate(tx, values.idtarifa, values);
      await assertNoOverlap(tx, values.idcliente, values.idtarifa, values);
      await assertStationOfCustomer(tx, values.idcliente, values.idlocal);
      return values;
    },
    async beforeUpdate(tx, changes, existing) {
      checkDates({ ...existing, ...changes });
      if (changes.idtarifa !== undefined)
        await assertRateOfCustomer(tx, existing.idcliente, changes.idtarifa);
      const merged = { ...existing, ...changes };
      // Only a change of dates or tariff is checked: a row saved before the tariff was shortened stays editable.
      if (
        changes.fechadesde !== undefined ||
        changes.fechahasta !== undefined ||
        changes.idtarifa !== undefined
      )
        await assertWithinRate(tx, merged.idtarifa, merged);
      await assertNoOverlap(tx, existing.idcliente, merged.idtarifa, merged, existing.id);
      await assertStationOfCustomer(tx, existing.idcliente, changes.idlocal);
      return changes;
    },
  });
  kit.stateChange({
    path: '/api/v1/customers/customerrate/active',
    summary: 'Activa o desactiva una tarifa del cliente (con el motivo)',
    field: t.activo,
  });
}
