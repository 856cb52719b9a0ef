import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stationRef } from './ambito';
import { optionalCustomerRef } from './clientes';
import { blankText, instant, money, optionalRef } from './columns';
import { terminals } from './terminales';

// Grow without bound: every query is a date range on an index that ends in (fecha, id).

export type TicketLine = {
  producto: string;
  cantidad: number;
  precio: number;
  descuento: number;
  importe: number;
  iva: number;
};

export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    numero: text('numero').notNull(),
    fecha: instant('fecha').notNull(),
    idlocal: stationRef(),
    idterminal: optionalRef('idterminal', () => terminals.id),
    idcliente: optionalCustomerRef(),
    idvehiculo: integer('idvehiculo'),
    idusuario: integer('idusuario'),
    matricula: blankText('matricula'),
    km: integer('km'),
    /** Amounts in the lines are euros (2 decimals), prices 3 decimals, as printed. */
    lineas: jsonb('lineas').$type<TicketLine[]>().notNull(),
    base: money('base').notNull(),
    iva: money('iva').notNull(),
    total: money('total').notNull(),
    formapago: text('formapago').notNull(),
  },
  (t) => [
    index('tickets_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    index('tickets_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id),
    index('tickets_vehiculo_fecha_idx').on(t.idvehiculo, t.fecha, t.id),
    index('tickets_fecha_idx').on(t.fecha, t.id),
    // The top bar's search finds a ticket by its number.
    index('tickets_numero_idx').on(t.numero),
  ],
);

export const operations = pgTable(
  'operaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: instant('fecha').notNull(),
    idlocal: stationRef(),
    idterminal: optionalRef('idterminal', () => terminals.id),
    tarjeta: blankText('tarjeta'),
    idvehiculo: integer('idvehiculo'),
    idcliente: optionalCustomerRef(),
    tipo: text('tipo').notNull(),
    importesolicitado: money('importesolicitado').notNull(),
    importeautorizado: money('importeautorizado').notNull(),
    resultado: text('resultado').notNull(),
    motivo: blankText('motivo'),
    idticket: bigint('idticket', { mode: 'number' }),
    /**
     * Of an approved authorisation: 'reservada' (holds its amount until `caduca`), 'completada' (the sale:
     * `importefinal`), 'anulada' or 'caducada' (holds nothing). Empty for the rest.
     */
    estado: blankText('estado'),
    codigoautorizacion: blankText('codigoautorizacion'),
    caduca: instant('caduca'),
    /** The terminal's own id of the request: a retry with the same one gets the same answer. */
    referencia: text('referencia'),
    /** An anulación's authorisation. */
    idoperacionorigen: bigint('idoperacionorigen', { mode: 'number' }),
    importefinal: money('importefinal'),
    /** Litres held (when they could be known) and sold: hundredths, like the vehicles' limits. */
    litros: money('litros'),
    litrosfinal: money('litrosfinal'),
    /** Group products asked for. */
    productos: jsonb('productos').$type<number[]>().notNull().default([]),
    matricula: blankText('matricula'),
    km: integer('km'),
  },
  (t) => [
    index('operaciones_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    // What is still held, per customer (credit) and by expiry (the sweeper): only live reservations.
    index('operaciones_reservas_cliente_idx').on(t.idcliente).where(sql`estado = 'reservada'`),
    index('operaciones_reservas_caduca_idx').on(t.caduca).where(sql`estado = 'reservada'`),
    uniqueIndex('operaciones_referencia_uq')
      .on(t.idterminal, t.referencia)
      .where(sql`referencia is not null`),
    index('operaciones_resultado_fecha_idx').on(t.resultado, t.fecha, t.id),
    index('operaciones_motivo_fecha_idx').on(t.motivo, t.fecha, t.id),
    index('operaciones_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id),
    index('operaciones_vehiculo_fecha_idx').on(t.idvehiculo, t.fecha, t.id),
    index('operaciones_fecha_idx').on(t.fecha, t.id),
  ],
);
