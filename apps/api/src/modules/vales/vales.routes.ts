import { randomInt } from 'node:crypto';
import {
  codeProblem,
  newVoucherCode,
  normaliseCode,
  pageOf,
  VOUCHER_STATES,
  VoucherBatchResultSchema,
  VoucherBatchSchema,
  VoucherCancelSchema,
  VoucherFieldsSchema,
  VoucherHistorySchema,
  VoucherRedeemSchema,
  VoucherSchema,
  voucherRefusal,
  zId,
} from '@ac/shared';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { customers, groups, voucherBatches, voucherHistory, vouchers } from '../../db/schema';
import { toWire } from '../../kit/paging';
import { requireInScope } from '../../kit/place';
import { defineResource } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { addDays, madridToday } from '../../lib/dates';
import { notFound, validationError } from '../../lib/http-error';
import { docFormat, sendPdf } from '../../lib/pdf';
import { withAudit } from '../../plugins/audit';
import { getSettings } from '../configuracion/settings.service';
import { renderVouchersPdf } from './vouchers-pdf';

const tags = ['Vales'];
const route = routeOptions(tags);
const LIVE = ['emitido', 'canjeado parcial'];

async function history(
  tx: Tx,
  rows: {
    idvale: number;
    accion: string;
    estado: string;
    importe?: number;
    saldo: number;
    motivo?: string;
  }[],
  usuario: string,
) {
  if (rows.length) await tx.insert(voucherHistory).values(rows.map((r) => ({ ...r, usuario })));
}

export async function vouchersRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  const kit = defineResource(ctx, {
    name: 'vale',
    labels: { one: 'vale', many: 'vales' },
    permission: 'vale',
    table: vouchers,
    title: sql`${vouchers.codigo}`,
    paths: { get: '/api/v1/vouchers' },
    tags,
    fields: VoucherFieldsSchema,
    wire: VoucherSchema,
    place: { level: 'group', column: vouchers.idgrupo },
    filters: {
      idcliente: { column: vouchers.idcliente, schema: zId },
      idlote: { column: vouchers.idlote, schema: zId },
      estado: { column: vouchers.estado, schema: z.enum(VOUCHER_STATES, { error: 'Estado no válido' }) },
    },
    search: [vouchers.codigo],
    sort: { fechaemision: vouchers.fechaemision, id: vouchers.id },
    defaultSort: '-fechaemision',
    lookups: { cliente: { column: customers.nombre, on: [customers.id, vouchers.idcliente] } },
  });

  app.get(
    '/api/v1/vouchers/history',
    route('can_view_vale', 'Historial de un vale: emisión, canjes, anulación, caducidad', {
      querystring: z.object({ id: zId }),
      response: { 200: pageOf('history', VoucherHistorySchema) },
    }),
    async (req) => {
      await kit.findOne(db, req.query.id, req.actor);
      const rows = await db
        .select()
        .from(voucherHistory)
        .where(eq(voucherHistory.idvale, req.query.id))
        .orderBy(asc(voucherHistory.fecha), asc(voucherHistory.id))
        .limit(500);
      return { total: rows.length, history: rows.map(toWire) as never[] };
    },
  );

  app.post(
    '/api/v1/vouchers/batch',
    route(
      { auth: 'can_create_vale', scope: { group: 'idgrupo' } },
      'Emite un lote de vales para un cliente o para el grupo (importe, caducidad)',
      {
        body: VoucherBatchSchema,
        response: { 200: VoucherBatchResultSchema },
      },
    ),
    async (req) => {
      const b = req.body;
      const [group] = await db
        .select({ idcuentacomercial: groups.idcuentacomercial })
        .from(groups)
        .where(eq(groups.idgrupo, b.idgrupo));
      if (!group) throw validationError({ idgrupo: 'No existe el grupo' });
      if (b.idcliente) {
        const [c] = await db
          .select({ idgrupo: customers.idgrupo })
          .from(customers)
          .where(and(eq(customers.id, b.idcliente), sql`${customers.deleted_at} is null`));
        if (!c || c.idgrupo !== b.idgrupo)
          throw validationError({ idcliente: 'El cliente no existe en el grupo elegido' });
      }
      const today = madridToday();
      const fechacaducidad =
        b.fechacaducidad ??
        addDays(today, (await getSettings(db, group.idcuentacomercial)).caducidadvalesdias);
      if (fechacaducidad < today)
        throw validationError({ fechacaducidad: 'La caducidad no puede ser anterior a hoy' });
      return withAudit(db, req, async (tx) => {
        const [batch] = await tx
          .insert(voucherBatches)
          .values({
            idgrupo: b.idgrupo,
            idcliente: b.idcliente,
            cantidad: b.cantidad,
            importe: b.importe,
            fechacaducidad,
            descripcion: b.descripcion,
          })
          .returning();
        const made: (typeof vouchers.$inferSelect)[] = [];
        // A code already taken (one in 31¹⁰) is drawn again.
        for (let round = 0; made.length < b.cantidad && round < 5; round++) {
          const rows = await tx
            .insert(vouchers)
            .values(
              Array.from({ length: b.cantidad - made.length }, () => ({
                idgrupo: b.idgrupo,
                idcliente: b.idcliente,
                idlote: batch!.id,
                codigo: newVoucherCode(randomInt),
                importe: b.importe,
                saldo: b.importe,
                fechacaducidad,
              })),
            )
            .onConflictDoNothing()
            .returning();
          made.push(...rows);
        }
        await history(
          tx,
          made.map((v) => ({
            idvale: v.id,
            accion: 'emisión',
            estado: 'emitido',
            importe: v.importe,
            saldo: v.saldo,
          })),
          req.actor.email,
        );
        return {
          result: {
            idlote: batch!.id,
            cantidad: made.length,
            fechacaducidad,
            vouchers: made.map(toWire) as never[],
          },
          audit: {
            accion: 'alta',
            recurso: 'vale',
            idregistro: `lote ${batch!.id}`,
            despues: { ...batch, codigos: made.map((v) => v.codigo) },
            place: { level: 'group', id: b.idgrupo },
          },
        };
      });
    },
  );

  kit.action({
    path: '/api/v1/vouchers/cancel',
    summary: 'Anula un vale con su motivo (no se puede canjear después)',
    body: VoucherCancelSchema,
    change(existing, { motivo }) {
      if (existing.estado === 'anulado') throw validationError({ id: 'El vale ya está anulado' });
      if (existing.estado === 'canjeado') throw validationError({ id: 'El vale ya se canjeó por completo' });
      return { estado: 'anulado', motivoanulacion: motivo };
    },
    audit: ({ motivo }) => ({ accion: 'anulacion', motivo }),
    after: (tx, saved, { id, motivo }, req) =>
      history(
        tx,
        [{ idvale: id, accion: 'anulación', estado: 'anulado', saldo: saved.saldo, motivo }],
        req.actor.email,
      ),
  });

  app.post(
    '/api/v1/vouchers/redeem',
    route('can_edit_vale', 'Canjea un importe de un vale por su código; el saldo nunca baja de cero', {
      body: VoucherRedeemSchema,
      response: { 200: VoucherSchema },
    }),
    async (req) => {
      const codigo = normaliseCode(req.body.codigo);
      const problem = codeProblem(codigo);
      if (problem) throw validationError({ codigo: problem });
      const [found] = await db.select().from(vouchers).where(eq(vouchers.codigo, codigo));
      if (!found) throw notFound('No existe ningún vale con ese código');
      requireInScope(req.actor, { level: 'group', id: found.idgrupo });
      const refuse = (v: typeof found) => voucherRefusal(v, madridToday());
      const why = refuse(found);
      if (why) throw validationError({ codigo: why });
      const cents = Math.round(req.body.importe * 100);
      const saved = await withAudit(db, req, async (tx) => {
        // One statement decides: two redemptions at once can never take the balance below zero.
        const [row] = await tx
          .update(vouchers)
          .set({
            saldo: sql`${vouchers.saldo} - ${cents}` as never,
            estado: sql`case when ${vouchers.saldo} = ${cents} then 'canjeado' else 'canjeado parcial' end`,
            version: sql`${vouchers.version} + 1`,
          })
          .where(
            and(
              eq(vouchers.id, found.id),
              gte(sql`${vouchers.saldo}`, cents),
              inArray(vouchers.estado, LIVE),
            ),
          )
          .returning();
        if (!row) {
          const [now] = await tx.select().from(vouchers).where(eq(vouchers.id, found.id));
          throw validationError({
            importe: refuse(now!) || `Saldo insuficiente: al vale le quedan ${docFormat.euros(now!.saldo)}`,
          });
        }
        await history(
          tx,
          [
            {
              idvale: row.id,
              accion: 'canje',
              estado: row.estado,
              importe: req.body.importe,
              saldo: row.saldo,
            },
          ],
          req.actor.email,
        );
        return {
          result: row,
          audit: {
            accion: 'canje',
            recurso: 'vale',
            idregistro: row.id,
            antes: { saldo: found.saldo, estado: found.estado },
            despues: { saldo: row.saldo, estado: row.estado, importe: req.body.importe },
            place: { level: 'group' as const, id: row.idgrupo },
          },
        };
      });
      return kit.selectOne(db, saved.id, req.actor) as never;
    },
  );

  app.get(
    '/api/v1/vouchers/pdf/:id',
    route('can_view_vale', 'Los vales de un lote en un PDF (hoja de 8 por página, código en texto y en QR)', {
      params: z.object({ id: zId }),
      produces: ['application/pdf'],
    }),
    async (req, reply) => {
      const [batch] = await db.select().from(voucherBatches).where(eq(voucherBatches.id, req.params.id));
      if (!batch) throw notFound('No existe el lote de vales');
      requireInScope(req.actor, { level: 'group', id: batch.idgrupo });
      const rows = await db
        .select()
        .from(vouchers)
        .where(eq(vouchers.idlote, batch.id))
        .orderBy(asc(vouchers.id))
        .limit(500);
      const [group] = await db
        .select({ grupo: groups.grupo })
        .from(groups)
        .where(eq(groups.idgrupo, batch.idgrupo));
      const [customer] = batch.idcliente
        ? await db
            .select({ nombre: customers.nombre })
            .from(customers)
            .where(eq(customers.id, batch.idcliente))
        : [];
      const pdf = await renderVouchersPdf({
        issuer: group?.grupo ?? '',
        holder: customer?.nombre ?? null,
        descripcion: batch.descripcion,
        vouchers: rows,
      });
      return sendPdf(reply, `vales-lote-${batch.id}`, pdf);
    },
  );
}
