import { z } from 'zod';
import { zOptionalText } from './fields';
import { isValidEmail, isValidPostalCode, normalizeTaxId, taxIdError } from './validators';

// ── Ajustes generales / Configuración (`/v1/settings?idcuentacomercial=`) ───────────────────────────────

const int = (missing: string, min: number, max: number, range: string) =>
  z.number({ error: missing }).int('Debe ser un número entero').min(min, range).max(max, range);

/** Contact e-mails: a list separated by commas, semicolons or spaces; stored as "a@b.es, c@d.es". */
export const zEmailList = z
  .string()
  .overwrite((v) =>
    v
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean)
      .join(', '),
  )
  .check((ctx) => {
    const bad = ctx.value ? ctx.value.split(', ').filter((e) => !isValidEmail(e)) : [];
    if (bad.length)
      ctx.issues.push({
        code: 'custom',
        message: `Correo electrónico no válido: ${bad.join(', ')}`,
        input: ctx.value,
      });
    else if (ctx.value.length > 1000)
      ctx.issues.push({
        code: 'custom',
        message: 'Demasiados correos (máximo 1000 caracteres)',
        input: ctx.value,
      });
  });

/** The invoicing NIF/CIF: empty while the data is not filled in, else a valid one (normalised). */
const zOptionalTaxId = z
  .string()
  .overwrite((v) => (v.trim() === '' ? '' : normalizeTaxId(v)))
  .check((ctx) => {
    const message = ctx.value === '' ? null : taxIdError(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  })
  .default('');

export const SettingsFieldsSchema = z.object({
  razonsocial: zOptionalText(150),
  nif: zOptionalTaxId,
  direccion: zOptionalText(200),
  codigopostal: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPostalCode(v), 'Código postal no válido')
    .default(''),
  poblacion: zOptionalText(100),
  provincia: zOptionalText(100),
  seriefactura: z
    .string({ error: 'Indique la serie de las facturas' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,10}$/, 'Serie no válida: de 1 a 10 letras, números o guiones')
    .default('F'),
  /** Euros one loyalty point is worth when redeemed (up to 4 decimals). */
  valorpunto: z
    .number({ error: 'Indique el valor del punto' })
    .positive('El valor del punto debe ser mayor que 0')
    .max(100, 'El valor del punto no puede pasar de 100 €')
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, 'Use como máximo 4 decimales')
    .default(0.01),
  /** Months after which unredeemed points expire (0 = never). */
  caducidadpuntosmeses: int('Indique los meses', 0, 120, 'Entre 0 (no caducan) y 120 meses').default(24),
  /** Days a voucher is valid from its issue. */
  caducidadvalesdias: int('Indique los días', 1, 3650, 'Entre 1 y 3650 días').default(365),
  /** The tariff a new customer of the account gets (one of the account's tariffs), or none. */
  idtarifadefecto: z
    .number({ error: 'Elija la tarifa' })
    .int()
    .positive('Elija la tarifa')
    .nullable()
    .default(null),
  emailscontacto: zEmailList.default(''),
  /** Minutes an approved authorisation holds its amount before it expires by itself. */
  reservaminutos: int('Indique los minutos', 1, 1440, 'Entre 1 y 1440 minutos (24 horas)').default(15),
});
export type SettingsFields = z.infer<typeof SettingsFieldsSchema>;

/** What `GET /v1/settings` answers: the account's settings (version 0 = the defaults, never saved). */
export const SettingsSchema = SettingsFieldsSchema.extend({
  idcuentacomercial: z.number().int(),
  /** The account's name. */
  cuentacomercial: z.string(),
  /** The default tariff's name, or '' when none. */
  tarifadefecto: z.string(),
  version: z.number().int(),
});
export type Settings = z.infer<typeof SettingsSchema>;
