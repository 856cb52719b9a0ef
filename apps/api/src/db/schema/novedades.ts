import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { groupRecord } from './ambito';
import { audited, blankText, flag, stampedNow } from './columns';

/**
 * Noticias y novedades for the app (domain.md "Novedades"): published by a group (its place), shown to the
 * app users of the audience's groups from `fechapublicacion` to `fechafin` (Madrid days). `contenido` is
 * HTML kept to an allow-list on every write. The image lives in `novedades_imagenes`, out of the row (and so
 * out of the lists and the audit's before/after).
 */
export const news = pgTable(
  'novedades',
  {
    ...groupRecord(),
    titulo: text('titulo').notNull(),
    resumen: blankText('resumen'),
    contenido: blankText('contenido'),
    fechapublicacion: date('fechapublicacion').notNull(),
    fechafin: date('fechafin'),
    destacado: flag('destacado', false),
    activo: flag('activo', false),
    /** Audience: idgrupo of each group whose app users see it. */
    grupos: integer('grupos').array().notNull().default(sql`'{}'::integer[]`),
    imagentipo: text('imagentipo'),
    imagentamano: integer('imagentamano'),
    ...audited(),
  },
  (t) => [
    index('novedades_grupo_fecha_idx').on(t.idgrupo, t.fechapublicacion, t.id),
    index('novedades_fecha_idx').on(t.fechapublicacion, t.id),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The image of a news item: its bytes, checked by their first bytes on upload. */
export const newsImages = pgTable('novedades_imagenes', {
  idnovedad: integer('idnovedad')
    .primaryKey()
    .references(() => news.id),
  tipo: text('tipo').notNull(),
  tamano: integer('tamano').notNull(),
  datos: bytea('datos').notNull(),
  subida: stampedNow('subida'),
});
