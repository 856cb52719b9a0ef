import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audited, blankText, flag, optionalRef, requiredRef } from './columns';

// Scope hierarchy: commercial account › group › company › station (spec §3, domain.md "Ámbito").
// Wire names are the spec's, so property names are too.

export const commercialAccounts = pgTable('cuentas_comerciales', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nif: blankText('nif'),
  activo: flag('activo', true),
  ...audited(),
});

/** A record's commercial account: `idcuentacomercial`, required, a foreign key to `cuentas_comerciales`. */
export const accountRef = () => requiredRef('idcuentacomercial', () => commercialAccounts.id);

export const groups = pgTable(
  'grupos',
  {
    idgrupo: serial('idgrupo').primaryKey(),
    grupo: text('grupo').notNull(),
    idcuentacomercial: accountRef(),
    ...audited(),
  },
  (t) => [index('grupos_cuenta_idx').on(t.idcuentacomercial)],
);

/** A record's group: `idgrupo`, required, a foreign key to `grupos`. */
export const groupRef = () => requiredRef('idgrupo', () => groups.idgrupo);
/** A group's own record: its serial `id` and its group, the place its scope is checked on. */
export const groupRecord = () => ({ id: serial('id').primaryKey(), idgrupo: groupRef() });

export const companies = pgTable(
  'empresas',
  {
    idempresa: serial('idempresa').primaryKey(),
    empresa: text('empresa').notNull(),
    idgrupo: groupRef(),
    nif: blankText('nif'),
    direccion: blankText('direccion'),
    ...audited(),
  },
  (t) => [index('empresas_grupo_idx').on(t.idgrupo)],
);

export const stations = pgTable(
  'locales',
  {
    idlocal: serial('idlocal').primaryKey(),
    local: text('local').notNull(),
    idempresa: requiredRef('idempresa', () => companies.idempresa),
    idcuentacomercial: accountRef(),
    activolocal: flag('activolocal', true),
    es24: flag('es24', false),
    lavado: flag('lavado', false),
    parking: flag('parking', false),
    duchas: flag('duchas', false),
    restaurante: flag('restaurante', false),
    tienda: flag('tienda', false),
    muestraprecio: flag('muestraprecio', true),
    observlocal: blankText('observlocal'),
    direccion: blankText('direccion'),
    poblacion: blankText('poblacion'),
    provincia: blankText('provincia'),
    codigopostal: blankText('codigopostal'),
    telefono: blankText('telefono'),
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
    ...audited(),
  },
  (t) => [index('locales_empresa_idx').on(t.idempresa)],
);

/** A record's station: `idlocal`, required, a foreign key to `locales`. */
export const stationRef = () => requiredRef('idlocal', () => stations.idlocal);
/** A station a record may name: `idlocal`, or null. */
export const optionalStationRef = () => optionalRef('idlocal', () => stations.idlocal);
