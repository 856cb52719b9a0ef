import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerRecord } from './clientes';
import { audited, bigMoney, blankText, flag, instant, liveIndex, money, spanishOrder } from './columns';

export const vehicles = pgTable(
  'vehiculos',
  {
    ...customerRecord(),
    iddepartamento: integer('iddepartamento'),
    /** Upper case without spaces or dashes ('1234BCD', 'M1234AB'). */
    matricula: text('matricula').notNull(),
    marca: blankText('marca'),
    modelo: blankText('modelo'),
    tipo: text('tipo').notNull().default('turismo'),
    /** Group products the card may buy; empty = all. */
    productos: jsonb('productos').$type<number[]>().notNull().default([]),
    /** Masked PAN only ('7078 **** **** 2345'); the full number never reaches the database. */
    tarjeta: blankText('tarjeta'),
    /** HMAC-SHA256 of the full card number with the server's card key: finds the card, cannot give it back. */
    tarjeta_hash: text('tarjeta_hash'),
    /** `salt.hmac` of the PIN with the server's card key; null = no PIN set. */
    pin_hash: text('pin_hash'),
    /** Whether a PIN is set: the lists say so without reading the hash. */
    tienepin: boolean('tienepin').generatedAlwaysAs(sql`pin_hash is not null`),
    /** Wrong PINs in a row; the third blocks the card. */
    pinerroneos: integer('pinerroneos').notNull().default(0),
    /** Hundredths: euros (cents) or litres (centilitres) as `unidadlimite` says; 2 decimals in code. */
    limitediario: money('limitediario'),
    limitemensual: money('limitemensual'),
    unidadlimite: text('unidadlimite').notNull().default('euros'),
    controlkm: flag('controlkm', false),
    kmactual: integer('kmactual'),
    activo: flag('activo', true),
    bloqueado: flag('bloqueado', false),
    motivobloqueo: blankText('motivobloqueo'),
    fechabaja: instant('fechabaja'),
    /** What `q` searches: plate, make, model and masked card, folded, behind a trigram index. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`es_busqueda(matricula || ' ' || marca || ' ' || modelo || ' ' || tarjeta)`,
    ),
    ...audited(),
  },
  (t) => [
    index('vehiculos_cliente_idx').on(t.idcliente),
    index('vehiculos_matricula_idx').on(t.matricula),
    uniqueIndex('vehiculos_tarjeta_uq')
      .on(t.tarjeta_hash)
      .where(sql`deleted_at is null and tarjeta_hash is not null`),
    liveIndex('vehiculos_orden_idx', spanishOrder(t.matricula), t.id),
    liveIndex('vehiculos_marca_idx', spanishOrder(t.marca), t.id),
    liveIndex('vehiculos_tipo_idx', spanishOrder(t.tipo), t.id),
    liveIndex('vehiculos_cliente_orden_idx', t.idcliente, spanishOrder(t.matricula), t.id),
    // Inicio's cards with wrong PINs (few): found without reading every vehicle of the group.
    index('vehiculos_pin_idx')
      .on(t.idcliente)
      .where(sql`deleted_at is null and (pinerroneos > 0 or bloqueado)`),
    index('vehiculos_busqueda_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/**
 * What each card's completed sales used per Madrid day (cents and centilitres, as the operations store them),
 * kept by a trigger on `operaciones` (migration 0029): the authoriser reads a month's rows of one card instead
 * of walking every approval of the month, which grew with the card's use. Live reservations are added from
 * the customer's reservations.
 */
export const vehicleUsage = pgTable(
  'consumos_vehiculo',
  {
    idvehiculo: integer('idvehiculo')
      .notNull()
      .references(() => vehicles.id),
    dia: date('dia').notNull(),
    // Hundredths in the database (cents; centilitres, as `operaciones.litros`), units in the code.
    euros: bigMoney('euros').notNull().default(0),
    litros: bigMoney('litros').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idvehiculo, t.dia] })],
);
