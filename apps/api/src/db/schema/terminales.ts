import { index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stationRef } from './ambito';
import { audited, blankText, flag, instant } from './columns';

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
    modelo: blankText('modelo'),
    /** Software version of the terminal (`version` is the row's concurrency counter). */
    versionsw: blankText('versionsw'),
    ip: blankText('ip'),
    estado: text('estado').notNull().default('fuera de línea'),
    ultimaconexion: instant('ultimaconexion'),
    modulos: jsonb('modulos').$type<TerminalModules>().notNull(),
    /** SHA-256 of the terminal's key (`x-terminal-key`): the key itself is shown once and never stored. */
    clave_hash: text('clave_hash'),
    claveemitida: instant('claveemitida'),
    activo: flag('activo', true),
    ...audited(),
  },
  (t) => [index('terminales_local_idx').on(t.idlocal), uniqueIndex('terminales_clave_uq').on(t.clave_hash)],
);
