import { z } from 'zod';
import { zDateParam, zId } from './wire';

// Fidelización (domain.md "Operaciones"): points movements with the balance after each.

export const POINTS_MOVEMENT_TYPES = ['acumulación', 'canje', 'ajuste', 'caducidad', 'anulación'] as const;

export const PointsMovementQuerySchema = z.object({
  idgrupo: zId.optional(),
  idusuario: zId.optional(),
  idlocal: zId.optional(),
  tipo: z.enum(POINTS_MOVEMENT_TYPES, { error: 'Tipo de movimiento no válido' }).optional(),
  datesince: zDateParam.optional(),
  dateto: zDateParam.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(500).optional(),
});

export const PointsMovementSchema = z.object({
  id: z.number(),
  idusuario: z.number(),
  usuario: z.string(),
  email: z.string(),
  fecha: z.string(),
  tipo: z.string(),
  puntos: z.number(),
  /** The user's balance right after this movement. */
  saldo: z.number(),
  idticket: z.number().nullable(),
  /** The ticket's number (what is printed on it), null when there is none. */
  ticket: z.string().nullable().optional(),
  idlocal: z.number().nullable(),
  local: z.string().nullable(),
  motivo: z.string(),
});
export type PointsMovement = z.infer<typeof PointsMovementSchema>;

/** A manual adjustment: points up or down, with its reason. */
export const PointsAdjustmentSchema = z.object({
  idusuario: z.number({ error: 'Indique el usuario' }).int().positive('Indique el usuario'),
  puntos: z
    .number({ error: 'Indique los puntos' })
    .int('Los puntos son enteros')
    .min(-1_000_000, 'Demasiados puntos')
    .max(1_000_000, 'Demasiados puntos')
    .refine((v) => v !== 0, 'Indique puntos distintos de 0'),
  motivo: z
    .string({ error: 'Indique el motivo' })
    .trim()
    .min(3, 'Indique el motivo (al menos 3 caracteres)')
    .max(300, 'Como máximo 300 caracteres'),
});
export type PointsAdjustment = z.infer<typeof PointsAdjustmentSchema>;
