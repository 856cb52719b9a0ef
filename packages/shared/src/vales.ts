import { z } from 'zod';
import { zDay, zEuros } from './clientes';

// Vales (domain.md "Operaciones"): vouchers issued in batches, redeemed in part, cancelled with a reason.

export const VOUCHER_STATES = ['emitido', 'canjeado parcial', 'canjeado', 'anulado', 'caducado'] as const;

const zReason = z
  .string({ error: 'Indique el motivo' })
  .trim()
  .min(3, 'Indique el motivo (al menos 3 caracteres)')
  .max(300, 'Como máximo 300 caracteres');

export const VoucherSchema = z.object({
  id: z.number(),
  idgrupo: z.number(),
  idcliente: z.number().nullable(),
  cliente: z.string().nullable().optional(),
  idlote: z.number(),
  codigo: z.string(),
  importe: z.number(),
  saldo: z.number(),
  fechaemision: z.string(),
  fechacaducidad: z.string(),
  estado: z.string(),
  motivoanulacion: z.string(),
  version: z.number(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

/** What a voucher's record holds that people set (through a batch). */
export const VoucherFieldsSchema = z.object({
  idgrupo: z.number({ error: 'Elija el grupo' }).int().positive('Elija el grupo'),
  idcliente: z.number().int().positive().nullable().default(null),
});

export const VoucherBatchSchema = z.object({
  idgrupo: z.number({ error: 'Elija el grupo' }).int().positive('Elija el grupo'),
  /** A customer's vouchers, or the group's (null). */
  idcliente: z.number().int().positive().nullable().default(null),
  cantidad: z
    .number({ error: 'Indique cuántos vales' })
    .int('Un número entero de vales')
    .min(1, 'Al menos 1 vale')
    .max(500, 'Como máximo 500 vales por lote'),
  importe: zEuros.refine((v) => v > 0, 'El importe debe ser mayor que 0'),
  /** Default: the account's voucher expiry (Ajustes generales) from today. */
  fechacaducidad: zDay.nullable().default(null),
  descripcion: z.string().trim().max(200, 'Como máximo 200 caracteres').default(''),
});
export type VoucherBatch = z.infer<typeof VoucherBatchSchema>;

export const VoucherBatchResultSchema = z.object({
  idlote: z.number(),
  cantidad: z.number(),
  fechacaducidad: z.string(),
  vouchers: z.array(VoucherSchema),
});

export const VoucherCancelSchema = z.object({
  id: z.number({ error: 'Indique el vale' }).int().positive(),
  motivo: zReason,
  version: z.number().int().positive().optional(),
});

export const VoucherRedeemSchema = z.object({
  codigo: z
    .string({ error: 'Indique el código del vale' })
    .trim()
    .min(1, 'Indique el código del vale')
    .max(40),
  importe: zEuros.refine((v) => v > 0, 'El importe debe ser mayor que 0'),
});

export const VoucherHistorySchema = z.object({
  id: z.number(),
  idvale: z.number(),
  fecha: z.string(),
  accion: z.string(),
  estado: z.string(),
  importe: z.number(),
  saldo: z.number(),
  motivo: z.string(),
  usuario: z.string(),
});
export type VoucherHistory = z.infer<typeof VoucherHistorySchema>;
