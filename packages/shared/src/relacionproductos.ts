import { z } from 'zod';
import { zOptionalVersion, zRecordId, zRequiredText, zStationId } from './fields';
import { recordOf } from './wire';

// ── Relación de Productos (`/v1/productrelations`) ───────────────────────────────────────────────────────

const zLocalCode = zRequiredText(
  'Indique el código de la estación',
  1,
  'Indique el código de la estación',
  30,
);
const zLocalDescription = z.string().trim().max(100, 'Máximo 100 caracteres').default('');
const zGroupProduct = z
  .number({ error: 'Elija el producto del grupo' })
  .int()
  .positive('Elija el producto del grupo');

/** A station's own product code, mapped (or not yet) to a group product. */
export const ProductRelationFieldsSchema = z.object({
  idlocal: zStationId,
  codigolocal: zLocalCode,
  descripcionlocal: zLocalDescription,
  /** null: not mapped yet. */
  idproductogrupo: zGroupProduct.nullable().default(null),
});

export const ProductRelationSchema = recordOf({
  idlocal: z.number().int(),
  /** The station's name. */
  local: z.string(),
  idgrupo: z.number().int(),
  codigolocal: z.string(),
  descripcionlocal: z.string(),
  idproductogrupo: z.number().int().nullable(),
  /** The group product's description ('' while unmapped). */
  producto: z.string(),
});
export type ProductRelation = z.infer<typeof ProductRelationSchema>;

/** `POST /v1/productrelations/bulk`: many station codes mapped at once (all or nothing). */
export const ProductRelationBulkSchema = z.object({
  mappings: z
    .array(
      z.object({
        id: zRecordId('Indique la relación'),
        idproductogrupo: zGroupProduct,
        /** The version the code was listed at: changed since by someone else, it is not overwritten. */
        version: zOptionalVersion,
      }),
      { error: 'Indique las relaciones' },
    )
    .min(1, 'Elija al menos una relación')
    .max(2000, 'Como máximo 2000 relaciones a la vez'),
  preview: z.boolean().optional(),
});

/** The columns a station's CSV of codes has (header names, any order, accents and case ignored). */
export const PRODUCT_RELATION_CSV_COLUMNS = ['codigolocal', 'descripcionlocal', 'codigogrupo'] as const;

/** `POST /v1/productrelations/import`: a station's codes from a CSV file (preview, then confirm). */
export const ProductRelationImportSchema = z.object({
  idlocal: zStationId,
  csv: z
    .string({ error: 'Adjunte el fichero CSV' })
    .min(1, 'El fichero está vacío')
    .max(500_000, 'El fichero es demasiado grande (máximo 500 KB)'),
  preview: z.boolean().optional(),
});

/** `GET /v1/productrelations/unmapped`: how many station codes have no group product yet. */
export const UnmappedCountSchema = z.object({ sinrelacion: z.number().int() });
