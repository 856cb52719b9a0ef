import { z } from 'zod';
import { zCustomerId, zOptionalText, zOptionalVersion, zRecordId } from './fields';
import { zCardNumber, zMatricula } from './validators';
import { recordOf } from './wire';

// Vehículos (domain.md "Vehículos", architecture "API paths"): a customer's vehicles, each with its card.

export const VEHICLE_TYPES = ['turismo', 'furgoneta', 'camión', 'autobús', 'maquinaria'] as const;
export const LIMIT_UNITS = ['euros', 'litros'] as const;

/** A limit: 2 decimals (euros, or litres when the vehicle's unit is litres); null = no limit. */
const zLimit = z
  .number({ error: 'Indique el límite' })
  .min(0, 'El límite no puede ser negativo')
  .max(9_999_999, 'Límite demasiado grande')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use como máximo 2 decimales')
  .nullable()
  .default(null);

/** A card's PIN: 4 to 6 digits. Only ever written (`PATCH /v1/vehicles/pin`): stored hashed, never shown. */
export const zPin = z
  .string({ error: 'Indique el PIN' })
  .trim()
  .regex(/^\d{4,6}$/, 'El PIN debe tener de 4 a 6 cifras');

export const VehicleFieldsSchema = z.object({
  idcliente: zCustomerId,
  iddepartamento: z.number().int().positive().nullable().default(null),
  matricula: zMatricula,
  marca: zOptionalText(60),
  modelo: zOptionalText(60),
  tipo: z.enum(VEHICLE_TYPES, { error: 'Tipo de vehículo no válido' }).default('turismo'),
  /** Group products the card may buy (ids); empty = every product. */
  productos: z
    .array(z.number().int().positive(), { error: 'Lista de productos no válida' })
    .max(100, 'Máximo 100 productos')
    .default([]),
  /** The full card number, typed once: the server keeps its keyed hash and the masked form (`tarjeta`). */
  numerotarjeta: zCardNumber.optional(),
  /** Only on create; afterwards `PATCH /v1/vehicles/pin`. */
  pin: zPin.optional(),
  limitediario: zLimit,
  limitemensual: zLimit,
  unidadlimite: z.enum(LIMIT_UNITS, { error: 'Unidad del límite no válida' }).default('euros'),
  controlkm: z.boolean().default(false),
  kmactual: z
    .number({ error: 'Indique los km' })
    .int('Los km son un número entero')
    .min(0, 'Los km no pueden ser negativos')
    .max(9_999_999, 'Demasiados km')
    .nullable()
    .default(null),
  activo: z.boolean().default(true),
});
export type VehicleFields = z.infer<typeof VehicleFieldsSchema>;

export const VehicleSchema = recordOf({
  idcliente: z.number().int(),
  /** The customer's name. */
  cliente: z.string(),
  iddepartamento: z.number().int().nullable(),
  matricula: z.string(),
  marca: z.string(),
  modelo: z.string(),
  tipo: z.string(),
  productos: z.array(z.number().int()),
  /** Masked card number ('7078 **** **** 2345'), or '' without a card. */
  tarjeta: z.string(),
  /** Whether a PIN is set (the PIN itself never leaves the server). */
  tienepin: z.boolean(),
  limitediario: z.number().nullable(),
  limitemensual: z.number().nullable(),
  unidadlimite: z.string(),
  controlkm: z.boolean(),
  kmactual: z.number().int().nullable(),
  activo: z.boolean(),
  bloqueado: z.boolean(),
  motivobloqueo: z.string(),
  /** Wrong PINs in a row (3 block the card). */
  pinerroneos: z.number().int(),
  fechabaja: z.string().nullable(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const VehiclePinSchema = z.object({
  id: zRecordId('Indique el vehículo'),
  pin: zPin,
  version: zOptionalVersion,
});
