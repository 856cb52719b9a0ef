import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { groupRef, stationRef } from './ambito';
import { audited, blankText, liveUnique, optionalRef, spanishOrder } from './columns';
import { products } from './gruposproductos';

/**
 * Relación de Productos (domain.md "Equivalencias"): a station's own product code and the group product it
 * means. `idproductogrupo` null = not mapped yet. `idgrupo` is the station's group, kept with the row so a
 * group's relations (and its unmapped count) are read by one index.
 */
export const productRelations = pgTable(
  'productos_locales',
  {
    id: serial('id').primaryKey(),
    idlocal: stationRef(),
    idgrupo: groupRef(),
    codigolocal: text('codigolocal').notNull(),
    descripcionlocal: blankText('descripcionlocal'),
    idproductogrupo: optionalRef('idproductogrupo', () => products.idproducto),
    ...audited(),
  },
  (t) => [
    liveUnique('productos_locales_local_codigo_uq', t.idlocal, sql`upper(${t.codigolocal})`),
    index('productos_locales_local_orden_idx').on(t.idlocal, spanishOrder(t.codigolocal), t.id),
    index('productos_locales_orden_idx').on(spanishOrder(t.codigolocal), t.id),
    index('productos_locales_desc_idx').on(spanishOrder(t.descripcionlocal), t.id),
    index('productos_locales_sinrelacion_idx')
      .on(t.idgrupo, t.idlocal)
      .where(sql`idproductogrupo is null and deleted_at is null`),
    index('productos_locales_producto_idx').on(t.idproductogrupo),
  ],
);
