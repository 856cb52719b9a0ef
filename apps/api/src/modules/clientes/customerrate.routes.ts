import { CustomerRateFieldsSchema, CustomerRateSchema, zId } from '@ac/shared';
import { RateUnassignSchema } from '@ac/shared/tarifasdescuento';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customerRates, customers, rates, stations } from '../../db/schema';
import { defineBulk, Skip } from '../../kit/bulk';
import { requireInScope } from '../../kit/place';
import { defineResource } from '../../kit/resource';
import { validationError } from '../../lib/http-error';
import { assertNoOverlap, assertWithinRate, describePeriod } from '../tarifasdescuento/rates.service';
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

  // Tarifas clientes: the ticked customers' tariffs taken off at once, each as the DELETE above does it.
  defineBulk(ctx, {
    path: '/api/v1/rates/unassign',
    summary: 'Quita a muchos clientes una tarifa a la vez, con el motivo (dice a quién no y por qué)',
    tags: ['Tarifas clientes'],
    permission: 'can_edit_precio',
    body: RateUnassignSchema,
    mode: 'skip',
    async items(tx, body, req) {
      const rows = await tx
        .select({
          id: t.id,
          deleted_at: t.deleted_at,
          idgrupo: customers.idgrupo,
          cliente: customers.nombre,
          tarifa: rates.nombre,
          fechadesde: t.fechadesde,
          fechahasta: t.fechahasta,
        })
        .from(t)
        .innerJoin(customers, eq(customers.id, t.idcliente))
        .innerJoin(rates, eq(rates.idtarifa, t.idtarifa))
        .where(inArray(t.id, body.ids))
        .orderBy(asc(customers.nombre), asc(t.id));
      if (rows.length < new Set(body.ids).size)
        throw validationError({ ids: 'Alguna de las tarifas elegidas no existe' });
      // One outside the actor's scope refuses the whole request, before anything is written.
      for (const r of rows) requireInScope(req.actor, { level: 'group', id: r.idgrupo });
      return rows;
    },
    key: (r) => `${r.cliente} · ${r.tarifa} ${describePeriod(r)}`,
    async apply(tx, r, body, req) {
      if (r.deleted_at) throw new Skip('Ya no tiene esta tarifa: se quitó antes');
      return kit.remove(tx, req, r.id, body.motivo);
    },
  });
}
