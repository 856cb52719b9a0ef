import { z } from 'zod';
import { hasDecimals, zEuros, zGroupId, zOptionalDay, zProductId, zRequiredText, zStationId } from './fields';

// Reglas de Fidelización (domain.md "Fidelización"): how tickets earn points.

export const LOYALTY_RULE_TYPES = [
  'puntos por litro',
  'puntos por euro',
  'multiplicador',
  'bono fijo',
] as const;
export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

const zTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora no válida (HH:mm)')
  .nullable()
  .default(null);

export const LoyaltyRuleFieldsSchema = z
  .object({
    idgrupo: zGroupId,
    nombre: zRequiredText('Indique el nombre', 3, 'Debe tener al menos 3 caracteres', 120),
    tipo: z.enum(LOYALTY_RULE_TYPES, { error: 'Elija el tipo de regla' }),
    valor: z
      .number({ error: 'Indique el valor' })
      .gt(0, 'El valor debe ser mayor que 0')
      .max(100_000, 'Valor demasiado grande')
      .refine((v) => hasDecimals(v, 4), 'Use como máximo 4 decimales'),
    /** Group products (idproducto); empty = every product. */
    productos: z.array(z.number().int().positive()).max(200).default([]),
    /** Stations (idlocal); empty = every station of the group. */
    locales: z.array(z.number().int().positive()).max(500).default([]),
    fechadesde: zOptionalDay,
    fechahasta: zOptionalDay,
    /** 1 = lunes … 7 = domingo; empty = every day. */
    dias: z.array(z.number().int().min(1, 'Día no válido').max(7, 'Día no válido')).max(7).default([]),
    horadesde: zTime,
    horahasta: zTime,
    importeminimo: zEuros.default(0),
    prioridad: z
      .number({ error: 'Indique la prioridad' })
      .int('La prioridad es un número entero')
      .min(1, 'De 1 a 999')
      .max(999, 'De 1 a 999')
      .default(10),
    activo: z.boolean().default(true),
  })
  .refine((r) => !r.fechadesde || !r.fechahasta || r.fechahasta >= r.fechadesde, {
    path: ['fechahasta'],
    message: 'La fecha final es anterior a la inicial',
  })
  .refine((r) => !r.horadesde || !r.horahasta || r.horadesde !== r.horahasta, {
    path: ['horahasta'],
    message: 'La hora final es igual a la inicial',
  });
export type LoyaltyRuleFields = z.infer<typeof LoyaltyRuleFieldsSchema>;

export const LoyaltyRuleSchema = z.object({
  id: z.number(),
  idgrupo: z.number(),
  nombre: z.string(),
  tipo: z.string(),
  valor: z.number(),
  productos: z.array(z.number()),
  locales: z.array(z.number()),
  fechadesde: z.string().nullable(),
  fechahasta: z.string().nullable(),
  dias: z.array(z.number()),
  horadesde: z.string().nullable(),
  horahasta: z.string().nullable(),
  importeminimo: z.number(),
  prioridad: z.number(),
  activo: z.boolean(),
  /** It has given points: it can be deactivated, never deleted. */
  enuso: z.boolean(),
  version: z.number(),
  grupo: z.string().optional(),
});
export type LoyaltyRule = z.infer<typeof LoyaltyRuleSchema>;

export const PreviewTicketSchema = z.object({
  idlocal: zStationId,
  /** Madrid wall clock, YYYY-MM-DDTHH:mm. */
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Fecha y hora no válidas'),
  lineas: z
    .array(
      z.object({
        idproducto: zProductId,
        cantidad: z
          .number({ error: 'Indique la cantidad' })
          .min(0, 'La cantidad no puede ser negativa')
          .max(100_000, 'Cantidad demasiado grande'),
        importe: zEuros,
      }),
    )
    .min(1, 'El ticket necesita al menos una línea')
    .max(50),
});
export type PreviewTicket = z.infer<typeof PreviewTicketSchema>;

export const LoyaltyPreviewRequestSchema = z.object({
  idgrupo: zGroupId,
  ticket: PreviewTicketSchema,
  /** The rule being edited (unsaved): it takes the place of the saved one with the same id. */
  regla: z.record(z.string(), z.unknown()).nullable().default(null),
  idregla: z.number().int().positive().nullable().default(null),
});

export const LoyaltyPreviewSchema = z.object({
  puntos: z.number(),
  reglas: z.array(
    z.object({
      id: z.number().nullable(),
      nombre: z.string(),
      tipo: z.string(),
      prioridad: z.number(),
      puntos: z.number(),
      aplica: z.boolean(),
      motivo: z.string(),
    }),
  ),
});
export type LoyaltyPreview = z.infer<typeof LoyaltyPreviewSchema>;
