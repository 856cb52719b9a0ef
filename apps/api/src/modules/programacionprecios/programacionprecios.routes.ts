import { zDateParam, zId } from '@ac/shared';
import {
  PRICE_CHANGE_STATES,
  PriceChangeCancelSchema,
  PriceChangeCreatedSchema,
  PriceChangeFieldsSchema,
  PriceChangeSchema,
  PriceConfirmResponseSchema,
  PriceConfirmSchema,
  PriceGridSchema,
  PriceHistorySchema,
  PriceLimitFieldsSchema,
  PriceLimitSchema,
  TerminalPricesSchema,
} from '@ac/shared/programacionprecios';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  companies,
  priceChanges,
  priceHistory,
  priceLimits,
  prices,
  products,
  stations,
} from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { inIds } from '../../kit/paging';
import { otherLiveRow, requireInScope, scopeCondition } from '../../kit/place';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { conflict, duplicate, isUniqueViolation, notFound, validationError } from '../../lib/http-error';
import {
  instantToMadridLocal,
  isLocalTime,
  madridLocalToInstant,
  spanishLocal,
} from '../../lib/madrid-local';
import { writeAudit } from '../../plugins/audit';
import { confirmPriceChanges, startPriceScheduler } from './prices.service';

/** A price already pending for the same station, product and moment. */
const pendingClash = (producto: string, shown: string, stations: string[]) => {
  const where = stations.length ? ` en ${stations.join(', ')}` : '';
  const message = `Ya hay un cambio pendiente de ${producto} para las ${shown.slice(11)} del ${shown.slice(0, 10)}${where}: cancélelo antes o elija otra hora`;
  return conflict(message, undefined, { fechaefectiva: message });
};

const tags = ['Programación de precios'];
const route = routeOptions(tags);
const euros3 = (n: number) =>
  n.toLocaleString('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A group product that may be priced: live, of the group (its fuels and the rest of the catalogue). */
async function productOfGroup(db: AppContext['database']['db'], idproducto: number, idgrupo?: number) {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.idproducto, idproducto), isNull(products.deleted_at)));
  if (!p) throw validationError({ idproducto: 'No existe el producto' });
  if (idgrupo !== undefined && p.idgrupo !== idgrupo)
    throw validationError({ idproducto: 'El producto no es del grupo' });
  return p;
}

/** Programación de precios: the grid, scheduled changes (Madrid time), limits, history, and the scheduler. */
export async function pricesRoutes(ctx: AppContext) {
  const { app, database, config } = ctx;
  const { db } = database;

  // ── Limits ──
  defineResource(ctx, {
    name: 'limite_precio',
    labels: { one: 'límite de precio', many: 'límites de precio' },
    permission: 'precio',
    table: priceLimits,
    paths: restPaths('/api/v1/pricelimits', 'create'),
    tags,
    fields: PriceLimitFieldsSchema,
    wire: PriceLimitSchema,
    place: { level: 'group', column: priceLimits.idgrupo, fixed: 'Los límites no pueden pasar a otro grupo' },
    filters: { idproducto: { column: priceLimits.idproducto, schema: zId } },
    sort: { id: priceLimits.id },
    defaultSort: 'id',
    lookups: {
      producto: { column: products.descripcion, on: [products.idproducto, priceLimits.idproducto] },
    },
    async beforeCreate(tx, values) {
      await productOfGroup(tx as never, values.idproducto, values.idgrupo);
      const taken = await otherLiveRow(tx, priceLimits.id, [eq(priceLimits.idproducto, values.idproducto)]);
      if (taken) throw duplicate('idproducto', 'El producto ya tiene límites: modifíquelos');
      return values;
    },
    async beforeUpdate(_tx, changes, existing) {
      if (changes.idproducto !== undefined && changes.idproducto !== existing.idproducto)
        throw validationError({ idproducto: 'Los límites no pueden pasar a otro producto' });
      const minimo = changes.minimo ?? existing.minimo;
      const maximo = changes.maximo ?? existing.maximo;
      if (!(maximo > minimo)) throw validationError({ maximo: 'El máximo debe ser mayor que el mínimo' });
      return changes;
    },
  });

  // ── Scheduled changes ──
  const toLocal = (rows: Record<string, unknown>[]) =>
    rows.map((r) => {
      const at = new Date(String(r.fechaefectiva));
      return { ...r, fechaefectiva: instantToMadridLocal(at), instante: at.toISOString() };
    });
  const changesKit = defineResource(ctx, {
    name: 'cambio_precio',
    labels: { one: 'cambio de precio', many: 'cambios de precio' },
    permission: 'precio',
    table: priceChanges,
    paths: { get: '/api/v1/pricechanges' },
    tags,
    fields: PriceChangeSchema.pick({ idlocal: true }),
    wire: PriceChangeSchema.omit({ instante: true }),
    place: { level: 'station', column: priceChanges.idlocal },
    filters: {
      idgrupo: { column: priceChanges.idgrupo, schema: zId, level: 'group' },
      idproducto: { column: priceChanges.idproducto, schema: zId },
      lote: { column: priceChanges.lote, schema: zId },
      estado: {
        column: priceChanges.estado,
        schema: z.enum(PRICE_CHANGE_STATES, { error: 'Estado no válido' }),
      },
    },
    sort: { fechaefectiva: priceChanges.fechaefectiva, id: priceChanges.id },
    defaultSort: '-fechaefectiva',
    lookups: {
      local: { column: stations.local, on: [stations.idlocal, priceChanges.idlocal] },
      producto: { column: products.descripcion, on: [products.idproducto, priceChanges.idproducto] },
    },
    decorate: async (_db, rows) => toLocal(rows),
  });

  app.post(
    '/api/v1/pricechanges/',
    route(
      'can_create_precio',
      'Programa un precio nuevo de un producto en muchas estaciones, a una fecha y hora de Madrid (AAAA-MM-DDTHH:mm)',
      {
        body: PriceChangeFieldsSchema,
        response: { 200: PriceChangeCreatedSchema },
      },
    ),
    async (req) => {
      const body = req.body;
      const idlocales = [...new Set(body.idlocales)];
      for (const idlocal of idlocales) requireInScope(req.actor, { level: 'station', id: idlocal });
      if (!isLocalTime(body.fechaefectiva))
        throw validationError({ fechaefectiva: 'Fecha y hora no válidas' });
      const when = madridLocalToInstant(body.fechaefectiva);
      const shown = spanishLocal(body.fechaefectiva);
      if (when.kind === 'nonexistent')
        throw validationError({
          fechaefectiva: `Las ${shown.slice(11)} del ${shown.slice(0, 10)} no existen en Madrid: ese día los relojes pasan de las 02:00 a las 03:00 (horario de verano). Elija otra hora.`,
        });
      if (when.instant.getTime() < Date.now() - 60_000)
        throw validationError({ fechaefectiva: 'La fecha y hora ya han pasado' });
      const aviso =
        when.kind === 'ambiguous'
          ? `Las ${shown.slice(11)} del ${shown.slice(0, 10)} ocurren dos veces en Madrid (los relojes vuelven de las 03:00 a las 02:00): se aplicará la primera vez, en horario de verano (${when.instant.toISOString().slice(11, 16)} UTC).`
          : null;

      let productName = '';
      const created = await db
        .transaction(async (tx) => {
          const product = await productOfGroup(tx as never, body.idproducto);
          productName = product.descripcion;
          const rows = await tx
            .select({ idlocal: stations.idlocal, local: stations.local, idgrupo: companies.idgrupo })
            .from(stations)
            .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
            .where(and(inArray(stations.idlocal, idlocales), isNull(stations.deleted_at)));
          if (rows.length < idlocales.length) throw notFound('Alguna estación elegida no existe');
          const foreign = rows.find((r) => r.idgrupo !== product.idgrupo);
          if (foreign) throw validationError({ idlocales: `${foreign.local} no es del grupo del producto` });
          const [limit] = await tx
            .select()
            .from(priceLimits)
            .where(and(eq(priceLimits.idproducto, product.idproducto), isNull(priceLimits.deleted_at)));
          if (limit && (body.precio < limit.minimo || body.precio > limit.maximo))
            throw validationError({
              precio: `${euros3(body.precio)} € está fuera de los límites de ${product.descripcion} (de ${euros3(limit.minimo)} a ${euros3(limit.maximo)} €)`,
            });
          // One pending price per station, product and moment (a unique index also stops two at once).
          const clash = await tx
            .select({ idlocal: priceChanges.idlocal })
            .from(priceChanges)
            .where(
              and(
                inArray(priceChanges.idlocal, idlocales),
                eq(priceChanges.idproducto, product.idproducto),
                eq(priceChanges.fechaefectiva, when.instant),
                eq(priceChanges.estado, 'pendiente'),
                isNull(priceChanges.deleted_at),
              ),
            );
          if (clash.length) {
            const names = rows.filter((r) => clash.some((c) => c.idlocal === r.idlocal)).map((r) => r.local);
            throw pendingClash(product.descripcion, shown, names);
          }
          const seq = (await tx.execute(
            sql`select nextval('cambios_precio_id_seq')::int as lote`,
          )) as unknown as {
            rows: { lote: number }[];
          };
          const batch = Number(seq.rows[0]!.lote);
          const inserted = await tx
            .insert(priceChanges)
            .values(
              rows.map((r) => ({
                lote: batch,
                idgrupo: product.idgrupo,
                idlocal: r.idlocal,
                idproducto: product.idproducto,
                precio: body.precio,
                fechaefectiva: when.instant,
              })),
            )
            .returning();
          for (const row of inserted)
            await writeAudit(tx, req, {
              accion: 'alta',
              recurso: 'cambio_precio',
              idregistro: row.id,
              despues: row,
              motivo: aviso ?? undefined,
              place: { level: 'station', id: row.idlocal },
            });
          const names = new Map(rows.map((r) => [r.idlocal, r.local]));
          return inserted.map((row) => ({
            ...row,
            local: names.get(row.idlocal) ?? '',
            producto: product.descripcion,
            aplicado: null,
          }));
        })
        .catch((err: unknown) => {
          // The same change sent twice at once: the second meets the first's row.
          if (isUniqueViolation(err)) throw pendingClash(productName, shown, []);
          throw err;
        });
      return {
        aviso,
        pricechanges: toLocal(created as unknown as Record<string, unknown>[]) as z.infer<
          typeof PriceChangeSchema
        >[],
      };
    },
  );

  changesKit.action({
    path: '/api/v1/pricechanges/cancel',
    summary: 'Cancela un cambio de precio pendiente (con el motivo)',
    body: PriceChangeCancelSchema,
    // Answered as its list shows it (the Madrid time): selectOne decorates.
    response: PriceChangeSchema,
    change(existing, { motivo }) {
      if (existing.estado !== 'pendiente')
        throw conflict(`Solo se cancela un cambio pendiente: este está ${existing.estado}`);
      return { estado: 'cancelado', mensaje: `Cancelado: ${motivo}` };
    },
    audit: ({ motivo }) => ({ accion: 'cancelacion', motivo }),
  });

  // ── The grid ──
  app.get(
    '/api/v1/prices',
    route(
      // The group need only lead to the user's stations (a station manager sees theirs in the grid).
      { auth: 'can_view_precio', scope: { group: 'idgrupo', station: 'idlocal' }, scopeReach: true },
      'Precios actuales: cada estación del grupo con el precio de cada carburante y su próximo cambio',
      {
        querystring: z.object({
          idgrupo: zId,
          idempresa: zId.optional(),
          idlocal: zId.optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(500),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: { 200: PriceGridSchema },
      },
    ),
    async (req) => {
      const q = req.query;
      const where = and(
        eq(companies.idgrupo, q.idgrupo),
        isNull(stations.deleted_at),
        q.idempresa ? eq(stations.idempresa, q.idempresa) : undefined,
        q.idlocal ? eq(stations.idlocal, q.idlocal) : undefined,
        scopeCondition(req.actor.scope, 'station', stations.idlocal),
      );
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(stations)
        .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
        .where(where);
      const page = await db
        .select({ idlocal: stations.idlocal, local: stations.local })
        .from(stations)
        .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
        .where(where)
        .orderBy(sql`es_orden(${stations.local}) collate "C"`, asc(stations.idlocal))
        .limit(q.limit)
        .offset(q.offset);
      const fuels = await db
        .select({
          idproducto: products.idproducto,
          codigo: products.codigo,
          descripcion: products.descripcion,
        })
        .from(products)
        .where(
          and(
            eq(products.idgrupo, q.idgrupo),
            eq(products.familia, 'carburante'),
            eq(products.activo, true),
            isNull(products.deleted_at),
          ),
        )
        .orderBy(sql`es_orden(${products.descripcion}) collate "C"`);
      const ids = page.map((s) => s.idlocal);
      const fuelIds = fuels.map((f) => f.idproducto);
      const now =
        ids.length && fuelIds.length
          ? await db
              .select({
                idlocal: prices.idlocal,
                idproducto: prices.idproducto,
                precio: prices.precio,
                // ISO text from the database: 3,000 cells need no Date round trip.
                desde: sql<string>`to_char(${prices.desde} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
              })
              .from(prices)
              .where(and(inIds(prices.idlocal, ids), inIds(prices.idproducto, fuelIds)))
          : [];
      const next =
        ids.length && fuelIds.length
          ? await db
              .selectDistinctOn([priceChanges.idlocal, priceChanges.idproducto], {
                idlocal: priceChanges.idlocal,
                idproducto: priceChanges.idproducto,
                precio: priceChanges.precio,
                fechaefectiva: priceChanges.fechaefectiva,
              })
              .from(priceChanges)
              .where(
                and(
                  inIds(priceChanges.idlocal, ids),
                  inIds(priceChanges.idproducto, fuelIds),
                  eq(priceChanges.estado, 'pendiente'),
                  isNull(priceChanges.deleted_at),
                ),
              )
              .orderBy(priceChanges.idlocal, priceChanges.idproducto, priceChanges.fechaefectiva)
          : [];
      const key = (l: number, p: number) => `${l}:${p}`;
      const nowBy = new Map(now.map((r) => [key(r.idlocal, r.idproducto), r]));
      const nextBy = new Map(next.map((r) => [key(r.idlocal, r.idproducto), r]));
      return {
        total: count?.n ?? 0,
        productos: fuels,
        prices: page.map((s) => ({
          ...s,
          precios: fuels.map((f) => {
            const p = nowBy.get(key(s.idlocal, f.idproducto));
            const n = nextBy.get(key(s.idlocal, f.idproducto));
            return {
              idproducto: f.idproducto,
              precio: p?.precio ?? null,
              desde: p?.desde ?? null,
              pendiente: n
                ? { precio: n.precio, fechaefectiva: instantToMadridLocal(n.fechaefectiva) }
                : null,
            };
          }),
        })),
      };
    },
  );

  // ── History ──
  app.get(
    '/api/v1/prices/history',
    route(
      { auth: 'can_view_precio', scope: { station: 'idlocal' } },
      'Historia de precios de un producto en una estación (lo más reciente primero)',
      {
        querystring: z.object({
          idlocal: zId,
          idproducto: zId,
          datesince: zDateParam.optional(),
          dateto: zDateParam.optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(500),
          cursor: z.string().max(500).optional(),
        }),
        response: { 200: PriceHistorySchema },
      },
    ),
    async (req) => {
      const q = req.query;
      const page = await dateList<{ id: number; fecha: Date; precio: number }>(
        database,
        {
          table: priceHistory,
          select: { id: priceHistory.id, fecha: priceHistory.fecha, precio: priceHistory.precio },
          where: [eq(priceHistory.idlocal, q.idlocal), eq(priceHistory.idproducto, q.idproducto)],
        },
        q,
      );
      const { rows, ...meta } = page;
      return {
        ...meta,
        history: rows.map((r) => ({
          id: Number(r.id),
          fecha: new Date(r.fecha).toISOString(),
          precio: r.precio,
        })),
      };
    },
  );

  // ── The station's side (its terminals, `x-terminal-key`): read the prices, confirm what was sent ──
  const terminalRoute = routeOptions(['Autorización (terminales)']);
  app.get(
    '/api/v1/authorize/prices',
    terminalRoute(
      'terminal',
      'Precios de la estación del terminal ahora, y los cambios enviados que esperan su confirmación',
      { response: { 200: TerminalPricesSchema } },
    ),
    async (req) => {
      const { idlocal } = req.terminal;
      const now = await db
        .select({ idproducto: prices.idproducto, precio: prices.precio, desde: prices.desde })
        .from(prices)
        .where(eq(prices.idlocal, idlocal))
        .orderBy(prices.idproducto);
      const sent = await db
        .select({
          id: priceChanges.id,
          idproducto: priceChanges.idproducto,
          precio: priceChanges.precio,
          fechaefectiva: priceChanges.fechaefectiva,
        })
        .from(priceChanges)
        .where(and(eq(priceChanges.idlocal, idlocal), eq(priceChanges.estado, 'enviado')))
        .orderBy(priceChanges.id)
        .limit(500);
      return {
        precios: now.map((p) => ({ ...p, desde: p.desde.toISOString() })),
        cambios: sent.map((c) => ({ ...c, fechaefectiva: c.fechaefectiva.toISOString() })),
      };
    },
  );

  app.post(
    '/api/v1/authorize/prices/confirm',
    terminalRoute(
      'terminal',
      'La estación confirma los cambios de precio enviados (aplicado) o dice por qué no pudo (error); repetirlo no cambia nada',
      { body: PriceConfirmSchema, response: { 200: PriceConfirmResponseSchema } },
    ),
    async (req) => {
      const { idlocal, idterminal } = req.terminal;
      const ids = [...new Set(req.body.cambios.map((c) => c.id))];
      if (ids.length < req.body.cambios.length)
        throw validationError({ cambios: 'Un cambio aparece más de una vez' });
      return db.transaction(async (tx) => {
        const { moved, states } = await confirmPriceChanges(tx, idlocal, req.body.cambios);
        const missing = ids.find((id) => !states.some((s) => s.id === id));
        if (missing) throw notFound(`No existe el cambio de precio ${missing} en la estación del terminal`);
        const who = { accountId: null, email: `terminal ${idterminal}` };
        for (const row of moved)
          await writeAudit(
            tx,
            req,
            {
              accion: 'modificacion',
              recurso: 'cambio_precio',
              idregistro: row.id,
              antes: { estado: 'enviado' },
              despues: { estado: row.estado, mensaje: row.mensaje },
              place: { level: 'station', id: idlocal },
            },
            who,
          );
        return { cambios: states };
      });
    },
  );

  const stop = startPriceScheduler(db, config.priceSchedulerMs, app.log);
  app.addHook('onClose', async () => stop());
}
