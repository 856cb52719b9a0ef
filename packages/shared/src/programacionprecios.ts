import { z } from 'zod';
import { zChosenId, zGroupId, zOptionalVersion, zProductId, zReason, zRecordId } from './fields';
import { pageMeta, recordOf } from './wire';

// ── Programación de precios (`/v1/prices`, `/v1/pricechanges`, `/v1/pricelimits`, `/v1/prices/history`) ──

/** A unit price in euros with at most 3 decimals (€/l, €/kWh, €/unidad). */
export const zUnitPrice = z
  .number({ error: 'Indique el precio' })
  .positive('El precio debe ser mayor que 0')
  .max(100, 'Precio demasiado alto')
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Use como máximo 3 decimales');

export const PRICE_CHANGE_STATES = ['pendiente', 'enviado', 'aplicado', 'error', 'cancelado'] as const;

/** Madrid wall-clock time, as the screen shows it: `YYYY-MM-DDTHH:mm`. */
export const zLocalDateTime = z
  .string({ error: 'Indique la fecha y hora' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Fecha y hora no válidas (use AAAA-MM-DDTHH:mm)');

/** The grid: each station of the group with each fuel's price now and its next pending change. */
export const PriceGridSchema = z.object({
  total: z.number().int(),
  productos: z.array(z.object({ idproducto: z.number().int(), codigo: z.string(), descripcion: z.string() })),
  prices: z.array(
    z.object({
      idlocal: z.number().int(),
      local: z.string(),
      precios: z.array(
        z.object({
          idproducto: z.number().int(),
          precio: z.number().nullable(),
          /** When the price took effect (ISO). */
          desde: z.string().nullable(),
          /** The next pending change, if any. */
          pendiente: z.object({ precio: z.number(), fechaefectiva: z.string() }).nullable(),
        }),
      ),
    }),
  ),
});
export type PriceGrid = z.infer<typeof PriceGridSchema>;

/** `POST /v1/pricechanges/`: one product's new price at many stations from a Madrid date and time. */
export const PriceChangeFieldsSchema = z.object({
  idlocales: z
    .array(z.number().int().positive(), { error: 'Elija las estaciones' })
    .min(1, 'Elija al menos una estación')
    .max(1000, 'Como máximo 1000 estaciones a la vez'),
  idproducto: zProductId,
  precio: zUnitPrice,
  fechaefectiva: zLocalDateTime,
});

export const PriceChangeSchema = recordOf({
  lote: z.number().int(),
  idgrupo: z.number().int(),
  idlocal: z.number().int(),
  local: z.string(),
  idproducto: z.number().int(),
  producto: z.string(),
  precio: z.number(),
  /** Madrid wall-clock time, `YYYY-MM-DDTHH:mm`. */
  fechaefectiva: z.string(),
  /** The same instant, ISO (UTC). */
  instante: z.string(),
  estado: z.string(),
  mensaje: z.string(),
  /** When it was applied centrally and queued to the station's terminals. */
  enviado: z.string().nullable(),
  /** When the station confirmed it (or it was applied centrally, the station having no online terminal). */
  aplicado: z.string().nullable(),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const PriceChangeCreatedSchema = z.object({
  /** Said when the time was ambiguous (the autumn hour) and the first one was taken. */
  aviso: z.string().nullable(),
  pricechanges: z.array(PriceChangeSchema),
});

export const PriceChangeCancelSchema = z.object({
  id: zRecordId('Indique el cambio'),
  version: zOptionalVersion,
  /** Required, as for every write that undoes another (it goes to the change and the audit). */
  motivo: zReason,
});

/** `/v1/pricelimits`: a product's lowest and highest price (catches typos). */
export const PriceLimitFieldsSchema = z
  .object({
    idgrupo: zGroupId,
    idproducto: zProductId,
    minimo: zUnitPrice,
    maximo: zUnitPrice,
  })
  .refine((v) => v.maximo > v.minimo, {
    path: ['maximo'],
    message: 'El máximo debe ser mayor que el mínimo',
  });

export const PriceLimitSchema = recordOf({
  idgrupo: z.number().int(),
  idproducto: z.number().int(),
  producto: z.string(),
  minimo: z.number(),
  maximo: z.number(),
});
export type PriceLimit = z.infer<typeof PriceLimitSchema>;

export const PriceHistorySchema = z.object({
  ...pageMeta,
  history: z.array(z.object({ id: z.number(), fecha: z.string(), precio: z.number() })),
});

// ── What a station's terminal asks about prices (`x-terminal-key`) ──

/** `GET /v1/authorize/prices`: the station's prices now and the changes sent to it, waiting for its word. */
export const TerminalPricesSchema = z.object({
  precios: z.array(z.object({ idproducto: z.number(), precio: z.number(), desde: z.string() })),
  cambios: z.array(
    z.object({ id: z.number(), idproducto: z.number(), precio: z.number(), fechaefectiva: z.string() }),
  ),
});

/** `POST /v1/authorize/prices/confirm`: the terminal says which sent changes the station applied or not. */
export const PriceConfirmSchema = z.object({
  cambios: z
    .array(
      z
        .object({
          id: zChosenId('Indique el cambio'),
          resultado: z.enum(['aplicado', 'error'], { error: 'Resultado: aplicado o error' }),
          motivo: z.string().trim().max(300, 'Máximo 300 caracteres').optional(),
        })
        .refine((c) => c.resultado !== 'error' || !!c.motivo, {
          path: ['motivo'],
          message: 'Indique por qué no se ha podido aplicar',
        }),
      { error: 'Indique los cambios' },
    )
    .min(1, 'Indique al menos un cambio')
    .max(500, 'Como máximo 500 cambios a la vez'),
});

export const PriceConfirmResponseSchema = z.object({
  cambios: z.array(z.object({ id: z.number(), estado: z.string(), mensaje: z.string() })),
});
