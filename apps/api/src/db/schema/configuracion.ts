import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { commercialAccounts } from './ambito';
import { rates } from './tarifasdescuento';

/**
 * General settings of a commercial account (Ajustes generales / Configuración): invoicing data, and the
 * values the loyalty, voucher and authorisation rules read. One row per account; defaults until saved.
 */
export const settings = pgTable('ajustes', {
  idcuentacomercial: integer('idcuentacomercial')
    .primaryKey()
    .references(() => commercialAccounts.id),
  razonsocial: text('razonsocial').notNull().default(''),
  nif: text('nif').notNull().default(''),
  direccion: text('direccion').notNull().default(''),
  codigopostal: text('codigopostal').notNull().default(''),
  poblacion: text('poblacion').notNull().default(''),
  provincia: text('provincia').notNull().default(''),
  seriefactura: text('seriefactura').notNull().default('F'),
  /** Euros a loyalty point is worth when redeemed. */
  valorpunto: numeric('valorpunto', { precision: 10, scale: 4, mode: 'number' }).notNull().default(0.01),
  /** Months after which unredeemed points expire (0 = never). */
  caducidadpuntosmeses: integer('caducidadpuntosmeses').notNull().default(24),
  /** Days a voucher is valid from its issue, unless the batch says otherwise. */
  caducidadvalesdias: integer('caducidadvalesdias').notNull().default(365),
  idtarifadefecto: integer('idtarifadefecto').references(() => rates.idtarifa),
  emailscontacto: text('emailscontacto').notNull().default(''),
  /** Minutes an approved authorisation holds its amount before it expires by itself. */
  reservaminutos: integer('reservaminutos').notNull().default(15),
  version: integer('version').notNull().default(1),
});
