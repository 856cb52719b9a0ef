import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './clientes';
import { audited } from './columns';

export const vehicles = pgTable(
  'vehiculos',
  {
    id: serial('id').primaryKey(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => customers.id),
    iddepartamento: integer('iddepartamento'),
    matricula: text('matricula').notNull(),
    marca: text('marca').notNull().default(''),
    modelo: text('modelo').notNull().default(''),
    tipo: text('tipo').notNull().default('turismo'),
    productos: jsonb('productos').$type<number[]>().notNull().default([]),
    /** Masked PAN only; the full number never reaches the database. */
    tarjeta: text('tarjeta').notNull().default(''),
    pin_hash: text('pin_hash'),
    /** Cents when `unidadlimite` is euros, litres otherwise. */
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
