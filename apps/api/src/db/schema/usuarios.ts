import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { groupRecord } from './ambito';
import { optionalCustomerRef } from './clientes';
import {
  audited,
  blankText,
  flag,
  instant,
  liveIndex,
  requiredRef,
  spanishOrder,
  stampedNow,
} from './columns';

/** App users (drivers, customer staff): not the staff who sign in here. */
export const appUsers = pgTable(
  'usuarios',
  {
    ...groupRecord(),
    idcliente: optionalCustomerRef(),
    nombre: text('nombre').notNull(),
    apellidos: blankText('apellidos'),
    email: text('email').notNull(),
    telefono: blankText('telefono'),
    dni: blankText('dni'),
    activo: flag('activo', true),
    verificado: flag('verificado', false),
    fechaalta: stampedNow('fechaalta'),
    ultimoacceso: instant('ultimoacceso'),
    puntos: integer('puntos').notNull().default(0),
    /** What `q` searches, folded (lower case, no accents), behind a trigram index. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`es_busqueda(nombre || ' ' || apellidos || ' ' || email || ' ' || dni || ' ' || telefono)`,
    ),
    ...audited(),
  },
  (t) => [
    index('usuarios_grupo_idx').on(t.idgrupo, t.id),
    liveIndex('usuarios_grupo_orden_idx', t.idgrupo, spanishOrder(t.apellidos), t.id),
    index('usuarios_cliente_idx').on(t.idcliente),
    uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`),
    index('usuarios_busqueda_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** A record's app user: `idusuario`, required, a foreign key to the app users. */
export const appUserRef = () => requiredRef('idusuario', () => appUsers.id);
/** An app user's sub-record: its serial `id` and its user. */
const appUserRecord = () => ({ id: serial('id').primaryKey(), idusuario: appUserRef() });

/** The app users' cards (masked PAN only). */
export const userCards = pgTable(
  'usuarios_tarjetas',
  {
    ...appUserRecord(),
    tarjeta: text('tarjeta').notNull(),
    tipo: text('tipo').notNull(),
    activa: flag('activa', true),
    fechaalta: stampedNow('fechaalta'),
  },
  (t) => [index('usuarios_tarjetas_usuario_idx').on(t.idusuario)],
);

export const userVehicles = pgTable(
  'usuarios_vehiculos',
  {
    ...appUserRecord(),
    matricula: text('matricula').notNull(),
    marca: blankText('marca'),
    modelo: blankText('modelo'),
    alias: blankText('alias'),
  },
  (t) => [index('usuarios_vehiculos_usuario_idx').on(t.idusuario)],
);
