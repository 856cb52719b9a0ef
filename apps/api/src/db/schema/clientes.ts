import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { audited } from './columns';

// The customer's sub-records (domain.md "Clientes"): one row per customer, or many with soft delete.

/** Extended configuration: the five profile switches of spec §1, credit and invoicing. */
export const customerConfig = pgTable('clientes_configuracion', {
  idcliente: integer('idcliente').primaryKey(),
  activapuntos: boolean('activapuntos').notNull().default(false),
  eliminarpuntos: boolean('eliminarpuntos').notNull().default(false),
  profesional: boolean('profesional').notNull().default(false),
  generafactura: boolean('generafactura').notNull().default(false),
  desactivadtos: boolean('desactivadtos').notNull().default(false),
  /** Cents. */
  limitecredito: integer('limitecredito').notNull().default(0),
  formapago: text('formapago').notNull().default('contado'),
  periodofacturacion: text('periodofacturacion').notNull().default('mensual'),
  bloqueado: boolean('bloqueado').notNull().default(false),
  motivobloqueo: text('motivobloqueo').notNull().default(''),
  version: integer('version').notNull().default(1),
});

export const customerTax = pgTable('clientes_fiscal', {
  idcliente: integer('idcliente').primaryKey(),
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
    idcliente: integer('idcliente').notNull(),
    descripcion: text('descripcion').notNull(),
    idlocal: integer('idlocal').notNull().default(0),
    pidematricula: boolean('pidematricula').notNull().default(false),
    pidekm: boolean('pidekm').notNull().default(false),
    pideconductor: boolean('pideconductor').notNull().default(false),
    productos: jsonb('productos').$type<string[]>().notNull().default([]),
    /** Cents. */
    limitediarioeuros: integer('limitediarioeuros'),
    limitemensualeuros: integer('limitemensualeuros'),
    limitediariolitros: integer('limitediariolitros'),
    limitemensuallitros: integer('limitemensuallitros'),
    activo: boolean('activo').notNull().default(true),
    bloqueado: boolean('bloqueado').notNull().default(false),
    /** When it was last sent to the stations; null = never. */
    enviado: timestamp('enviado', { withTimezone: true }),
    ...audited(),
  },
  (t) => [index('clientes_opcionestpv_cliente_idx').on(t.idcliente)],
);

export const rates = pgTable(
  'tarifas',
  {
    idtarifa: serial('idtarifa').primaryKey(),
    idgrupo: integer('idgrupo').notNull(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull().default('céntimos/litro'),
    fechadesde: date('fechadesde'),
    fechahasta: date('fechahasta'),
    /** Per group product: {producto, valor}. */
    lineas: jsonb('lineas').$type<{ producto: string; valor: number }[]>().notNull().default([]),
    activo: boolean('activo').notNull().default(true),
    ...audited(),
  },
  (t) => [index('tarifas_grupo_idx').on(t.idgrupo)],
);

export const customerRates = pgTable(
  'clientes_tarifas',
  {
    id: serial('id').primaryKey(),
    idcliente: integer('idcliente').notNull(),
    idtarifa: integer('idtarifa').notNull(),
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
  ],
);

export const customerBanks = pgTable(
  'clientes_bancos',
  {
    id: serial('id').primaryKey(),
    idcliente: integer('idcliente').notNull(),
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
    idcliente: integer('idcliente').notNull(),
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

/** Credit movements: charges from tickets, credits and payments. Risk = charges − credits − payments. */
export const creditMovements = pgTable(
  'movimientos_credito',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idcliente: integer('idcliente').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    tipo: text('tipo').notNull(),
    /** Cents, always positive; the type says the sign. */
    importe: integer('importe').notNull(),
    idticket: bigint('idticket', { mode: 'number' }),
    concepto: text('concepto').notNull().default(''),
  },
  (t) => [index('movimientos_credito_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id)],
);
