import { boolean, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audited } from './columns';

// Scope hierarchy: commercial account › group › company › station (spec §3, domain.md "Ámbito").
// Wire names are the spec's, so property names are too.

export const commercialAccounts = pgTable('cuentas_comerciales', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nif: text('nif').notNull().default(''),
  activo: boolean('activo').notNull().default(true),
  ...audited(),
});

export const groups = pgTable(
  'grupos',
  {
    idgrupo: serial('idgrupo').primaryKey(),
    grupo: text('grupo').notNull(),
    idcuentacomercial: integer('idcuentacomercial')
      .notNull()
      .references(() => commercialAccounts.id),
    ...audited(),
  },
  (t) => [index('grupos_cuenta_idx').on(t.idcuentacomercial)],
);

/** A record's group: `idgrupo`, required, a foreign key to `grupos`. */
export const groupRef = () =>
  integer('idgrupo')
    .notNull()
    .references(() => groups.idgrupo);

export const companies = pgTable(
  'empresas',
  {
    idempresa: serial('idempresa').primaryKey(),
    empresa: text('empresa').notNull(),
    idgrupo: groupRef(),
    nif: text('nif').notNull().default(''),
    direccion: text('direccion').notNull().default(''),
    ...audited(),
  },
  (t) => [index('empresas_grupo_idx').on(t.idgrupo)],
);

export const stations = pgTable(
  'locales',
  {
    idlocal: serial('idlocal').primaryKey(),
    local: text('local').notNull(),
    idempresa: integer('idempresa')
      .notNull()
      .references(() => companies.idempresa),
    idcuentacomercial: integer('idcuentacomercial')
      .notNull()
      .references(() => commercialAccounts.id),
    activolocal: boolean('activolocal').notNull().default(true),
    es24: boolean('es24').notNull().default(false),
    lavado: boolean('lavado').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    duchas: boolean('duchas').notNull().default(false),
    restaurante: boolean('restaurante').notNull().default(false),
    tienda: boolean('tienda').notNull().default(false),
    muestraprecio: boolean('muestraprecio').notNull().default(true),
    observlocal: text('observlocal').notNull().default(''),
    direccion: text('direccion').notNull().default(''),
    poblacion: text('poblacion').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    codigopostal: text('codigopostal').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
    ...audited(),
  },
  (t) => [index('locales_empresa_idx').on(t.idempresa)],
);

/** A record's station: `idlocal`, required, a foreign key to `locales`. */
export const stationRef = () =>
  integer('idlocal')
    .notNull()
    .references(() => stations.idlocal);
