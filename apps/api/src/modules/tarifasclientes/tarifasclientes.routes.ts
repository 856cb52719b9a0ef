import { zBoolParam, zId } from '@ac/shared';
import { GroupCustomerRateSchema } from '@ac/shared/tarifasdescuento';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customerParent } from '../../db/parents';
import { customerRates, customers, rates, stations } from '../../db/schema';
import { defineResource } from '../../kit/resource';
import { madridToday } from '../../lib/dates';

/**
 * Tarifas clientes (`GET /v1/customerrates`): every customer's tariffs in the chosen group, by tariff,
 * customer (`idcliente` or `q` on the customer) and current/expired. Written from the customer's tab or
 * Asignación Tarifas; the ticked rows are taken off by `POST /v1/rates/unassign` (customerrate.routes.ts).
 */
export async function groupCustomerRatesRoutes(ctx: AppContext) {
  const t = customerRates;
  const current = () =>
    sql`(${t.activo} and ${t.fechadesde} <= ${madridToday()}::date and coalesce(${t.fechahasta}, 'infinity'::date) >= ${madridToday()}::date)`;
  defineResource(ctx, {
    name: 'tarifa_cliente',
    labels: { one: 'tarifa de cliente', many: 'tarifas de los clientes' },
    permission: 'precio',
    table: t,
    paths: { get: '/api/v1/customerrates' },
    tags: ['Tarifas clientes'],
    fields: GroupCustomerRateSchema.pick({ idcliente: true }),
    wire: GroupCustomerRateSchema,
    place: { through: { fk: t.idcliente, parent: customerParent } },
    filters: {
      idgrupo: { column: customers.idgrupo, schema: zId, level: 'group' },
      idtarifa: { column: t.idtarifa, schema: zId },
      idcliente: { column: t.idcliente, schema: zId },
      vigentes: {
        column: t.fechadesde,
        schema: zBoolParam,
        where: (v: boolean) => (v ? current() : sql`not ${current()}`),
      },
    },
    search: [customers.busqueda],
    sort: { fechadesde: t.fechadesde, id: t.id },
    defaultSort: '-fechadesde',
    lookups: {
      cliente: { column: customers.nombre, on: [customers.id, t.idcliente] },
      tarifa: { column: rates.nombre, on: [rates.idtarifa, t.idtarifa] },
      tipo: { column: rates.tipo, on: [rates.idtarifa, t.idtarifa] },
      local: { column: stations.local, on: [stations.idlocal, t.idlocal] },
    },
  });
}
