import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stations } from './ambito';
import { customerRef } from './clientes';
import { money } from './columns';

/** Credit movements: charges from tickets, credits and payments. Risk = charges − credits − payments. */
export const creditMovements = pgTable(
  'movimientos_credito',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idcliente: customerRef(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    tipo: text('tipo').notNull(),
    /** Always positive; the type says the sign. */
    importe: money('importe').notNull(),
    idticket: bigint('idticket', { mode: 'number' }),
    /** The station of the ticket, for charges. */
    idlocal: integer('idlocal').references(() => stations.idlocal),
    concepto: text('concepto').notNull().default(''),
  },
  (t) => [
    index('movimientos_credito_cliente_fecha_idx').on(t.idcliente, t.fecha, t.id),
    index('movimientos_credito_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    index('movimientos_credito_fecha_idx').on(t.fecha, t.id),
  ],
);
