import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groupRecord, groupRef, stationRef } from './ambito';
import { audited, blankText, instant, liveUnique } from './columns';
import { productRef } from './gruposproductos';

/**
 * A unit price (€ per litre, kWh or unit) with 3 decimals: integer thousandths of a euro in the database,
 * euros in the code and on the wire, as `money` keeps cents.
 */
export const unitPrice = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'integer',
  toDriver: (euros) => Math.round(euros * 1000),
  fromDriver: (milli) => Number(milli) / 1000,
});

/** The price each station sells each group product at now (written only by applied changes). */
export const prices = pgTable(
  'precios',
  {
    idlocal: stationRef(),
    idproducto: productRef(),
    precio: unitPrice('precio').notNull(),
    /** When this price took effect. */
    desde: instant('desde').notNull(),
    /** The change that set it (null: loaded with the station). */
    idcambio: integer('idcambio'),
  },
  (t) => [primaryKey({ columns: [t.idlocal, t.idproducto] })],
);

/** Every price a station had for a product, from when (the chart of Programación de precios). */
export const priceHistory = pgTable(
  'precios_historico',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idlocal: integer('idlocal').notNull(),
    idproducto: integer('idproducto').notNull(),
    precio: unitPrice('precio').notNull(),
    fecha: instant('fecha').notNull(),
    idcambio: integer('idcambio'),
  },
  (t) => [index('precios_historico_local_producto_fecha_idx').on(t.idlocal, t.idproducto, t.fecha, t.id)],
);

export const PRICE_CHANGE_STATES = ['pendiente', 'enviado', 'aplicado', 'error', 'cancelado'] as const;

/**
 * A scheduled price change for one station and product (a change for many stations is one row each,
 * sharing `lote`). The scheduler takes due `pendiente` rows, applies them and marks them `aplicado`.
 */
export const priceChanges = pgTable(
  'cambios_precio',
  {
    id: serial('id').primaryKey(),
    lote: integer('lote').notNull(),
    idgrupo: groupRef(),
    idlocal: stationRef(),
    idproducto: productRef(),
    precio: unitPrice('precio').notNull(),
    fechaefectiva: instant('fechaefectiva').notNull(),
    /**
     * pendiente → (the scheduler applies it centrally) enviado, queued to the station's online terminals,
     * or aplicado at once if it has none → aplicado when a terminal confirms; error with the reason; or
     * cancelado while pending. docs/decisions/007-price-change-lifecycle.md.
     */
    estado: text('estado').notNull().default('pendiente'),
    /** Why it failed, or was cancelled; who it is waiting for. */
    mensaje: blankText('mensaje'),
    /** When the scheduler applied it centrally and queued it to the station's terminals. */
    enviado: instant('enviado'),
    /** When the station confirmed it (or, with no online terminal, when it was applied centrally). */
    aplicado: instant('aplicado'),
    ...audited(),
  },
  (t) => [
    index('cambios_precio_grupo_fecha_idx').on(t.idgrupo, t.fechaefectiva, t.id),
    index('cambios_precio_fecha_idx').on(t.fechaefectiva, t.id),
    index('cambios_precio_local_fecha_idx').on(t.idlocal, t.fechaefectiva, t.id),
    index('cambios_precio_pendientes_idx')
      .on(t.fechaefectiva)
      .where(sql`estado = 'pendiente' and deleted_at is null`),
    // What each station's terminals have to confirm, and the ones waiting too long.
    index('cambios_precio_enviados_idx').on(t.idlocal, t.id).where(sql`estado = 'enviado'`),
    // One pending price per station, product and moment: two would both apply, the later silently winning.
    uniqueIndex('cambios_precio_pendiente_uq')
      .on(t.idlocal, t.idproducto, t.fechaefectiva)
      .where(sql`estado = 'pendiente' and deleted_at is null`),
  ],
);

/** The minimum and maximum price a product may be given (catches typos: 14,590 for 1,459). */
export const priceLimits = pgTable(
  'limites_precio',
  {
    ...groupRecord(),
    idproducto: productRef(),
    minimo: unitPrice('minimo').notNull(),
    maximo: unitPrice('maximo').notNull(),
    ...audited(),
  },
  (t) => [
    liveUnique('limites_precio_producto_uq', t.idproducto),
    index('limites_precio_grupo_idx').on(t.idgrupo, t.id),
  ],
);
