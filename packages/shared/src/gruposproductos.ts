import { z } from 'zod';
import { zGroupId, zRequiredText } from './fields';

// ── Productos de Grupo (`/v1/products`) ──────────────────────────────────────────────────────────────────

export const PRODUCT_FAMILIES = [
  'carburante',
  'lubricante',
  'lavado',
  'tienda',
  'servicios',
  'electricidad',
] as const;
export const PRODUCT_UNITS = ['litro', 'unidad', 'kWh'] as const;

/** The Ministry's fuel ids (public price data) with their names. */
export const MINISTRY_PRODUCTS: Readonly<Record<number, string>> = {
  1: 'Gasolina 95 E5',
  23: 'Gasolina 95 E10',
  20: 'Gasolina 95 E5 Premium',
  3: 'Gasolina 98 E5',
  21: 'Gasolina 98 E10',
  4: 'Gasóleo A',
  5: 'Gasóleo Premium',
  6: 'Gasóleo B',
  7: 'Gasóleo C',
  8: 'Biodiésel',
  16: 'Bioetanol',
  17: 'GLP',
  18: 'GNC',
  19: 'GNL',
  22: 'Hidrógeno',
};

export const ProductFieldsSchema = z
  .object({
    idgrupo: zGroupId,
    codigo: z
      .string({ error: 'Indique el código' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9+.\-_]{1,20}$/, 'Código no válido (letras, números y + . - _, hasta 20)'),
    descripcion: zRequiredText(
      'Indique la descripción',
      2,
      'La descripción debe tener al menos 2 caracteres',
      100,
    ),
    familia: z.enum(PRODUCT_FAMILIES, { error: 'Familia no válida' }),
    unidad: z.enum(PRODUCT_UNITS, { error: 'Unidad no válida' }),
    iva: z
      .number({ error: 'Indique el IVA' })
      .min(0, 'El IVA no puede ser negativo')
      .max(100, 'El IVA no puede pasar del 100 %')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use como máximo 2 decimales'),
    idproductoministerio: z
      .number({ error: 'Producto del Ministerio no válido' })
      .int()
      .refine((v) => v in MINISTRY_PRODUCTS, 'Producto del Ministerio no válido')
      .nullable()
      .default(null),
    activo: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.familia === 'carburante' && v.idproductoministerio == null)
      ctx.addIssue({
        code: 'custom',
        path: ['idproductoministerio'],
        message: 'Un carburante necesita su producto del Ministerio',
      });
    if (v.familia !== 'carburante' && v.idproductoministerio != null)
      ctx.addIssue({
        code: 'custom',
        path: ['idproductoministerio'],
        message: 'Solo los carburantes llevan producto del Ministerio',
      });
  });

export const ProductSchema = z.object({
  idproducto: z.number().int(),
  idgrupo: z.number().int(),
  /** The group's name. */
  grupo: z.string(),
  codigo: z.string(),
  descripcion: z.string(),
  familia: z.string(),
  unidad: z.string(),
  iva: z.number(),
  idproductoministerio: z.number().int().nullable(),
  activo: z.boolean(),
  version: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;
