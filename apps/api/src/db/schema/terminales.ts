import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type TerminalModules = {
  fidelizacion: boolean;
  credito: boolean;
  vales: boolean;
  app: boolean;
  pagomovil: boolean;
};

export const terminals = pgTable(
  'terminales',
  {
    id: serial('id').primaryKey(),
    numeroserie: text('numeroserie').notNull().unique(),
    descripcion: text('descripcion').notNull(),
    idlocal: integer('idlocal').notNull(),
    tipo: text('tipo').notNull(),
    modelo: text('modelo').notNull().default(''),
    /** Software version of the terminal (`version` is the row's concurrency counter). */
    versionsw: text('versionsw').notNull().default(''),
    ip: text('ip').notNull().default(''),
    estado: text('estado').notNull().default('fuera de línea'),
    ultimaconexion: timestamp('ultimaconexion', { withTimezone: true }),
    modulos: jsonb('modulos').$type<TerminalModules>().notNull(),
    activo: boolean('activo').notNull().default(true),
    version: integer('version').notNull().default(1),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('terminales_local_idx').on(t.idlocal)],
);
