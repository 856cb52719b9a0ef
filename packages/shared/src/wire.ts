import { z } from 'zod';

/** A YYYY-MM-DD day or an ISO instant, as list filters take them. */
export const zDateParam = z
  .string()
  .trim()
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || !Number.isNaN(Date.parse(s)),
    'Fecha no válida (use AAAA-MM-DD)',
  );

/** Query params arrive as strings: these coerce them, rejecting junk with a Spanish message. */
export const zId = z.coerce
  .number({ error: 'Debe ser un número' })
  .int('Debe ser un número entero')
  .positive('Debe ser mayor que 0');
export const zIdOrZero = z.coerce
  .number({ error: 'Debe ser un número' })
  .int('Debe ser un número entero')
  .min(0);
export const zBoolParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false' })
  .transform((v) => v === 'true' || v === '1');

/** Paging and search every list takes (architecture, "Lists"). */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(60).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Soft delete: the reason goes to the audit log. */
export const DeleteQuerySchema = z.object({
  id: zId,
  description: z
    .string({ error: 'Indique el motivo' })
    .trim()
    .min(3, 'Indique el motivo (al menos 3 caracteres)')
    .max(500),
});

export const VersionSchema = z.object({
  version: z.number({ error: 'Falta la versión del registro' }).int().positive(),
});

/** A newest-first page of a table that grows without bound: `total` stops counting at a cap. */
export const datePageOf = <T extends z.ZodType>(key: string, item: T) =>
  z.object({
    total: z.number(),
    totalcapped: z.boolean(),
    nextCursor: z.string().optional(),
    [key]: z.array(item),
  });
