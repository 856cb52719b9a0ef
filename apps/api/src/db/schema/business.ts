import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audited } from './columns';

// Money is stored as integer cents, never floats; ticket lines keep the values as printed.

export const customers = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    idgrupo: integer('idgrupo').notNull(),
    codigo: integer('codigo').notNull(),
    nombre: text('nombre').notNull(),
    nombrecomercial: text('nombrecomercial').notNull().default(''),
    nif: text('nif').notNull(),
    direccion: text('direccion').notNull().default(''),
    poblacion: text('poblacion').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    codigopostal: text('codigopostal').notNull().default(''),
    pais: text('pais').notNull().default('ES'),
    telefono: text('telefono').notNull().default(''),
    email: text('email').notNull().default(''),
    contado: boolean('contado').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    fechaalta: timestamp('fechaalta', { withTimezone: true }).notNull().defaultNow(),
    observaciones: text('observaciones').notNull().default(''),
    /** What `q` searches: code, names, NIF and town, lower case, behind a trigram index. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`lower(codigo::text || ' ' || nombre || ' ' || nombrecomercial || ' ' || nif || ' ' || poblacion)`,
    ),
    ...audited(),
  },
  (t) => [
    uniqueIndex('clientes_grupo_codigo_uq').on(t.idgrupo, t.codigo),
    // Partial: lists and their counts only ever read live rows, so they can stay index-only.
    index('clientes_grupo_nombre_idx').on(t.idgrupo, t.nombre, t.id).where(sql`deleted_at is null`),
    index('clientes_nif_idx').on(t.nif),
    index('clientes_busqueda_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** App users (drivers, customer staff): not the staff who sign in here. */
export const appUsers = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    idgrupo: integer('idgrupo').notNull(),
    idcliente: integer('idcliente'),
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
    ...audited(),
  },
  (t) => [
    index('usuarios_grupo_idx').on(t.idgrupo, t.id),
    index('usuarios_cliente_idx').on(t.idcliente),
    uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`),
  ],
);

export const vehicles = pgTable(
  'vehiculos',
  {
    id: serial('id').primaryKey(),
    idcliente: integer('idcliente').notNull(),
    iddepartamento: integer('iddepartamento'),
    matricula: text('matricula').notNull(),
    marca: text('marca').notNull().default(''),
    modelo: text('modelo').notNull().default(''),
    tipo: text('tipo').notNull().default('turismo'),
    productos: jsonb('productos').$type<number[]>().notNull().default([]),
    /** Masked PAN only; the full number never reaches the database. */
    tarjeta: text('tarjeta').notNull().default(''),
    pin_hash: text('pin_hash'),
    limitediario: integer('limitediario'),
    limitemensual: integer('limitemensual'),
    unidadlimite: text('unidadlimite').notNull().default('euros'),
    controlkm: boolean('controlkm').notNull().default(false),
    kmactual: integer('kmactual'),
    activo: boolean('activo').notNull().default(true),
    bloqueado: boolean('bloqueado').notNull().default(false),
    fechabaja: timestamp('fechabaja', { withTimezone: true }),
    ...audited(),
  },
  (t) => [index('vehiculos_cliente_idx').on(t.idcliente), index('vehiculos_matricula_idx').on(t.matricula)],
);

export type TicketLine = {
  producto: string;
  cantidad: number;
  precio: number;
  descuento: number;
  importe: number;
  iva: number;
};

export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    numero: text('numero').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    idlocal: integer('idlocal').notNull(),
    idterminal: integer('idterminal'),
    idcliente: integer('idcliente'),
    idvehiculo: integer('idvehiculo'),
    idusuario: integer('idusuario'),
    matricula: text('matricula').notNull().default(''),
    km: integer('km'),
    /** Amounts in the lines are euros (2 decimals), prices 3 decimals, as printed. */
    lineas: jsonb('lineas').$type<TicketLine[]>().notNull(),
    base: integer('base').notNull(),
    iva: integer('iva').notNull(),
    total: integer('total').notNull(),
    formapago: text('formapago').notNull(),
  },
  (t) => [
    index('tickets_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    index('tickets_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id),
    index('tickets_vehiculo_fecha_idx').on(t.idvehiculo, t.fecha, t.id),
    index('tickets_fecha_idx').on(t.fecha, t.id),
  ],
);

export const operations = pgTable(
  'operaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    idlocal: integer('idlocal').notNull(),
    idterminal: integer('idterminal'),
    tarjeta: text('tarjeta').notNull().default(''),
    idvehiculo: integer('idvehiculo'),
    idcliente: integer('idcliente'),
    tipo: text('tipo').notNull(),
    importesolicitado: integer('importesolicitado').notNull(),
    importeautorizado: integer('importeautorizado').notNull(),
    resultado: text('resultado').notNull(),
    motivo: text('motivo').notNull().default(''),
    idticket: bigint('idticket', { mode: 'number' }),
  },
  (t) => [
    index('operaciones_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    index('operaciones_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id),
    index('operaciones_vehiculo_fecha_idx').on(t.idvehiculo, t.fecha, t.id),
    index('operaciones_fecha_idx').on(t.fecha, t.id),
  ],
);
