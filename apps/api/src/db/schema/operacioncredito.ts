import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { optionalStationRef } from './ambito';
import { customerRef } from './clientes';
import { bigMoney, blankText, instant, money } from './columns';

/** Credit movements: charges from tickets, credits and payments. Risk = charges − credits − payments. */
export const creditMovements = pgTable(
  'movimientos_credito',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idcliente: customerRef(),
    fecha: instant('fecha').notNull(),
    tipo: text('tipo').notNull(),
    /** Always positive; the type says the sign. */
    importe: money('importe').notNull(),
    idticket: bigint('idticket', { mode: 'number' }),
    /** The station of the ticket, for charges. */
    idlocal: optionalStationRef(),
    concepto: blankText('concepto'),
  },
  (t) => [
    index('movimientos_credito_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id),
    index('movimientos_credito_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    index('movimientos_credito_fecha_idx').on(t.fecha, t.id),
  ],
);

/**
 * Each customer's risk (cargos − abonos − pagos, as bigint cents), kept by statement triggers on the
 * movements (migration 0027): the authoriser, the balances list and Inicio read one row instead of summing
 * a customer's whole history, which grows every sale.
 */
export const customerRisks = pgTable('clientes_riesgo', {
  idcliente: customerRef().primaryKey(),
  riesgo: bigMoney('riesgo').notNull().default(0),
});
