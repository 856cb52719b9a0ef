import { z } from 'zod';
import { customerRateTerms, RateSchema } from './clientes';
import {
  hasDecimals,
  zChosenId,
  zDay,
  zGroupId,
  zOptionalDay,
  zProductId,
  zReason,
  zRequiredText,
} from './fields';
import { recordOf } from './wire';

// ── Tarifas Descuento (`/v1/rates`) ──────────────────────────────────────────────────────────────────────

export const RATE_TYPES = ['céntimos/litro', '% de descuento', 'precio fijo'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** What a line's value means, by the rate's type: its unit, decimals and range. */
export const RATE_VALUE_RULES: Record<RateType, { unit: string; decimals: number; max: number }> = {
  'céntimos/litro': { unit: 'cént./l', decimals: 2, max: 100 },
  '% de descuento': { unit: '%', decimals: 2, max: 100 },
  'precio fijo': { unit: '€/l', decimals: 3, max: 20 },
};

export const RateLineFieldsSchema = z.object({
  idproducto: zProductId,
  valor: z.number({ error: 'Indique el valor' }),
});

export const RateFieldsSchema = z
  .object({
    idgrupo: zGroupId,
    nombre: zRequiredText('Indique el nombre', 2, 'El nombre debe tener al menos 2 caracteres', 100),
    tipo: z.enum(RATE_TYPES, { error: 'Tipo de tarifa no válido' }),
    fechadesde: zOptionalDay,
    fechahasta: zOptionalDay,
    activo: z.boolean().default(true),
    lineas: z
      .array(RateLineFieldsSchema, { error: 'Indique las líneas' })
      .min(1, 'Añada al menos una línea')
      .max(200, 'Como máximo 200 líneas'),
  })
  .superRefine((v, ctx) => {
    if (v.fechadesde && v.fechahasta && v.fechahasta < v.fechadesde)
      ctx.addIssue({
        code: 'custom',
        path: ['fechahasta'],
        message: 'La fecha final no puede ser anterior a la inicial',
      });
    const rule = RATE_VALUE_RULES[v.tipo];
    const seen = new Set<number>();
    v.lineas.forEach((line, i) => {
      if (seen.has(line.idproducto))
        ctx.addIssue({
          code: 'custom',
          path: ['lineas', i, 'idproducto'],
          message: 'Producto repetido en la tarifa',
        });
      seen.add(line.idproducto);
      if (!(line.valor > 0))
        ctx.addIssue({
          code: 'custom',
          path: ['lineas', i, 'valor'],
          message: 'El valor debe ser mayor que 0',
        });
      else if (line.valor > rule.max)
        ctx.addIssue({
          code: 'custom',
          path: ['lineas', i, 'valor'],
          message: `Como máximo ${rule.max} ${rule.unit}`,
        });
      else if (!hasDecimals(line.valor, rule.decimals))
        ctx.addIssue({
          code: 'custom',
          path: ['lineas', i, 'valor'],
          message: `Use como máximo ${rule.decimals} decimales`,
        });
    });
  });

/** A rate as it leaves the server: the spec's fields, its lines with the product's id and name. */
export const RateRecordSchema = RateSchema.extend({
  lineas: z.array(
    z.object({ idproducto: z.number().int().optional(), producto: z.string(), valor: z.number() }),
  ),
  version: z.number().int(),
  /** Customers that have the tariff (a tariff with customers cannot be deleted). */
  clientes: z.number().int().optional(),
});
export type RateRecord = z.infer<typeof RateRecordSchema>;

// ── Tarifas clientes (`GET /v1/customerrates`) ───────────────────────────────────────────────────────────

export const GroupCustomerRateSchema = recordOf({
  idcliente: z.number().int(),
  /** The customer's name. */
  cliente: z.string(),
  idtarifa: z.number().int(),
  /** The rate's name and type. */
  tarifa: z.string(),
  tipo: z.string(),
  ...customerRateTerms,
});
export type GroupCustomerRate = z.infer<typeof GroupCustomerRateSchema>;

// ── Asignación Tarifas (`POST /v1/rates/assign`) ─────────────────────────────────────────────────────────

export const RateAssignSchema = z
  .object({
    idtarifa: zChosenId('Elija la tarifa'),
    fechadesde: zDay,
    fechahasta: zOptionalDay,
    /** Customers picked by hand; without them, every customer of the rate's group matching `filtro`. */
    customers: z
      .array(z.number().int().positive())
      .max(5000, 'Como máximo 5000 clientes a la vez')
      .optional(),
    filtro: z
      .object({
        q: z.string().trim().max(200).optional(),
        activo: z.boolean().optional(),
        contado: z.boolean().optional(),
      })
      .optional(),
    preview: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.fechahasta && v.fechahasta < v.fechadesde)
      ctx.addIssue({
        code: 'custom',
        path: ['fechahasta'],
        message: 'La fecha final no puede ser anterior a la inicial',
      });
    if (v.customers && !v.customers.length)
      ctx.addIssue({ code: 'custom', path: ['customers'], message: 'Elija al menos un cliente' });
  });

// ── Tarifas clientes: quitar la tarifa (`POST /v1/rates/unassign`) ───────────────────────────────────────

export const RateUnassignSchema = z.object({
  /** The customers' tariffs to take off: ids of Tarifas clientes' rows. */
  ids: z
    .array(z.number().int().positive(), { error: 'Elija las tarifas que quitar' })
    .min(1, 'Elija al menos una tarifa')
    .max(5000, 'Como máximo 5000 tarifas a la vez'),
  motivo: zReason,
  preview: z.boolean().optional(),
});
export type RateUnassign = z.infer<typeof RateUnassignSchema>;
