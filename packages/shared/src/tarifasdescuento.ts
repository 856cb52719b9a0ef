import { z } from 'zod';
import { RateSchema, zDay } from './clientes';

// ── Tarifas Descuento (`/v1/rates`) ──────────────────────────────────────────────────────────────────────

export const RATE_TYPES = ['céntimos/litro', '% de descuento', 'precio fijo'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** What a line's value means, by the rate's type: its unit, decimals and range. */
export const RATE_VALUE_RULES: Record<RateType, { unit: string; decimals: number; max: number }> = {
  'céntimos/litro': { unit: 'cént./l', decimals: 2, max: 100 },
  '% de descuento': { unit: '%', decimals: 2, max: 100 },
  'precio fijo': { unit: '€/l', decimals: 3, max: 20 },
};

const decimalsOk = (v: number, d: number) => Math.abs(v * 10 ** d - Math.round(v * 10 ** d)) < 1e-6;

export const RateLineFieldsSchema = z.object({
  idproducto: z.number({ error: 'Elija el producto' }).int().positive('Elija el producto'),
  valor: z.number({ error: 'Indique el valor' }),
});

export const RateFieldsSchema = z
  .object({
    idgrupo: z.number({ error: 'Elija el grupo' }).int().positive('Elija el grupo'),
    nombre: z
      .string({ error: 'Indique el nombre' })
      .trim()
      .min(2, 'El nombre debe tener al menos 2 caracteres')
      .max(100, 'Máximo 100 caracteres'),
    tipo: z.enum(RATE_TYPES, { error: 'Tipo de tarifa no válido' }),
    fechadesde: zDay.nullable().default(null),
    fechahasta: zDay.nullable().default(null),
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
      else if (!decimalsOk(line.valor, rule.decimals))
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
});
export type RateRecord = z.infer<typeof RateRecordSchema>;

// ── Tarifas clientes (`GET /v1/customerrates`) ───────────────────────────────────────────────────────────

export const GroupCustomerRateSchema = z.object({
  id: z.number().int(),
  idcliente: z.number().int(),
  /** The customer's name. */
  cliente: z.string(),
  idtarifa: z.number().int(),
  /** The rate's name and type. */
  tarifa: z.string(),
  tipo: z.string(),
  fechadesde: z.string(),
  fechahasta: z.string().nullable(),
  idlocal: z.number().int(),
  /** The station's name ('' for every station of the group). */
  local: z.string().optional(),
  activo: z.boolean(),
  version: z.number().int(),
});
export type GroupCustomerRate = z.infer<typeof GroupCustomerRateSchema>;

// ── Asignación Tarifas (`POST /v1/rates/assign`) ─────────────────────────────────────────────────────────

export const RateAssignSchema = z
  .object({
    idtarifa: z.number({ error: 'Elija la tarifa' }).int().positive('Elija la tarifa'),
    fechadesde: zDay,
    fechahasta: zDay.nullable().default(null),
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
