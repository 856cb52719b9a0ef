import { z } from 'zod';
import { zEmptyOr, zGroupId, zOptionalId, zOptionalText, zRequired, zRequiredText } from './fields';
import { pointsMovementFields } from './operacionfidelizacion';
import { zEmail, zPhone, zTaxId } from './validators';
import { movementQuery, zId } from './wire';

export const AppUserFieldsSchema = z.object({
  idgrupo: zGroupId,
  idcliente: zOptionalId,
  nombre: zRequiredText('Indique el nombre', 2, 'Debe tener al menos 2 caracteres', 80),
  apellidos: zOptionalText(120),
  email: zRequired('Indique el correo electrónico', zEmail),
  telefono: zEmptyOr(zPhone),
  dni: zEmptyOr(zTaxId),
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
  ...pointsMovementFields,
  motivo: z.string(),
});
export const UserChildQuerySchema = z.object({ userid: zId });
export const PointsQuerySchema = movementQuery({ userid: zId });
