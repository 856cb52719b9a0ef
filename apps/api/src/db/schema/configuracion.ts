import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { commercialAccounts } from './ambito';
import { blankText, optionalRef, versioned } from './columns';
import { rates } from './tarifasdescuento';

/**
 * General settings of a commercial account (Ajustes generales / Configuración): invoicing data, and the
 * values the loyalty, voucher and authorisation rules read. One row per account; defaults until saved.
 */
export const settings = pgTable('ajustes', {
  idcuentacomercial: integer('idcuentacomercial')
    .primaryKey()
    .references(() => commercialAccounts.id),
  razonsocial: blankText('razonsocial'),
  nif: blankText('nif'),
  direccion: blankText('direccion'),
  codigopostal: blankText('codigopostal'),
  poblacion: blankText('poblacion'),
  provincia: blankText('provincia'),
  seriefactura: text('seriefactura').notNull().default('F'),
  /** Euros a loyalty point is worth when redeemed. */
  valorpunto: numeric('valorpunto', { precision: 10, scale: 4, mode: 'number' }).notNull().default(0.01),
  /** Months after which unredeemed points expire (0 = never). */
  caducidadpuntosmeses: integer('caducidadpuntosmeses').notNull().default(24),
  /** Days a voucher is valid from its issue, unless the batch says otherwise. */
  caducidadvalesdias: integer('caducidadvalesdias').notNull().default(365),
  idtarifadefecto: optionalRef('idtarifadefecto', () => rates.idtarifa),
  emailscontacto: blankText('emailscontacto'),
  /** Minutes an approved authorisation holds its amount before it expires by itself. */
  reservaminutos: integer('reservaminutos').notNull().default(15),
  ...versioned(),
});
