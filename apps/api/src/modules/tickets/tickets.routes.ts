import { datePageOf, MovementQuerySchema, OperationSchema, TicketSchema, zId } from '@ac/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  appUsers,
  companies,
  customers,
  operations,
  stations,
  tickets,
  userVehicles,
  vehicles,
} from '../../db/schema';
import { dateList, eqIf } from '../../kit/date-list';
import type { Lookup } from '../../kit/list';
import { toWire } from '../../kit/paging';
import { requireInScope, scopeCondition } from '../../kit/place';
import { routeOptions } from '../../kit/route';
import { notFound } from '../../lib/http-error';
import { sendPdf } from '../../lib/pdf';
import { stationsOf } from '../home/home.routes';
import { ticketNumber } from './ticket-number';
import { renderTicketPdf } from './ticket-pdf';
import { explainOperation } from './tickets.service';

const tags = ['Tickets y operaciones'];
const route = routeOptions(tags);

export async function ticketsRoutes({ app, database }: AppContext) {
  const { db } = database;

  /**
   * A newest-first list of movements at the stations in scope, filtered by station, customer and vehicle
   * plus the list's own filters; each row carries its station's name (joined in the same statement).
   */
  function movementList<
    T extends typeof tickets | typeof operations,
    Q extends typeof MovementQuerySchema,
  >(list: {
    path: string;
    summary: string;
    key: string;
    table: T;
    query: Q;
    item: z.ZodObject<z.ZodRawShape>;
    filters: (q: z.infer<Q>) => (SQL | undefined)[];
    toWire?: (row: Record<string, unknown>) => Record<string, unknown>;
    /** The customer's name as `cliente`, joined by its key on the page's rows. */
    customerName?: boolean;
  }) {
    const table = list.table as typeof tickets & typeof operations;
    const columns = table as unknown as Record<string, AnyPgColumn>;
    const select: Record<string, AnyPgColumn> = {};
    for (const k of Object.keys(list.item.shape)) if (columns[k]) select[k] = columns[k];
    select.local = stations.local;
    const lookups: Lookup[] = [{ column: stations.local, on: [stations.idlocal, table.idlocal] }];
    if (list.customerName) {
      select.cliente = customers.nombre;
      lookups.push({ column: customers.nombre, on: [customers.id, table.idcliente] });
    }
    if ('ticket' in list.item.shape && 'idticket' in columns)
      select.ticket = ticketNumber(columns.idticket!) as unknown as AnyPgColumn;
    app.get(
      list.path,
      route({ auth: 'can_view_cliente', scope: { station: 'idlocal' } }, list.summary, {
        querystring: list.query,
        response: { 200: datePageOf(list.key, list.item) },
      }),
      async (req) => {
        const q = req.query as z.infer<Q>;
        const { rows, ...meta } = await dateList<Record<string, unknown>>(
          database,
          {
            table,
            select,
            lookups,
            where: [
              scopeCondition(req.actor.scope, 'station', table.idlocal),
              eqIf(table.idlocal, q.idlocal),
              q.idgrupo
                ? stationsOf(req.actor, { idgrupo: q.idgrupo, idempresa: q.idempresa }, table.idlocal)
                : undefined,
              eqIf(table.idcliente, q.idcliente),
              eqIf(table.idvehiculo, q.idvehiculo),
              ...list.filters(q),
            ],
          },
          q,
        );
        const wire = rows.map((r) => toWire(list.toWire ? list.toWire(r) : r));
        return { ...meta, [list.key]: wire };
      },
    );
  }

  /**
   * The vehicles an app user drives: their customer's vehicles with a plate among the user's own (the link
   * the authoriser uses to give a sale's points to its driver). An app user's operations are those vehicles'.
   */
  const drivenBy = (idusuario: number) =>
    db
      .select({ id: vehicles.id })
      .from(userVehicles)
      .innerJoin(appUsers, eq(appUsers.id, userVehicles.idusuario))
      .innerJoin(
        vehicles,
        and(eq(vehicles.matricula, userVehicles.matricula), eq(vehicles.idcliente, appUsers.idcliente)),
      )
      .where(eq(userVehicles.idusuario, idusuario));

  movementList({
    path: '/api/tickets',
    summary: 'Tickets por cliente, estación, vehículo y fechas (más recientes primero)',
    key: 'tickets',
    table: tickets,
    query: MovementQuerySchema,
    item: TicketSchema,
    filters: (q) => [eqIf(tickets.idusuario, q.idusuario)],
  });

  movementList({
    path: '/api/operaciones',
    summary: 'Operaciones del centro autorizador (autorizaciones, anulaciones, consultas)',
    key: 'operaciones',
    table: operations,
    query: MovementQuerySchema.extend({
      resultado: z.enum(['aprobada', 'denegada']).optional(),
      motivo: z.string().trim().min(1).max(60).optional(),
    }),
    item: OperationSchema,
    customerName: true,
    filters: (q) => {
      const { resultado, motivo } = q as { resultado?: string; motivo?: string };
      return [
        eqIf(operations.resultado, resultado),
        eqIf(operations.motivo, motivo),
        q.idusuario ? inArray(operations.idvehiculo, drivenBy(q.idusuario)) : undefined,
      ];
    },
    toWire: explainOperation,
  });

  app.get(
    '/api/tickets/getpdf/:id',
    route(
      'can_view_cliente',
      'El ticket en PDF (estación, fecha, líneas, desglose de IVA, total y forma de pago)',
      {
        params: z.object({ id: zId }),
        produces: ['application/pdf'],
      },
    ),
    async (req, reply) => {
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, req.params.id));
      if (!ticket) throw notFound('No existe el ticket');
      requireInScope(req.actor, { level: 'station', id: ticket.idlocal });
      const [station] = await db
        .select({ station: stations, company: companies })
        .from(stations)
        .leftJoin(companies, eq(companies.idempresa, stations.idempresa))
        .where(eq(stations.idlocal, ticket.idlocal));
      const [customer] = ticket.idcliente
        ? await db
            .select({ codigo: customers.codigo, nombre: customers.nombre, nif: customers.nif })
            .from(customers)
            .where(eq(customers.id, ticket.idcliente))
        : [];
      const pdf = await renderTicketPdf({
        ...ticket,
        station: station?.station ?? {
          local: `Estación ${ticket.idlocal}`,
          direccion: '',
          codigopostal: '',
          poblacion: '',
          provincia: '',
          telefono: '',
        },
        company: station?.company ?? undefined,
        customer,
      });
      return sendPdf(reply, `ticket-${ticket.numero}`, pdf);
    },
  );
}
