import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { groupRecord } from './ambito';
import { optionalCustomerRef } from './clientes';
import { audited, blankText, money, requiredRef, stampedNow } from './columns';

// Vales (domain.md "Operaciones"): vouchers issued in batches, redeemed in part down to zero, cancelled with
// a reason; every change of state is a row of the voucher's history.

export const voucherBatches = pgTable(
  'vales_lotes',
  {
    ...groupRecord(),
    idcliente: optionalCustomerRef(),
    cantidad: integer('cantidad').notNull(),
    importe: money('importe').notNull(),
    fechacaducidad: date('fechacaducidad').notNull(),
    descripcion: blankText('descripcion'),
    fecha: stampedNow('fecha'),
  },
  (t) => [index('vales_lotes_grupo_idx').on(t.idgrupo, t.fecha, t.id)],
);

export const vouchers = pgTable(
  'vales',
  {
    ...groupRecord(),
    idcliente: optionalCustomerRef(),
    idlote: requiredRef('idlote', () => voucherBatches.id),
    /** Unique, with a check character (vouchers.code.ts). */
    codigo: text('codigo').notNull(),
    importe: money('importe').notNull(),
    /** What is left: never below zero (a check constraint guards it too). */
    saldo: money('saldo').notNull(),
    fechaemision: stampedNow('fechaemision'),
    fechacaducidad: date('fechacaducidad').notNull(),
    /** emitido, canjeado parcial, canjeado, anulado, caducado. */
    estado: text('estado').notNull().default('emitido'),
    motivoanulacion: blankText('motivoanulacion'),
    ...audited(),
  },
  (t) => [
    uniqueIndex('vales_codigo_uq').on(t.codigo),
    check('vales_saldo_check', sql`saldo >= 0 and saldo <= importe`),
    index('vales_grupo_emision_idx').on(t.idgrupo, t.fechaemision, t.id),
    index('vales_emision_idx').on(t.fechaemision, t.id),
    index('vales_cliente_emision_idx').on(t.idcliente, t.fechaemision, t.id),
    index('vales_lote_idx').on(t.idlote, t.id),
    index('vales_caducidad_idx').on(t.fechacaducidad).where(sql`estado in ('emitido', 'canjeado parcial')`),
  ],
);

export const voucherHistory = pgTable(
  'vales_historial',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idvale: requiredRef('idvale', () => vouchers.id),
    fecha: stampedNow('fecha'),
    /** emisión, canje, anulación, caducidad. */
    accion: text('accion').notNull(),
    estado: text('estado').notNull(),
    importe: money('importe').notNull().default(0),
    saldo: money('saldo').notNull(),
    motivo: blankText('motivo'),
    usuario: blankText('usuario'),
  },
  (t) => [index('vales_historial_vale_idx').on(t.idvale, t.fecha, t.id)],
);
