import { z } from 'zod';

// Field builders the request schemas share, so each rule and its Spanish messages are written once.

/** `v` has at most `d` decimals (up to float noise). */
export const hasDecimals = (v: number, d: number) => Math.abs(v * 10 ** d - Math.round(v * 10 ** d)) < 1e-6;

/** A record chosen in a form: one message whether it is missing or not a valid id ('Elija el grupo'). */
export const zChosenId = (message: string) => z.number({ error: message }).int().positive(message);
/** The record a call acts on: only its absence has a message of its own. */
export const zRecordId = (missing: string) => z.number({ error: missing }).int().positive();
export const zGroupId = zChosenId('Elija el grupo');
export const zStationId = zChosenId('Elija la estación');
export const zProductId = zChosenId('Elija el producto');
export const zCustomerId = zChosenId('Indique el cliente');
/** The version a change was read at, when the caller sends it (optimistic concurrency). */
export const zOptionalVersion = z.number().int().positive().optional();
/** An optional link to another record: null when there is none. */
export const zOptionalId = z.number().int().positive().nullable().default(null);

/** What a text over its limit says. */
export const tooLongText = (max: number) => `Como máximo ${max} caracteres`;

/**
 * A field that may be left empty: '', or valid by `schema`. A wrong value gets the schema's own message
 * ('La letra del NIF no es correcta'), not the union's 'Entrada inválida'.
 */
export const zEmptyOr = (schema: z.ZodType<string>) =>
  z
    .union([z.literal(''), schema], {
      error: (iss) => (iss.code === 'invalid_union' ? iss.errors[1]?.[0]?.message : undefined),
    })
    .default('');
/** An optional text: '' by default, at most `max` characters. */
export const zOptionalText = (max: number) => z.string().trim().max(max, tooLongText(max)).default('');
/**
 * A required text: `missing` when absent or blank, `tooShort` under `min` characters, and over `max` it
 * says the limit (every check has its message: one left without would show `missing`).
 */
export const zRequiredText = (missing: string, min: number, tooShort: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .min(min, tooShort)
    .max(max, tooLongText(max));
/** A required value that `schema` checks (an e-mail): `missing` when absent or blank, else its own message. */
export const zRequired = (missing: string, schema: z.ZodType<string, string>) =>
  z.string({ error: missing }).trim().min(1, { error: missing, abort: true }).pipe(schema);

/** Why a movement was recorded by hand or a record cancelled (kept with it and in the audit). */
export const zReason = zRequiredText(
  'Indique el motivo',
  3,
  'Indique el motivo (al menos 3 caracteres)',
  300,
);

/** Euros with at most 2 decimals (stored as integer cents). */
export const zEuros = z
  .number({ error: 'Indique un importe' })
  .min(0, 'El importe no puede ser negativo')
  // What a column of cents holds with room to spare (its limit is 21.474.836,47 €).
  .max(10_000_000, 'Como máximo 10.000.000 €')
  .refine((v) => hasDecimals(v, 2), 'Use como máximo 2 decimales');
/** At least a cent once rounded to cents (0,000000001 passes `> 0` and is stored as 0). */
export const atLeastOneCent = (v: number) => Math.round(v * 100) >= 1;
/** Euros above 0 (a payment, a voucher's amount). */
export const zPositiveEuros = zEuros.refine(atLeastOneCent, 'El importe debe ser mayor que 0');

/** A calendar day, AAAA-MM-DD. */
export const zDay = z
  .string({ error: 'Indique la fecha' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida (use AAAA-MM-DD)')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Fecha no válida',
  );
/** A day that may be left empty (an open end, no expiry yet). */
export const zOptionalDay = zDay.nullable().default(null);
