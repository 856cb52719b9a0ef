import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groupRef } from './ambito';
import { audited, money } from './columns';
import { rates } from './tarifasdescuento';

// The authorising centre's customers (domain.md "Clientes") and their sub-records: one row per customer
// (configuration, fiscal) or many with soft delete.

export const customers = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    idgrupo: groupRef(),
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
    /** What `q` searches: code, names, NIF and town, folded (lower case, no accents), behind a trigram index. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`es_busqueda(codigo::text || ' ' || nombre || ' ' || nombrecomercial || ' ' || nif || ' ' || poblacion)`,
    ),
    ...audited(),
  },
  (t) => [
    uniqueIndex('clientes_grupo_codigo_uq').on(t.idgrupo, t.codigo),
    // Partial: lists and their counts only ever read live rows. Text sorts use the Spanish sort key.
    index('clientes_grupo_orden_idx')
      .on(t.idgrupo, sql`es_orden(${t.nombre}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    index('clientes_grupo_poblacion_idx')
      .on(t.idgrupo, sql`es_orden(${t.poblacion}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    index('clientes_grupo_alta_idx').on(t.idgrupo, t.fechaalta, t.id).where(sql`deleted_at is null`),
    index('clientes_grupo_nif_idx').on(t.idgrupo, t.nif, t.id).where(sql`deleted_at is null`),
    index('clientes_grupo_nif_orden_idx')
      .on(t.idgrupo, sql`es_orden(${t.nif}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    // Every sort again without the group, for who lists several groups or all of them: the index
    // gives the order, the scope filters, and a page stops after its rows instead of sorting them all.
    index('clientes_orden_idx')
      .on(sql`es_orden(${t.nombre}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    index('clientes_poblacion_idx')
      .on(sql`es_orden(${t.poblacion}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    index('clientes_alta_idx').on(t.fechaalta, t.id).where(sql`deleted_at is null`),
    index('clientes_codigo_idx').on(t.codigo, t.id).where(sql`deleted_at is null`),
    index('clientes_nif_orden_idx')
      .on(sql`es_orden(${t.nif}) collate "C"`, t.id)
      .where(sql`deleted_at is null`),
    index('clientes_nif_idx').on(t.nif),
    // `q` in one group: the group and the trigrams in one index (btree_gin), so the matches of a group
    // are found without visiting those of the others; without a group it serves as the trigram index.
    index('clientes_grupo_busqueda_idx')
      .using('gin', t.idgrupo, sql`${t.busqueda} gin_trgm_ops`)
      .where(sql`deleted_at is null`),
  ],
);

/** A record's customer: `idcliente`, required, a foreign key to `clientes`. */
export const customerRef = () =>
  integer('idcliente')
    .notNull()
    .references(() => customers.id);

/** Extended configuration: the five profile switches of spec §1, credit and invoicing. */
export const customerConfig = pgTable('clientes_configuracion', {
  idcliente: integer('idcliente')
    .primaryKey()
    .references(() => customers.id),
  activapuntos: boolean('activapuntos').notNull().default(false),
  eliminarpuntos: boolean('eliminarpuntos').notNull().default(false),
  profesional: boolean('profesional').notNull().default(false),
  generafactura: boolean('generafactura').notNull().default(false),
  desactivadtos: boolean('desactivadtos').notNull().default(false),
  limitecredito: money('limitecredito').notNull().default(0),
  formapago: text('formapago').notNull().default('contado'),
  periodofacturacion: text('periodofacturacion').notNull().default('mensual'),
  bloqueado: boolean('bloqueado').notNull().default(false),
  motivobloqueo: text('motivobloqueo').notNull().default(''),
  version: integer('version').notNull().default(1),
});

export const customerTax = pgTable('clientes_fiscal', {
  idcliente: integer('idcliente')
    .primaryKey()
    .references(() => customers.id),
  regimeniva: text('regimeniva').notNull().default('general'),
  motivoexencion: text('motivoexencion').notNull().default(''),
  retencion: numeric('retencion', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  seriefactura: text('seriefactura').notNull().default(''),
  cuentacontable: text('cuentacontable').notNull().default(''),
  version: integer('version').notNull().default(1),
});

/** What a station terminal asks and allows when this customer's card is used. */
export const customerTpvOptions = pgTable(
  'clientes_opcionestpv',
  {
    id: serial('id').primaryKey(),
    idcliente: customerRef(),
    descripcion: text('descripcion').notNull(),
    /** 0 = every station of the customer's group. */
    idlocal: integer('idlocal').notNull().default(0),
    pidematricula: boolean('pidematricula').notNull().default(false),
    pidekm: boolean('pidekm').notNull().default(false),
    pideconductor: boolean('pideconductor').notNull().default(false),
    productos: jsonb('productos').$type<string[]>().notNull().default([]),
    limitediarioeuros: money('limitediarioeuros'),
    limitemensualeuros: money('limitemensualeuros'),
    limitediariolitros: integer('limitediariolitros'),
    limitemensuallitros: integer('limitemensuallitros'),
    activo: boolean('activo').notNull().default(true),
    bloqueado: boolean('bloqueado').notNull().default(false),
    /** When it was last sent to the stations; null = never. */
    enviado: timestamp('enviado', { withTimezone: true }),
    /** Changed (edited, blocked, activated…) since it was last sent: the stations still have the old one. */
    pendienteenvio: boolean('pendienteenvio').notNull().default(false),
    ...audited(),
  },
  (t) => [
    index('clientes_opcionestpv_cliente_idx').on(t.idcliente),
    // Inicio's options waiting to be sent (few).
    index('clientes_opcionestpv_pendiente_idx')
      .on(t.idcliente)
      .where(sql`pendienteenvio and deleted_at is null`),
  ],
);

export const customerRates = pgTable(
  'clientes_tarifas',
  {
    id: serial('id').primaryKey(),
    idcliente: customerRef(),
    idtarifa: integer('idtarifa')
      .notNull()
      .references(() => rates.idtarifa),
    fechadesde: date('fechadesde').notNull(),
    fechahasta: date('fechahasta'),
    /** 0 = every station of the group. */
    idlocal: integer('idlocal').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    ...audited(),
  },
  (t) => [
    index('clientes_tarifas_cliente_idx').on(t.idcliente),
    index('clientes_tarifas_tarifa_idx').on(t.idtarifa),
    index('clientes_tarifas_fecha_idx').on(t.fechadesde, t.id),
  ],
);

export const customerBanks = pgTable(
  'clientes_bancos',
  {
    id: serial('id').primaryKey(),
    idcliente: customerRef(),
    titular: text('titular').notNull(),
    entidad: text('entidad').notNull(),
    oficina: text('oficina').notNull(),
    dc: text('dc').notNull(),
    cuenta: text('cuenta').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    mandatoreferencia: text('mandatoreferencia').notNull().default(''),
    mandatofecha: date('mandatofecha'),
    principal: boolean('principal').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    ...audited(),
  },
  (t) => [
    index('clientes_bancos_cliente_idx').on(t.idcliente),
    // At most one live principal account per customer, whatever the application does.
    uniqueIndex('clientes_bancos_principal_uq').on(t.idcliente).where(sql`principal and deleted_at is null`),
  ],
);

export const customerDepartments = pgTable(
  'clientes_departamentos',
  {
    id: serial('id').primaryKey(),
    idcliente: customerRef(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    responsable: text('responsable').notNull().default(''),
    centrocoste: text('centrocoste').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...audited(),
  },
  (t) => [
    index('clientes_departamentos_cliente_idx').on(t.idcliente),
    uniqueIndex('clientes_departamentos_codigo_uq')
      .on(t.idcliente, sql`upper(${t.codigo})`)
      .where(sql`deleted_at is null`),
  ],
);
