import { z } from 'zod';
import { zEmail, zPhone, zTaxId } from './validators';
import { zDateParam, zId } from './wire';

export const AppUserFieldsSchema = z.object({
  idgrupo: z.number({ error: 'Elija el grupo' }).int().positive('Elija el grupo'),
  idcliente: z.number().int().positive().nullable().default(null),
  nombre: z.string({ error: 'Indique el nombre' }).trim().min(2, 'Debe tener al menos 2 caracteres').max(80),
  apellidos: z.string().trim().max(120).default(''),
  email: zEmail,
  telefono: z.union([z.literal(''), zPhone]).default(''),
  dni: z.union([z.literal(''), zTaxId]).default(''),
  activo: z.boolean().default(true),
  verificado: z.boolean().default(false),
});
export const AppUserSchema = AppUserFieldsSchema.extend({
  id: z.number().int(),
  fechaalta: z.string(),
  ultimoacceso: z.string().nullable(),
  puntos: z.number().int(),
  version: z.number().int(),
  cliente: z.string().optional(),
});
export type AppUser = z.infer<typeof AppUserSchema>;

export const UserCardSchema = z.object({
  id: z.number(),
  idusuario: z.number(),
  tarjeta: z.string(),
  tipo: z.string(),
  activa: z.boolean(),
  fechaalta: z.string(),
});
export const UserVehicleSchema = z.object({
  id: z.number(),
  idusuario: z.number(),
  matricula: z.string(),
  marca: z.string(),
  modelo: z.string(),
  alias: z.string(),
});
export const LoyaltyMovementSchema = z.object({
  id: z.number(),
  idusuario: z.number(),
  fecha: z.string(),
  tipo: z.string(),
  puntos: z.number(),
  saldo: z.number(),
  idticket: z.number().nullable(),
  /** The ticket's number (what is printed on it), null when there is none. */
  ticket: z.string().nullable().optional(),
  motivo: z.string(),
});
export const UserChildQuerySchema = z.object({ userid: zId });
export const PointsQuerySchema = z.object({
  userid: zId,
  datesince: zDateParam.optional(),
  dateto: zDateParam.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(500).optional(),
});
