import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { groupRef } from './ambito';
import { audited, flag, liveUnique, requiredRef, spanishOrder } from './columns';

/**
 * The group's product catalogue (domain.md "Equivalencias"): what stations sell, in the group's own terms.
 * Fuels carry the Ministry's product id; the VAT rate is data, never a constant in code.
 */
export const products = pgTable(
  'productos',
  {
    idproducto: serial('idproducto').primaryKey(),
    idgrupo: groupRef(),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** carburante, lubricante, lavado, tienda, servicios, electricidad. */
    familia: text('familia').notNull(),
    /** litro, unidad, kWh. */
    unidad: text('unidad').notNull(),
    iva: numeric('iva', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The Ministry's fuel id (public price data), for fuels. */
    idproductoministerio: integer('idproductoministerio'),
    activo: flag('activo', true),
    ...audited(),
  },
  (t) => [
    liveUnique('productos_grupo_codigo_uq', t.idgrupo, sql`upper(${t.codigo})`),
    index('productos_grupo_orden_idx').on(t.idgrupo, spanishOrder(t.descripcion), t.idproducto),
    index('productos_grupo_codigo_orden_idx').on(t.idgrupo, spanishOrder(t.codigo), t.idproducto),
  ],
);

/** A record's group product: `idproducto`, required, a foreign key to `productos`. */
export const productRef = () => requiredRef('idproducto', () => products.idproducto);
