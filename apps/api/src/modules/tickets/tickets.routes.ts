import { datePageOf, MovementQuerySchema, OperationSchema, TicketSchema, zId } from '@ac/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { companies, customers, operations, stations, tickets } from '../../db/schema';
import { dateList, eqIf } from '../../kit/date-list';
import { notFound, outOfScope } from '../../lib/http-error';
import { renderTicketPdf } from './ticket-pdf';
import { operationToWire, stationNames, stationScope, ticketToWire } from './tickets.service';

const tags = ['Tickets y operaciones'];

export async function ticketsRoutes({ app, database }: AppContext) {
  const { db } = database;

  app.get(
    '/api/tickets',
    {
      config: { auth: 'can_view_cliente', scope: { station: 'idlocal' } },
      schema: {
        tags,
        summary: 'Tickets por cliente, estación, vehículo y fechas (más recientes primero)',
        querystring: MovementQuerySchema,
        response: { 200: datePageOf('tickets', TicketSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, ...meta } = await dateList(db, tickets, tickets, q, [
        stationScope(req.actor, tickets.idlocal),
        eqIf(tickets.idlocal, q.idlocal),
        eqIf(tickets.idcliente, q.idcliente),
        eqIf(tickets.idvehiculo, q.idvehiculo),
        eqIf(tickets.idusuario, q.idusuario),
      ]);
      const names = await stationNames(
        db,
        rows.map((r) => r.idlocal),
      );
      return { ...meta, tickets: rows.map((r) => ticketToWire(r, names.get(r.idlocal) ?? '')) };
    },
  );

  app.get(
    '/api/operaciones',
    {
      config: { auth: 'can_view_cliente', scope: { station: 'idlocal' } },
      schema: {
        tags,
        summary: 'Operaciones del centro autorizador (autorizaciones, anulaciones, consultas)',
        querystring: MovementQuerySchema.extend({ resultado: z.enum(['aprobada', 'denegada']).optional() }),
        response: { 200: datePageOf('operaciones', OperationSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, ...meta } = await dateList(db, operations, operations, q, [
        stationScope(req.actor, operations.idlocal),
        eqIf(operations.idlocal, q.idlocal),
        eqIf(operations.idcliente, q.idcliente),
        eqIf(operations.idvehiculo, q.idvehiculo),
        eqIf(operations.resultado, q.resultado),
      ]);
      const names = await stationNames(
        db,
        rows.map((r) => r.idlocal),
      );
      return { ...meta, operaciones: rows.map((r) => operationToWire(r, names.get(r.idlocal) ?? '')) };
    },
  );

  app.get(
    '/api/tickets/getpdf/:id',
    {
      config: { auth: 'can_view_cliente' },
      schema: {
        tags,
        summary: 'El ticket en PDF (estación, fecha, líneas, desglose de IVA, total y forma de pago)',
        params: z.object({ id: zId }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, req.params.id));
      if (!ticket) throw notFound('No existe el ticket');
      if (!req.actor.scope.hasStation(ticket.idlocal)) throw outOfScope();
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
      const file = ticket.numero.replace(/[^A-Za-z0-9_-]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="ticket-${file}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
