import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stationRef } from './ambito';
import { audited } from './columns';

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
    idlocal: stationRef(),
    tipo: text('tipo').notNull(),
    modelo: text('modelo').notNull().default(''),
    /** Software version of the terminal (`version` is the row's concurrency counter). */
    versionsw: text('versionsw').notNull().default(''),
    ip: text('ip').notNull().default(''),
    estado: text('estado').notNull().default('fuera de línea'),
    ultimaconexion: timestamp('ultimaconexion', { withTimezone: true }),
    modulos: jsonb('modulos').$type<TerminalModules>().notNull(),
    /** SHA-256 of the terminal's key (`x-terminal-key`): the key itself is shown once and never stored. */
    clave_hash: text('clave_hash'),
    claveemitida: timestamp('claveemitida', { withTimezone: true }),
    activo: boolean('activo').notNull().default(true),
    ...audited(),
  },
  (t) => [index('terminales_local_idx').on(t.idlocal), uniqueIndex('terminales_clave_uq').on(t.clave_hash)],
);
