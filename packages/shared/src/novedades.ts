import { z } from 'zod';
import { zChosenId, zDay, zGroupId, zOptionalDay, zRequiredText } from './fields';
import { recordOf } from './wire';

// ── Noticias y novedades (`/v1/news`, domain.md "Novedades") ───────────────────────────────────────────

/**
 * Where a news item stands: `borrador` (not active), `programada` (its publication day has not come),
 * `publicada`, `caducada` (its end day has passed). Computed from `activo` and the days, Madrid time.
 */
export const NEWS_STATES = ['borrador', 'programada', 'publicada', 'caducada'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** The images the app shows, by their first bytes (never by the declared type alone). */
export const NEWS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type NewsImageType = (typeof NEWS_IMAGE_TYPES)[number];
/** 2 MB. */
export const NEWS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The sanitised HTML of the body, at most. */
export const NEWS_CONTENT_MAX = 20_000;

export const NewsFieldsSchema = z
  .object({
    /** The group that publishes it (where it sits for scope). */
    idgrupo: zGroupId,
    titulo: zRequiredText('Indique el título', 3, 'El título debe tener al menos 3 caracteres', 120),
    resumen: z.string().trim().max(280, 'Máximo 280 caracteres').default(''),
    /** Rich text (HTML); the server keeps only an allow-list of tags and attributes. */
    contenido: z
      .string()
      .max(NEWS_CONTENT_MAX, `El texto es demasiado largo (máximo ${NEWS_CONTENT_MAX} caracteres)`)
      .default(''),
    fechapublicacion: zDay,
    fechafin: zOptionalDay,
    destacado: z.boolean().default(false),
    activo: z.boolean().default(false),
    /** Audience: the groups whose app users see it. */
    grupos: z
      .array(z.number().int().positive('Grupo no válido'), { error: 'Elija los grupos' })
      .min(1, 'Elija al menos un grupo destinatario')
      .max(200, 'Como máximo 200 grupos'),
  })
  .refine((n) => !n.fechafin || n.fechafin >= n.fechapublicacion, {
    path: ['fechafin'],
    message: 'La fecha de fin es anterior a la de publicación',
  });
export type NewsFields = z.infer<typeof NewsFieldsSchema>;

export const NewsSchema = recordOf({
  idgrupo: z.number().int(),
  grupo: z.string().optional(),
  titulo: z.string(),
  resumen: z.string(),
  contenido: z.string(),
  fechapublicacion: z.string(),
  fechafin: z.string().nullable(),
  destacado: z.boolean(),
  activo: z.boolean(),
  grupos: z.array(z.number().int()),
  /** The audience's names, in the order of `grupos`. */
  destinatarios: z.array(z.string()).optional(),
  estado: z.enum(NEWS_STATES).optional(),
  /** The stored image's type, or null without one (served by `GET /v1/news/image?id=`). */
  imagentipo: z.string().nullable(),
  imagentamano: z.number().int().nullable(),
});
export type News = z.infer<typeof NewsSchema>;

/** `POST /v1/news/image`: the image of a news item, as base64, with the type the browser declared. */
export const NewsImageUploadSchema = z.object({
  id: zChosenId('Indique la novedad'),
  tipo: z.string({ error: 'Indique el tipo de la imagen' }).max(100, 'Tipo de imagen no válido'),
  nombre: z.string().max(255).optional(),
  datos: z
    .string({ error: 'Falta la imagen' })
    .min(1, 'Falta la imagen')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'La imagen no está en base64'),
});
export type NewsImageUpload = z.infer<typeof NewsImageUploadSchema>;

/** The state of a news item on a given Madrid day (AAAA-MM-DD). */
export function newsState(
  n: { activo: boolean; fechapublicacion: string; fechafin: string | null },
  today: string,
): NewsState {
  if (!n.activo) return 'borrador';
  if (n.fechapublicacion > today) return 'programada';
  if (n.fechafin && n.fechafin < today) return 'caducada';
  return 'publicada';
}
