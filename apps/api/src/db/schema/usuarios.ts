import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groupRef } from './ambito';
import { customers } from './clientes';
import { audited } from './columns';

/** App users (drivers, customer staff): not the staff who sign in here. */
export const appUsers = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    idgrupo: groupRef(),
    idcliente: integer('idcliente').references(() => customers.id),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull().default(''),
    email: text('email').notNull(),
    telefono: text('telefono').notNull().default(''),
    dni: text('dni').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    verificado: boolean('verificado').notNull().default(false),
    fechaalta: timestamp('fechaalta', { withTimezone: true }).notNull().defaultNow(),
    ultimoacceso: timestamp('ultimoacceso', { withTimezone: true }),
    puntos: integer('puntos').notNull().default(0),
    /** What `q` searches, folded (lower case, no accents), behind a trigram index. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`es_busqueda(nombre || ' ' || apellidos || ' ' || email || ' ' || dni || ' ' || telefono)`,
    ),
    ...audited(),
  },
  (t) => [
    index('usuarios_grupo_idx').on(t.idgrupo, t.id),
    index('usuarios_grupo_orden_idx')
      .on(t.idgrupo, sql`es_orden(${t.apellidos}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    index('usuarios_cliente_idx').on(t.idcliente),
    uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`),
    index('usuarios_busqueda_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** A record's app user: `idusuario`, required, a foreign key to the app users. */
export const appUserRef = () =>
  integer('idusuario')
    .notNull()
    .references(() => appUsers.id);

const userId = () =>
  integer('idusuario')
    .notNull()
    .references(() => appUsers.id);

/** The app users' cards (masked PAN only). */
export const userCards = pgTable(
  'usuarios_tarjetas',
  {
    id: serial('id').primaryKey(),
    idusuario: userId(),
    tarjeta: text('tarjeta').notNull(),
    tipo: text('tipo').notNull(),
    activa: boolean('activa').notNull().default(true),
    fechaalta: timestamp('fechaalta', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuarios_tarjetas_usuario_idx').on(t.idusuario)],
);

export const userVehicles = pgTable(
  'usuarios_vehiculos',
  {
    id: serial('id').primaryKey(),
    idusuario: userId(),
    matricula: text('matricula').notNull(),
    marca: text('marca').notNull().default(''),
    modelo: text('modelo').notNull().default(''),
    alias: text('alias').notNull().default(''),
  },
  (t) => [index('usuarios_vehiculos_usuario_idx').on(t.idusuario)],
);
