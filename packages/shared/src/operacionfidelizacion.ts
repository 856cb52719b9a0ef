import { z } from 'zod';
import { zChosenId, zReason } from './fields';
import { ticketRef, ticketStation } from './tickets';
import { movementQuery, zId } from './wire';

// Fidelización (domain.md "Operaciones"): points movements with the balance after each.

export const POINTS_MOVEMENT_TYPES = ['acumulación', 'canje', 'ajuste', 'caducidad', 'anulación'] as const;

export const PointsMovementQuerySchema = movementQuery({
  idgrupo: zId.optional(),
  idusuario: zId.optional(),
  idlocal: zId.optional(),
  tipo: z.enum(POINTS_MOVEMENT_TYPES, { error: 'Tipo de movimiento no válido' }).optional(),
});

/** What a user's points movement says, in the admin's list and in the user's own (`LoyaltyMovementSchema`). */
export const pointsMovementFields = {
  fecha: z.string(),
  tipo: z.string(),
  puntos: z.number(),
  /** The user's balance right after this movement. */
  saldo: z.number(),
  ...ticketRef,
};

export const PointsMovementSchema = z.object({
  id: z.number(),
  idusuario: z.number(),
  usuario: z.string(),
  email: z.string(),
  ...pointsMovementFields,
  ...ticketStation,
  motivo: z.string(),
});
export type PointsMovement = z.infer<typeof PointsMovementSchema>;

/** A manual adjustment: points up or down, with its reason. */
export const PointsAdjustmentSchema = z.object({
  idusuario: zChosenId('Indique el usuario'),
  puntos: z
    .number({ error: 'Indique los puntos' })
    .int('Los puntos son enteros')
    .min(-1_000_000, 'Demasiados puntos')
    .max(1_000_000, 'Demasiados puntos')
    .refine((v) => v !== 0, 'Indique puntos distintos de 0'),
  motivo: zReason,
});
export type PointsAdjustment = z.infer<typeof PointsAdjustmentSchema>;
