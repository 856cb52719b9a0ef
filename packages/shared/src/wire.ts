import { z } from 'zod';

/** `s` starts with a day that is on the calendar (2026-02-30 and 2026-11-00 are not), years 1000–9999. */
const onCalendar = (s: string) => {
  const day = s.slice(0, 10);
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
};
/** An ISO instant: a day, a time to the minute or finer, and its offset (Z or ±hh:mm) if any. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A YYYY-MM-DD day or an ISO instant, as list filters take them: nothing else `Date.parse` would guess at
 * (`12345`, a year past 9999, 31 November rolled over to 1 December).
 */
export const zDateParam = z
  .string()
  .trim()
  .refine(
    (s) =>
      (/^\d{4}-\d{2}-\d{2}$/.test(s) || (ISO_INSTANT.test(s) && !Number.isNaN(Date.parse(s)))) &&
      onCalendar(s),
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

/** Cursor paging of a list's query: `limit` rows (50 unless said) after `cursor`. */
export const cursorQuery = (defaultLimit = 50) => ({
  limit: z.coerce.number().int().min(1).max(500).default(defaultLimit),
  cursor: z.string().max(500).optional(),
});
/** A list's text search and sort column. */
export const searchQuery = {
  q: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(60).optional(),
};
/** The days a statement or a log covers, both required. */
export const dateRange = {
  datesince: zDateParam,
  dateto: zDateParam,
};
/** The optional days a list of movements is filtered by. */
export const dateRangeQuery = {
  datesince: zDateParam.optional(),
  dateto: zDateParam.optional(),
};

/** The query of a newest-first list of movements: its own filters, then the optional days and cursor paging. */
export const movementQuery = <T extends z.ZodRawShape>(filters: T) =>
  z.object({ ...filters, ...dateRangeQuery, ...cursorQuery() });

/** Paging and search every list takes (architecture, "Lists"). */
export const ListQuerySchema = z.object({
  ...cursorQuery(),
  // Deep pages go by cursor: an offset walks every row it skips.
  offset: z.coerce
    .number()
    .int()
    .min(0, 'Debe ser 0 o más')
    .max(10_000, 'Para ir más lejos use el cursor')
    .optional(),
  ...searchQuery,
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

/** A stored record as the server answers it: its id, its fields, then its version (optimistic concurrency). */
export const recordOf = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ id: z.number().int(), ...fields, version: z.number().int() });

export const VersionSchema = z.object({
  version: z.number({ error: 'Falta la versión del registro' }).int().positive(),
});

/**
 * A page of a list: `total` (counted up to a cap, `totalcapped` when there are more) comes with a first
 * page only; `nextCursor` when there is a next one; the array last, as the spec's lists are.
 */
export const pageMeta = {
  total: z.number().optional(),
  totalcapped: z.boolean().optional(),
  nextCursor: z.string().optional(),
};
export const pageOf = <T extends z.ZodType>(key: string, item: T) =>
  z.object({ ...pageMeta, [key]: z.array(item) });
/** A newest-first page of a table that grows without bound. */
export const datePageOf = pageOf;
/**
 * Rows with the count of all of them (`{ total, users: [...] }`): the rows may be the first ones only. Its
 * `key` is one name, so the array keeps its type (a computed key alone would type as any string).
 */
export const listOf = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ total: z.number().int(), ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }) });
