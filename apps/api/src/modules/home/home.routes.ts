import {
  DASHBOARD_ROWS,
  type Dashboard,
  DashboardSchema,
  SEARCH_PER_KIND,
  type SearchHit,
  SearchQuerySchema,
  SearchResultSchema,
  WorkAreaQuerySchema,
} from '@ac/shared';
import { and, count, desc, eq, gt, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  appUsers,
  companies,
  customerConfig,
  customers,
  customerTpvOptions,
  operations,
  stations,
  tickets,
  vehicles,
} from '../../db/schema';
import { sortExpression } from '../../kit/paging';
import { scopeCondition } from '../../kit/place';
import { searchCondition } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { cardKey } from '../../lib/cards';
import { madridDayStart, madridToday } from '../../lib/dates';
import type { Actor } from '../../plugins/session';
import { riskOf } from '../operacioncredito/credit.service';
import { cardInHand, pinTrouble } from '../vehiculos/vehiculos.routes';

const tags = ['Inicio'];
const route = routeOptions(tags);

type WorkArea = z.infer<typeof WorkAreaQuerySchema>;

/** Credit customers with a limit looked at for the dashboard: the rest are counted as `capped`. */
const CREDIT_CANDIDATES = 2_000;

/** The stations of the work area the actor covers, as a condition on a station column. */
export function stationsOf(actor: Actor, area: WorkArea, column: AnyPgColumn): SQL | undefined {
  const within = area.idlocal
    ? eq(column, area.idlocal)
    : area.idempresa
      ? sql`${column} in (select ${stations.idlocal} from ${stations} where ${stations.idempresa} = ${area.idempresa})`
      : sql`${column} in (select ${stations.idlocal} from ${stations} join ${companies} on ${companies.idempresa} = ${stations.idempresa} where ${companies.idgrupo} = ${area.idgrupo})`;
  return and(within, scopeCondition(actor.scope, 'station', column));
}

/** The customers of the work area's group the actor covers. */
const customersOf = (actor: Actor, area: WorkArea): SQL | undefined =>
  and(
    eq(customers.idgrupo, area.idgrupo),
    isNull(customers.deleted_at),
    scopeCondition(actor.scope, 'group', customers.idgrupo),
  );

/**
 * Inicio's dashboard and the top bar's search: what the signed-in user may see of the chosen work area,
 * each block or kind only with its view permission, every query on an index and bounded.
 */
export async function homeRoutes({ app, database }: AppContext) {
  const { db } = database;
  const key = await cardKey(db);
  // The work area's ids need only lead to what the user covers; the rows are then narrowed to it.
  const areaScope = {
    scope: { group: 'idgrupo', company: 'idempresa', station: 'idlocal' },
    scopeReach: true,
  };

  async function todaysOperations(actor: Actor, area: WorkArea): Promise<Dashboard['operaciones']> {
    const rows = await db
      .select({ resultado: operations.resultado, motivo: operations.motivo, total: count() })
      .from(operations)
      .where(
        and(
          stationsOf(actor, area, operations.idlocal),
          gte(operations.fecha, madridDayStart(madridToday())),
          eq(operations.tipo, 'autorización'),
        ),
      )
      .groupBy(operations.resultado, operations.motivo);
    const sum = (r: string) => rows.filter((x) => x.resultado === r).reduce((n, x) => n + x.total, 0);
    return {
      aprobadas: sum('aprobada'),
      denegadas: sum('denegada'),
      motivos: rows
        .filter((r) => r.resultado === 'denegada')
        .map((r) => ({ motivo: r.motivo, total: r.total }))
        .sort((a, b) => b.total - a.total),
    };
  }

  async function creditNearLimit(actor: Actor, area: WorkArea): Promise<Dashboard['credito']> {
    // The group's customers with a credit limit (bounded), each one's risk from its own index range.
    const candidates = db
      .select({
        id: customers.id,
        codigo: customers.codigo,
        nombre: customers.nombre,
        limite: sql<number>`${customerConfig.limitecredito}`.as('limite'),
      })
      .from(customers)
      .innerJoin(customerConfig, eq(customerConfig.idcliente, customers.id))
      .where(and(customersOf(actor, area), eq(customers.contado, false), gt(customerConfig.limitecredito, 0)))
      .orderBy(customers.id)
      .limit(CREDIT_CANDIDATES + 1)
      .as('c');
    const risk = riskOf(candidates.id);
    const rows = await db
      .select({
        id: candidates.id,
        codigo: candidates.codigo,
        nombre: candidates.nombre,
        limite: candidates.limite,
        riesgo: sql<number>`${risk}`.mapWith(Number),
      })
      .from(candidates);
    const capped = rows.length > CREDIT_CANDIDATES;
    const near = rows
      .slice(0, CREDIT_CANDIDATES)
      .map((r) => ({ ...r, limite: Number(r.limite) }))
      .filter((r) => r.riesgo >= r.limite * 0.8)
      .sort((a, b) => b.riesgo / b.limite - a.riesgo / a.limite);
    const superado = near.filter((r) => r.riesgo > r.limite).length;
    return {
      superado,
      cerca: near.length - superado,
      clientes: near.slice(0, DASHBOARD_ROWS).map((r) => ({
        id: r.id,
        codigo: r.codigo,
        nombre: r.nombre,
        limitecredito: r.limite / 100,
        riesgo: r.riesgo / 100,
      })),
      capped,
    };
  }

  async function tpvPending(actor: Actor, area: WorkArea): Promise<Dashboard['tpv']> {
    const where = and(
      customersOf(actor, area),
      eq(customerTpvOptions.pendienteenvio, true),
      isNull(customerTpvOptions.deleted_at),
    );
    const from = () =>
      db
        .select({
          id: customerTpvOptions.id,
          idcliente: customerTpvOptions.idcliente,
          cliente: customers.nombre,
          descripcion: customerTpvOptions.descripcion,
        })
        .from(customerTpvOptions)
        .innerJoin(customers, eq(customers.id, customerTpvOptions.idcliente))
        .where(where);
    const [opciones, [total]] = await Promise.all([
      from().orderBy(desc(customerTpvOptions.id)).limit(DASHBOARD_ROWS),
      db
        .select({ n: count() })
        .from(customerTpvOptions)
        .innerJoin(customers, eq(customers.id, customerTpvOptions.idcliente))
        .where(where),
    ]);
    return { total: total?.n ?? 0, opciones };
  }

  async function pinFailures(actor: Actor, area: WorkArea): Promise<Dashboard['pin']> {
    const where = and(customersOf(actor, area), isNull(vehicles.deleted_at), pinTrouble());
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: vehicles.id,
          matricula: vehicles.matricula,
          cliente: customers.nombre,
          pinerroneos: vehicles.pinerroneos,
          bloqueado: vehicles.bloqueado,
        })
        .from(vehicles)
        .innerJoin(customers, eq(customers.id, vehicles.idcliente))
        .where(where)
        .orderBy(desc(vehicles.bloqueado), desc(vehicles.pinerroneos), vehicles.id)
        .limit(DASHBOARD_ROWS),
      db
        .select({ n: count() })
        .from(vehicles)
        .innerJoin(customers, eq(customers.id, vehicles.idcliente))
        .where(where),
    ]);
    return { total: total?.n ?? 0, vehiculos: rows };
  }

  app.get(
    '/api/v1/dashboard',
    route(
      { auth: 'session', ...areaScope },
      'Resumen del área de trabajo para Inicio: autorizaciones y denegaciones de hoy, clientes cerca de su límite de crédito, opciones TPV pendientes de enviar y tarjetas con PIN erróneos (solo los bloques que el usuario puede ver)',
      {
        querystring: WorkAreaQuerySchema,
        response: { 200: DashboardSchema },
      },
    ),
    async (req) => {
      const { actor } = req;
      const area = req.query;
      const can = (p: string) => actor.permissions.has(p);
      const [operaciones, credito, tpv, pin] = await Promise.all([
        can('can_view_cliente') ? todaysOperations(actor, area) : undefined,
        can('can_view_operacionescredito') ? creditNearLimit(actor, area) : undefined,
        can('can_view_cliente') ? tpvPending(actor, area) : undefined,
        can('can_view_vehiculo') ? pinFailures(actor, area) : undefined,
      ]);
      return { operaciones, credito, tpv, pin };
    },
  );

  app.get(
    '/api/v1/search',
    route(
      { auth: 'session', ...areaScope },
      'Búsqueda global en el área de trabajo: clientes (nombre, código, NIF), vehículos (matrícula), tarjetas (últimas cifras), tickets (número) y usuarios de la app (nombre, DNI); como mucho 5 de cada tipo, solo los que el usuario puede ver',
      {
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema },
      },
    ),
    async (req) => {
      const { actor } = req;
      const { q, ...area } = req.query;
      const can = (p: string) => actor.permissions.has(p);
      const digits = /^\d{3,4}$/.test(q) ? q : null;
      const plate = q.toUpperCase().replace(/[\s-]/g, '');
      const searches: Promise<SearchHit[]>[] = [];
      if (can('can_view_cliente')) {
        searches.push(
          db
            .select({
              id: customers.id,
              codigo: customers.codigo,
              nombre: customers.nombre,
              nif: customers.nif,
            })
            .from(customers)
            .where(and(customersOf(actor, area), searchCondition([customers.busqueda], q)))
            .orderBy(sortExpression(customers.nombre), customers.id)
            .limit(SEARCH_PER_KIND)
            .then((rows) =>
              rows.map((r) => ({
                kind: 'cliente' as const,
                id: r.id,
                title: r.nombre,
                detail: `Código ${r.codigo} · NIF ${r.nif}`,
              })),
            ),
        );
        searches.push(
          db
            .select({
              id: tickets.id,
              numero: tickets.numero,
              fecha: tickets.fecha,
              local: stations.local,
              total: tickets.total,
            })
            .from(tickets)
            .innerJoin(stations, eq(stations.idlocal, tickets.idlocal))
            .where(and(eq(tickets.numero, q.toUpperCase()), stationsOf(actor, area, tickets.idlocal)))
            .orderBy(desc(tickets.fecha))
            .limit(SEARCH_PER_KIND)
            .then((rows) =>
              rows.map((r) => ({
                kind: 'ticket' as const,
                id: r.id,
                title: `Ticket ${r.numero}`,
                detail: `${r.fecha.toLocaleString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' })} · ${r.local} · ${r.total.toLocaleString('es-ES', { style: 'currency', currency: 'EUR' })}`,
              })),
            ),
        );
      }
      if (can('can_view_vehiculo')) {
        const vehicleHits = (kind: 'vehiculo' | 'tarjeta', where: SQL | undefined) =>
          db
            .select({
              id: vehicles.id,
              matricula: vehicles.matricula,
              tarjeta: vehicles.tarjeta,
              cliente: customers.nombre,
            })
            .from(vehicles)
            .innerJoin(customers, eq(customers.id, vehicles.idcliente))
            .where(and(customersOf(actor, area), isNull(vehicles.deleted_at), where))
            .orderBy(vehicles.matricula, vehicles.id)
            .limit(SEARCH_PER_KIND)
            .then((rows) =>
              rows.map((r) => ({
                kind,
                id: r.id,
                title: kind === 'tarjeta' ? r.tarjeta : r.matricula,
                detail: kind === 'tarjeta' ? `${r.matricula} · ${r.cliente}` : r.cliente,
              })),
            );
        if (plate.length >= 2 && /^[A-Z0-9]+$/.test(plate))
          searches.push(
            vehicleHits(
              'vehiculo',
              sql`${vehicles.busqueda} like ${`%${plate.toLowerCase()}%`} and ${vehicles.matricula} like ${`%${plate}%`}`,
            ),
          );
        const inHand = cardInHand(key, q);
        if (inHand) searches.push(vehicleHits('tarjeta', inHand));
        // The card's last digits end the search text (plate, make, model, masked card): the trigram index finds them.
        if (digits)
          searches.push(
            vehicleHits(
              'tarjeta',
              and(
                sql`${vehicles.busqueda} like ${`%${digits}`}`,
                sql`${vehicles.tarjeta} like ${`%${digits}`}`,
              ),
            ),
          );
      }
      if (can('can_view_usuario')) {
        searches.push(
          db
            .select({
              id: appUsers.id,
              nombre: appUsers.nombre,
              apellidos: appUsers.apellidos,
              dni: appUsers.dni,
              email: appUsers.email,
            })
            .from(appUsers)
            .where(
              and(
                eq(appUsers.idgrupo, area.idgrupo),
                isNull(appUsers.deleted_at),
                scopeCondition(actor.scope, 'group', appUsers.idgrupo),
                searchCondition([appUsers.busqueda], q),
              ),
            )
            .orderBy(sortExpression(appUsers.apellidos), appUsers.id)
            .limit(SEARCH_PER_KIND)
            .then((rows) =>
              rows.map((r) => ({
                kind: 'usuario' as const,
                id: r.id,
                title: `${r.nombre} ${r.apellidos}`.trim(),
                detail: [r.dni && `DNI ${r.dni}`, r.email].filter(Boolean).join(' · '),
              })),
            ),
        );
      }
      const order = ['cliente', 'vehiculo', 'tarjeta', 'ticket', 'usuario'];
      const hits = (await Promise.all(searches)).flat();
      hits.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
      return { hits };
    },
  );
}
