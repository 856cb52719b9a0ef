import { z } from 'zod';
import {
  zGroupId,
  zOptionalDay,
  zOptionalId,
  zOptionalVersion,
  zPositiveEuros,
  zReason,
  zRecordId,
  zRequiredText,
} from './fields';

// Vales (domain.md "Operaciones"): vouchers issued in batches, redeemed in part, cancelled with a reason.

export const VOUCHER_STATES = ['emitido', 'canjeado parcial', 'canjeado', 'anulado', 'caducado'] as const;

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

/**
 * Why a voucher cannot be redeemed now ('' when it can): the API refuses with it, and the redeem dialog
 * says it before anything is sent. `today`: YYYY-MM-DD in Madrid; `saldo` in any unit (only its sign counts).
 */
export function voucherRefusal(
  v: Pick<Voucher, 'estado' | 'motivoanulacion' | 'fechacaducidad' | 'saldo'>,
  today: string,
): string {
  if (v.estado === 'anulado') return `Vale anulado${v.motivoanulacion ? `: ${v.motivoanulacion}` : ''}`;
  if (v.estado === 'caducado' || v.fechacaducidad < today)
    return `Vale caducado el ${v.fechacaducidad.split('-').reverse().join('/')}`;
  if (v.estado === 'canjeado' || v.saldo <= 0) return 'El vale ya se canjeó por completo';
  return '';
}

/** What a voucher's record holds that people set (through a batch). */
export const VoucherFieldsSchema = z.object({
  idgrupo: zGroupId,
  idcliente: zOptionalId,
});

export const VoucherBatchSchema = z.object({
  idgrupo: zGroupId,
  /** A customer's vouchers, or the group's (null). */
  idcliente: zOptionalId,
  cantidad: z
    .number({ error: 'Indique cuántos vales' })
    .int('Un número entero de vales')
    .min(1, 'Al menos 1 vale')
    .max(500, 'Como máximo 500 vales por lote'),
  importe: zPositiveEuros,
  /** Default: the account's voucher expiry (Ajustes generales) from today. */
  fechacaducidad: zOptionalDay,
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
  id: zRecordId('Indique el vale'),
  motivo: zReason,
  version: zOptionalVersion,
});

export const VoucherRedeemSchema = z.object({
  codigo: zRequiredText('Indique el código del vale', 1, 'Indique el código del vale', 40),
  importe: zPositiveEuros,
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
