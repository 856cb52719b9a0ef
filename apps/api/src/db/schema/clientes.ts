import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groupRecord } from './ambito';
import {
  audited,
  blankText,
  flag,
  instant,
  liveIndex,
  liveUnique,
  money,
  optionalRef,
  requiredRef,
  spanishOrder,
  stampedNow,
  versioned,
} from './columns';
import { rates } from './tarifasdescuento';

// The authorising centre's customers (domain.md "Clientes") and their sub-records: one row per customer
// (configuration, fiscal) or many with soft delete.

export const customers = pgTable(
  'clientes',
  {
    ...groupRecord(),
    codigo: integer('codigo').notNull(),
    nombre: text('nombre').notNull(),
    nombrecomercial: blankText('nombrecomercial'),
    nif: text('nif').notNull(),
    direccion: blankText('direccion'),
    poblacion: blankText('poblacion'),
    provincia: blankText('provincia'),
    codigopostal: blankText('codigopostal'),
    pais: text('pais').notNull().default('ES'),
    telefono: blankText('telefono'),
    email: blankText('email'),
    contado: flag('contado', false),
    activo: flag('activo', true),
    fechaalta: stampedNow('fechaalta'),
    observaciones: blankText('observaciones'),
    /** What `q` searches: code, names, NIF and town, folded (lower case, no accents), behind a trigram index. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`es_busqueda(codigo::text || ' ' || nombre || ' ' || nombrecomercial || ' ' || nif || ' ' || poblacion)`,
    ),
    ...audited(),
  },
  (t) => [
    uniqueIndex('clientes_grupo_codigo_uq').on(t.idgrupo, t.codigo),
    // Partial: lists and their counts only ever read live rows. Text sorts use the Spanish sort key.
    liveIndex('clientes_grupo_orden_idx', t.idgrupo, spanishOrder(t.nombre), t.id),
    liveIndex('clientes_grupo_poblacion_idx', t.idgrupo, spanishOrder(t.poblacion), t.id),
    liveIndex('clientes_grupo_alta_idx', t.idgrupo, t.fechaalta, t.id),
    liveIndex('clientes_grupo_nif_idx', t.idgrupo, t.nif, t.id),
    liveIndex('clientes_grupo_nif_orden_idx', t.idgrupo, spanishOrder(t.nif), t.id),
    // Every sort again without the group, for who lists several groups or all of them: the index
    // gives the order, the scope filters, and a page stops after its rows instead of sorting them all.
    liveIndex('clientes_orden_idx', spanishOrder(t.nombre), t.id),
    liveIndex('clientes_poblacion_idx', spanishOrder(t.poblacion), t.id),
    liveIndex('clientes_alta_idx', t.fechaalta, t.id),
    liveIndex('clientes_codigo_idx', t.codigo, t.id),
    liveIndex('clientes_nif_orden_idx', spanishOrder(t.nif), t.id),
    index('clientes_nif_idx').on(t.nif),
    // `q` in one group: the group and the trigrams in one index (btree_gin), so the matches of a group
    // are found without visiting those of the others; without a group it serves as the trigram index.
    index('clientes_grupo_busqueda_idx')
      .using('gin', t.idgrupo, sql`${t.busqueda} gin_trgm_ops`)
      .where(sql`deleted_at is null`),
  ],
);

/** A record's customer: `idcliente`, required, a foreign key to `clientes`. */
export const customerRef = () => requiredRef('idcliente', () => customers.id);
/** A customer's sub-record (of many): its serial `id` and its customer. */
export const customerRecord = () => ({ id: serial('id').primaryKey(), idcliente: customerRef() });
/** The station a customer's record applies at, 0 for every one (not a foreign key). */
const stationOrAll = () => integer('idlocal').notNull().default(0);
/** A customer a record may name: `idcliente`, or null. */
export const optionalCustomerRef = () => optionalRef('idcliente', () => customers.id);
/** The key of a one-per-customer record: `idcliente`, a foreign key to `clientes`. */
const customerKey = () =>
  integer('idcliente')
    .primaryKey()
    .references(() => customers.id);

/** Extended configuration: the five profile switches of spec §1, credit and invoicing. */
export const customerConfig = pgTable('clientes_configuracion', {
  idcliente: customerKey(),
  activapuntos: flag('activapuntos', false),
  eliminarpuntos: flag('eliminarpuntos', false),
  profesional: flag('profesional', false),
  generafactura: flag('generafactura', false),
  desactivadtos: flag('desactivadtos', false),
  limitecredito: money('limitecredito').notNull().default(0),
  formapago: text('formapago').notNull().default('contado'),
  periodofacturacion: text('periodofacturacion').notNull().default('mensual'),
  bloqueado: flag('bloqueado', false),
  motivobloqueo: blankText('motivobloqueo'),
  ...versioned(),
});

export const customerTax = pgTable('clientes_fiscal', {
  idcliente: customerKey(),
  regimeniva: text('regimeniva').notNull().default('general'),
  motivoexencion: blankText('motivoexencion'),
  retencion: numeric('retencion', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  seriefactura: blankText('seriefactura'),
  cuentacontable: blankText('cuentacontable'),
  ...versioned(),
});

/** What a station terminal asks and allows when this customer's card is used. */
export const customerTpvOptions = pgTable(
  'clientes_opcionestpv',
  {
    ...customerRecord(),
    descripcion: text('descripcion').notNull(),
    /** 0 = every station of the customer's group. */
    idlocal: stationOrAll(),
    pidematricula: flag('pidematricula', false),
    pidekm: flag('pidekm', false),
    pideconductor: flag('pideconductor', false),
    productos: jsonb('productos').$type<string[]>().notNull().default([]),
    limitediarioeuros: money('limitediarioeuros'),
    limitemensualeuros: money('limitemensualeuros'),
    limitediariolitros: integer('limitediariolitros'),
    limitemensuallitros: integer('limitemensuallitros'),
    activo: flag('activo', true),
    bloqueado: flag('bloqueado', false),
    /** When it was last sent to the stations; null = never. */
    enviado: instant('enviado'),
    /** Changed (edited, blocked, activated…) since it was last sent: the stations still have the old one. */
    pendienteenvio: flag('pendienteenvio', false),
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
    ...customerRecord(),
    idtarifa: requiredRef('idtarifa', () => rates.idtarifa),
    fechadesde: date('fechadesde').notNull(),
    fechahasta: date('fechahasta'),
    /** 0 = every station of the group. */
    idlocal: stationOrAll(),
    activo: flag('activo', true),
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
    ...customerRecord(),
    titular: text('titular').notNull(),
    entidad: text('entidad').notNull(),
    oficina: text('oficina').notNull(),
    dc: text('dc').notNull(),
    cuenta: text('cuenta').notNull(),
    iban: text('iban').notNull(),
    bic: blankText('bic'),
    mandatoreferencia: blankText('mandatoreferencia'),
    mandatofecha: date('mandatofecha'),
    principal: flag('principal', false),
    activo: flag('activo', true),
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
    ...customerRecord(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    responsable: blankText('responsable'),
    centrocoste: blankText('centrocoste'),
    activo: flag('activo', true),
    ...audited(),
  },
  (t) => [
    index('clientes_departamentos_cliente_idx').on(t.idcliente),
    liveUnique('clientes_departamentos_codigo_uq', t.idcliente, sql`upper(${t.codigo})`),
  ],
);
