import {
  CreditBalanceQuerySchema,
  CreditBalanceSchema,
  CreditMovementCreatedSchema,
  CreditMovementFieldsSchema,
  CreditMovementPageSchema,
  CreditMovementQuerySchema,
  CreditStatementQuerySchema,
  pageOf,
} from '@ac/shared';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customerParent } from '../../db/parents';
import { creditMovements, customerConfig, customers, groups, stations } from '../../db/schema';
import { dateList, eqIf } from '../../kit/date-list';
import { listPage } from '../../kit/list';
import { parseSort, toWire } from '../../kit/paging';
import { liveRows, requireParent, scopeCondition } from '../../kit/place';
import { searchCondition } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { dateRange } from '../../lib/dates';
import { conflict, notFound, validationError } from '../../lib/http-error';
import { docFormat, safeFileName, sendPdf } from '../../lib/pdf';
import { withAudit } from '../../plugins/audit';
import type { Actor } from '../../plugins/session';
import { ticketNumber } from '../tickets/ticket-number';
import { customerRisk, recordCreditMovement, riskOf } from './credit.service';
import { renderStatementCsv, renderStatementPdf, STATEMENT_CAP } from './statement';

const tags = ['Crédito'];
const route = routeOptions(tags);

/** Risk of many customers in one statement (cargos − abonos − pagos), in euros. */
export async function risksOf(db: AppContext['database']['db'], ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({
      idcliente: creditMovements.idcliente,
      riesgo:
        sql<number>`sum(case when ${creditMovements.tipo} = 'cargo' then ${creditMovements.importe} else -${creditMovements.importe} end)`.mapWith(
          creditMovements.importe,
        ),
    })
    .from(creditMovements)
    .where(inArray(creditMovements.idcliente, ids))
    .groupBy(creditMovements.idcliente);
  return new Map(rows.map((r) => [r.idcliente, r.riesgo]));
}

export async function creditRoutes({ app, database }: AppContext) {
  const { db } = database;

  /** The movements a filter names, within the actor's scope (customers by their group). */
  const movementFilter = (
    actor: Actor,
    q: { idgrupo?: number; idcliente?: number; idlocal?: number; tipo?: string },
  ) => [
    scopeCondition(actor.scope, 'group', customers.idgrupo),
    eqIf(customers.idgrupo, q.idgrupo),
    eqIf(creditMovements.idcliente, q.idcliente),
    eqIf(creditMovements.idlocal, q.idlocal),
    eqIf(creditMovements.tipo, q.tipo),
  ];

  app.get(
    '/api/v1/credit/movements',
    route(
      { auth: 'can_view_operacionescredito', scope: { group: 'idgrupo', station: 'idlocal' } },
      'Movimientos de crédito (cargos, abonos, pagos) por cliente, estación y fechas, con totales',
      {
        querystring: CreditMovementQuerySchema,
        response: { 200: CreditMovementPageSchema },
      },
    ),
    async (req) => {
      const q = req.query;
      if (q.idcliente) await requireParent(db, req.actor, customerParent, q.idcliente);
      const where = movementFilter(req.actor, q);
      const { rows, ...meta } = await dateList<Record<string, unknown>>(
        database,
        {
          table: creditMovements,
          parent: { parent: customerParent, fk: creditMovements.idcliente },
          select: {
            id: creditMovements.id,
            idcliente: creditMovements.idcliente,
            cliente: customers.nombre,
            codigo: customers.codigo,
            fecha: creditMovements.fecha,
            tipo: creditMovements.tipo,
            importe: creditMovements.importe,
            idticket: creditMovements.idticket,
            ticket: ticketNumber(creditMovements.idticket),
            idlocal: creditMovements.idlocal,
            local: stations.local,
            concepto: creditMovements.concepto,
          },
          lookups: [{ column: stations.local, on: [stations.idlocal, creditMovements.idlocal] }],
          where,
        },
        q,
      );
      let totales:
        | { movimientos: number; cargos: number; abonos: number; pagos: number; saldo: number }
        | undefined;
      if (!q.cursor) {
        const { from, until } = dateRange(q.datesince, q.dateto);
        const sum = (tipo: string) =>
          sql<number>`coalesce(sum(${creditMovements.importe}) filter (where ${creditMovements.tipo} = ${tipo}), 0)`.mapWith(
            creditMovements.importe,
          );
        const [t] = await db
          .select({
            movimientos: sql<number>`count(*)`.mapWith(Number),
            cargos: sum('cargo'),
            abonos: sum('abono'),
            pagos: sum('pago'),
          })
          .from(creditMovements)
          .innerJoin(customers, eq(customers.id, creditMovements.idcliente))
          .where(
            and(
              ...where,
              from && gte(creditMovements.fecha, from),
              until && lt(creditMovements.fecha, until),
            ),
          );
        const c = t ?? { movimientos: 0, cargos: 0, abonos: 0, pagos: 0 };
        totales = { ...c, saldo: Math.round((c.cargos - c.abonos - c.pagos) * 100) / 100 };
      }
      // The totals count every movement of the filter: the list says the same number, not "más de 1.000".
      const counted = totales ? { total: totales.movimientos, totalcapped: false } : {};
      return { ...meta, ...counted, totales, movements: rows.map(toWire) as never[] };
    },
  );

  app.post(
    '/api/v1/credit/movements/',
    route(
      'can_create_operacionescredito',
      'Registra un pago o un abono del cliente, con su motivo (los movimientos no se editan)',
      {
        body: CreditMovementFieldsSchema,
        response: { 200: CreditMovementCreatedSchema },
      },
    ),
    async (req) => {
      const body = req.body;
      const place = await requireParent(db, req.actor, customerParent, body.idcliente);
      return withAudit(db, req, async (tx) => {
        // One customer's movements are written one at a time: the risk returned is the one after this one.
        await tx.execute(sql`select pg_advisory_xact_lock(${0x637264}, ${body.idcliente})`);
        if (body.riesgo !== undefined) {
          const now = await customerRisk(tx, body.idcliente);
          if (Math.round(now * 100) !== Math.round(body.riesgo * 100)) {
            const message = `El riesgo del cliente ha cambiado mientras tanto: ahora es ${docFormat.euros(now)}. Revise el importe y vuelva a registrarlo.`;
            throw conflict(message, undefined, { importe: message });
          }
        }
        const row = await recordCreditMovement(tx, {
          idcliente: body.idcliente,
          tipo: body.tipo,
          importe: body.importe,
          concepto: body.motivo,
        });
        const [c] = await tx
          .select({ nombre: customers.nombre, codigo: customers.codigo })
          .from(customers)
          .where(eq(customers.id, body.idcliente));
        const riesgo = await customerRisk(tx, body.idcliente);
        const result = toWire({ ...row, cliente: c!.nombre, codigo: c!.codigo, local: null, riesgo });
        return {
          result: result as never,
          audit: {
            accion: 'alta',
            recurso: 'movimientos_credito',
            idregistro: row.id,
            despues: row,
            motivo: body.motivo,
            place,
          },
        };
      });
    },
  );

  app.get(
    '/api/v1/credit/balances',
    route(
      { auth: 'can_view_operacionescredito', scope: { group: 'idgrupo' } },
      'Riesgo de cada cliente a crédito frente a su límite (la misma cifra de la ficha del cliente)',
      {
        querystring: CreditBalanceQuerySchema,
        response: { 200: pageOf('balances', CreditBalanceSchema) },
      },
    ),
    async (req) => {
      const q = req.query;
      const sort = parseSort(q.sort, { nombre: customers.nombre, codigo: customers.codigo }, 'nombre');
      const riskSql = riskOf(customers.id);
      const where: (SQL | undefined)[] = [
        scopeCondition(req.actor.scope, 'group', customers.idgrupo),
        eqIf(customers.idgrupo, q.idgrupo),
        eqIf(customers.id, q.idcliente),
        eq(customers.contado, false),
        searchCondition([customers.busqueda], q.q),
        // Over the limit: each customer's risk from its own row.
        q.excedidos
          ? sql`${riskSql} > coalesce((select cc.limitecredito from clientes_configuracion cc where cc.idcliente = ${customers.id}), 0)`
          : undefined,
        q.cerca
          ? sql`${riskSql} >= 0.8 * coalesce((select cc.limitecredito from clientes_configuracion cc where cc.idcliente = ${customers.id}), 0) and exists (select 1 from clientes_configuracion cc where cc.idcliente = ${customers.id} and cc.limitecredito > 0)`
          : undefined,
      ];
      const { rows, ...meta } = await listPage<{
        id: number;
        idgrupo: number;
        grupo: string | null;
        codigo: number;
        nombre: string;
        limitecredito: number | null;
        bloqueado: boolean | null;
      }>(database, {
        table: customers,
        idColumn: customers.id,
        select: {
          id: customers.id,
          idgrupo: customers.idgrupo,
          grupo: groups.grupo,
          codigo: customers.codigo,
          nombre: customers.nombre,
          limitecredito: customerConfig.limitecredito,
          bloqueado: customerConfig.bloqueado,
        },
        lookups: [
          { column: customerConfig.limitecredito, on: [customerConfig.idcliente, customers.id] },
          { column: groups.grupo, on: [groups.idgrupo, customers.idgrupo] },
        ],
        where,
        sort,
        limit: q.limit,
        offset: q.offset,
        cursor: q.cursor,
      });
      const risks = await risksOf(
        db,
        rows.map((r) => r.id),
      );
      const balances = rows.map((r) => {
        const riesgo = risks.get(r.id) ?? 0;
        const limitecredito = r.limitecredito ?? 0;
        return {
          id: r.id,
          idgrupo: r.idgrupo,
          grupo: r.grupo ?? '',
          codigo: r.codigo,
          nombre: r.nombre,
          limitecredito,
          riesgo,
          disponible: Math.round((limitecredito - riesgo) * 100) / 100,
          bloqueado: r.bloqueado ?? false,
        };
      });
      return { ...meta, balances };
    },
  );

  app.get(
    '/api/v1/credit/statement',
    route(
      'can_view_operacionescredito',
      'Extracto de un cliente entre dos fechas (saldo inicial, movimientos, saldo final) en PDF o CSV',
      {
        querystring: CreditStatementQuerySchema,
        produces: ['application/pdf', 'text/csv'],
      },
    ),
    async (req, reply) => {
      const q = req.query;
      await requireParent(db, req.actor, customerParent, q.idcliente);
      const { from, until } = dateRange(q.datesince, q.dateto);
      if (from && until && from >= until)
        throw validationError({ dateto: 'La fecha final es anterior a la inicial' });
      const [customer] = await db
        .select({ codigo: customers.codigo, nombre: customers.nombre, nif: customers.nif })
        .from(customers)
        .where(and(eq(customers.id, q.idcliente), liveRows(customers)));
      if (!customer) throw notFound('No existe el cliente');
      const signed = sql`case when ${creditMovements.tipo} = 'cargo' then ${creditMovements.importe} else -${creditMovements.importe} end`;
      const [opening] = await db
        .select({ saldo: sql<number>`coalesce(sum(${signed}), 0)`.mapWith(creditMovements.importe) })
        .from(creditMovements)
        .where(and(eq(creditMovements.idcliente, q.idcliente), lt(creditMovements.fecha, from!)));
      const moves = await db
        .select({
          fecha: creditMovements.fecha,
          tipo: creditMovements.tipo,
          importe: creditMovements.importe,
          concepto: creditMovements.concepto,
          local: stations.local,
          idticket: creditMovements.idticket,
          ticket: ticketNumber(creditMovements.idticket),
        })
        .from(creditMovements)
        .leftJoin(stations, eq(stations.idlocal, creditMovements.idlocal))
        .where(
          and(
            eq(creditMovements.idcliente, q.idcliente),
            gte(creditMovements.fecha, from!),
            lt(creditMovements.fecha, until!),
          ),
        )
        .orderBy(asc(creditMovements.fecha), asc(creditMovements.id))
        .limit(STATEMENT_CAP + 1);
      if (moves.length > STATEMENT_CAP)
        throw validationError({
          datesince: `El extracto pasa de ${STATEMENT_CAP} movimientos: elija un periodo más corto`,
        });
      const data = {
        customer,
        datesince: q.datesince,
        dateto: q.dateto,
        opening: opening?.saldo ?? 0,
        moves,
      };
      const file = safeFileName(`extracto-${customer.codigo}-${q.datesince}-${q.dateto}`);
      if (q.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(renderStatementCsv(data));
      return sendPdf(reply, file, await renderStatementPdf(data));
    },
  );
}
