import { z } from 'zod';
import { atLeastOneCent, zRecordId, zRequiredText } from './fields';

// The authorisation endpoint the stations' terminals call (architecture "The authorisation endpoint").
// Amounts in euros with 2 decimals, prices per litre 3, as everywhere on the wire.

const cents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const zAmount = (what: string) =>
  z
    .number({ error: `Indique ${what}` })
    .refine(atLeastOneCent, `${what[0]!.toUpperCase()}${what.slice(1)} debe ser mayor que 0`)
    .max(100_000, 'Importe demasiado grande')
    .refine(cents, 'Use como máximo 2 decimales');

/** Why an authorisation is denied, in the fixed order the rules are checked (the first that fails). */
export const AUTH_DENIALS = [
  'tarjeta desconocida',
  'tarjeta bloqueada',
  'cliente bloqueado',
  'estación no permitida',
  'PIN erróneo',
  'PIN erróneo, tarjeta bloqueada',
  'falta la matrícula',
  'matrícula no coincide',
  'km no válidos',
  'producto no permitido',
  'límite diario superado',
  'límite mensual superado',
  'crédito agotado',
] as const;
export type AuthDenial = (typeof AUTH_DENIALS)[number];

export const AuthorizeRequestSchema = z.object({
  /** The full card number as read by the terminal: used to find the card, never stored nor answered. */
  tarjeta: zRequiredText('Indique la tarjeta', 1, 'Indique la tarjeta', 40),
  pin: z.string().trim().max(12).optional(),
  matricula: z.string().trim().max(20).optional(),
  km: z.number().int('Los km son un número entero').min(0).max(9_999_999).optional(),
  productos: z
    .array(
      z.object({
        idproducto: zRecordId('Indique el producto'),
        /** Litres (or units) asked for, when the terminal knows them (a preset quantity). */
        cantidad: z.number().positive().max(100_000).optional(),
      }),
      { error: 'Indique los productos' },
    )
    .min(1, 'Indique al menos un producto')
    .max(20, 'Máximo 20 productos'),
  importe: zAmount('el importe'),
  /** The terminal's own id of this request: a retry with the same one gets the same answer, once. */
  referencia: z.string().trim().min(1).max(64).optional(),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequestSchema>;

export const AuthorizeResponseSchema = z.object({
  idoperacion: z.number().int(),
  resultado: z.enum(['aprobada', 'denegada']),
  /** Empty on a full approval; the reason of a denial, or what reduced a partial approval. */
  motivo: z.string(),
  importeautorizado: z.number(),
  codigoautorizacion: z.string(),
  /** When an approval stops holding its amount if not completed (ISO), or null. */
  caduca: z.string().nullable(),
});
export type AuthorizeResponse = z.infer<typeof AuthorizeResponseSchema>;

export const CompleteLineSchema = z.object({
  idproducto: zRecordId('Indique el producto'),
  cantidad: z
    .number({ error: 'Indique la cantidad' })
    .positive('La cantidad debe ser mayor que 0')
    .max(100_000)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Use como máximo 3 decimales'),
  /** Price per unit, VAT included (3 decimals). */
  precio: z
    .number({ error: 'Indique el precio' })
    // No product is sold for nothing: a free line is its price less a discount of all of it.
    .positive('El precio debe ser mayor que 0')
    .max(10_000)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Use como máximo 3 decimales'),
  descuento: z.number().min(0).max(100_000).refine(cents, 'Use como máximo 2 decimales').default(0),
  /** cantidad × precio − descuento, VAT included. */
  importe: z
    .number({ error: 'Indique el importe' })
    .min(0)
    .max(100_000)
    .refine(cents, 'Use como máximo 2 decimales'),
});

export const CompleteRequestSchema = z.object({
  idoperacion: zRecordId('Indique la operación'),
  lineas: z.array(CompleteLineSchema, { error: 'Indique las líneas' }).min(1, 'Indique las líneas').max(20),
});
export type CompleteRequest = z.infer<typeof CompleteRequestSchema>;

export const CompleteResponseSchema = z.object({
  idoperacion: z.number().int(),
  estado: z.literal('completada'),
  idticket: z.number().int(),
  numero: z.string(),
  total: z.number(),
  /** What was held and not used, freed. */
  importeliberado: z.number(),
  /** Loyalty points the ticket earned. */
  puntos: z.number().int(),
});

export const CancelRequestSchema = z.object({
  idoperacion: zRecordId('Indique la operación'),
});
export const CancelResponseSchema = z.object({
  idoperacion: z.number().int(),
  estado: z.enum(['anulada', 'caducada']),
  importeliberado: z.number(),
});
