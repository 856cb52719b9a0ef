import { z } from 'zod';
import { zChosenId, zGroupId, zRequiredText } from './fields';

// ── Pasarelas de pago (`/v1/paymentgateways`) ───────────────────────────────────────────────────────────

export const GATEWAY_PROVIDERS = ['Redsys'] as const;
export const GATEWAY_ENVIRONMENTS = ['pruebas', 'producción'] as const;
/** Currencies a gateway charges in, with the ISO 4217 number Redsys sends (Ds_Merchant_Currency). */
export const GATEWAY_CURRENCIES = { EUR: '978', USD: '840', GBP: '826' } as const;

const zOptionalId = z.number().int().positive().nullable().default(null);

export const PaymentGatewayFieldsSchema = z.object({
  nombre: zRequiredText('Indique el nombre', 2, 'El nombre debe tener al menos 2 caracteres', 100),
  proveedor: z.enum(GATEWAY_PROVIDERS, { error: 'Proveedor no válido' }).default('Redsys'),
  codigocomercio: z
    .string({ error: 'Indique el código de comercio' })
    .trim()
    .regex(/^\d{9}$/, 'El código de comercio (FUC) tiene 9 dígitos'),
  terminal: z
    .string({ error: 'Indique el terminal' })
    .trim()
    .regex(/^\d{1,3}$/, 'El terminal es un número de 1 a 3 cifras')
    .default('001'),
  /** Write-only: sent to set or replace it, never answered. Omitted on an update: it stays as it is. */
  clave: z
    .string()
    .trim()
    .min(16, 'La clave debe tener al menos 16 caracteres')
    .max(200, 'Máximo 200 caracteres')
    .optional(),
  entorno: z
    .enum(GATEWAY_ENVIRONMENTS, { error: 'Entorno no válido: pruebas o producción' })
    .default('pruebas'),
  moneda: z
    .enum(Object.keys(GATEWAY_CURRENCIES) as [keyof typeof GATEWAY_CURRENCIES], { error: 'Moneda no válida' })
    .default('EUR'),
  /** Where it applies: a group, or one company or station of it. */
  idgrupo: zGroupId,
  idempresa: zOptionalId,
  idlocal: zOptionalId,
  activo: z.boolean().default(true),
});
export type PaymentGatewayFields = z.infer<typeof PaymentGatewayFieldsSchema>;

export const PaymentGatewaySchema = PaymentGatewayFieldsSchema.omit({ clave: true }).extend({
  id: z.number().int(),
  grupo: z.string().optional(),
  empresa: z.string().nullable().optional(),
  local: z.string().nullable().optional(),
  /** The key masked ("••••••••Jz7"): enough to tell two apart, never the key. */
  clavepista: z.string(),
  /** When the current key was set (ISO). */
  claveguardada: z.string(),
  version: z.number().int(),
});
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;

export const GatewayTestRequestSchema = z.object({
  id: zChosenId('Indique la pasarela'),
});

/** `POST /v1/paymentgateways/test`: what was checked, each with its result, and the signed test payload. */
export const GatewayTestSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  checks: z.array(z.object({ check: z.string(), ok: z.boolean(), message: z.string() })),
  /** The Redsys request that was signed (nothing is sent anywhere). */
  firma: z
    .object({
      Ds_SignatureVersion: z.string(),
      Ds_MerchantParameters: z.string(),
      Ds_Signature: z.string(),
    })
    .nullable(),
});
export type GatewayTest = z.infer<typeof GatewayTestSchema>;
