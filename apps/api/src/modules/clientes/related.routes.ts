import { CustomerUserListSchema, CustomerVehicleListSchema, ListQuerySchema, zId } from '@ac/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { customerParent } from '../../db/parents';
import { appUsers, vehicles } from '../../db/schema';
import { listPage } from '../../kit/list';
import { toWire } from '../../kit/paging';
import { requireParent } from '../../kit/place';
import { route } from './customer-tab';

const Query = ListQuerySchema.pick({ limit: true, cursor: true }).extend({ customerid: zId });

/** Read-only lists of the customer's rows of other tables: its app users and its vehicles. */
export async function customerRelatedRoutes({ app, database }: AppContext) {
  function customerList(list: {
    path: string;
    summary: string;
    key: string;
    table: PgTable;
    fk: AnyPgColumn;
    sort: AnyPgColumn;
    id: AnyPgColumn;
    response: z.ZodObject<z.ZodRawShape>;
  }) {
    const item = (list.response.shape[list.key] as z.ZodArray<z.ZodObject<z.ZodRawShape>>).element;
    const columns = getTableColumns(list.table) as Record<string, AnyPgColumn>;
    const select = Object.fromEntries(
      Object.keys(item.shape).flatMap((k) => (columns[k] ? [[k, columns[k]]] : [])),
    );
    app.get(
      list.path,
      route('can_view_cliente', list.summary, { querystring: Query, response: { 200: list.response } }),
      async (req) => {
        const q = req.query;
        await requireParent(database.db, req.actor, customerParent, q.customerid);
        const page = await listPage<Record<string, unknown>>(database, {
          table: list.table,
          idColumn: list.id,
          select,
          where: [eq(list.fk, q.customerid)],
          sort: { key: 'orden', column: list.sort, direction: 'asc' },
          limit: q.limit,
          cursor: q.cursor,
        });
        const { rows, ...meta } = page;
        return {
          total: meta.total ?? rows.length,
          ...meta,
          [list.key]: rows.map(toWire),
        } as never;
      },
    );
  }

  customerList({
    path: '/api/v1/customers/users',
    summary: 'Usuarios de la app asociados al cliente',
    key: 'users',
    table: appUsers,
    fk: appUsers.idcliente,
    sort: appUsers.apellidos,
    id: appUsers.id,
    response: CustomerUserListSchema,
  });

  customerList({
    path: '/api/v1/customers/vehicles',
    summary: 'Vehículos del cliente (la tarjeta, enmascarada; se editan en /v1/vehicles)',
    key: 'vehicles',
    table: vehicles,
    fk: vehicles.idcliente,
    sort: vehicles.matricula,
    id: vehicles.id,
    response: CustomerVehicleListSchema,
  });
}
