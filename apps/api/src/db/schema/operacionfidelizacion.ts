import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from './usuarios';

/** Points movements with the balance after each (acumulación, canje, ajuste, caducidad, anulación). */
export const loyaltyMovements = pgTable(
  'movimientos_puntos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => appUsers.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    tipo: text('tipo').notNull(),
    puntos: integer('puntos').notNull(),
    saldo: integer('saldo').notNull(),
    idticket: bigint('idticket', { mode: 'number' }),
    motivo: text('motivo').notNull().default(''),
  },
  (t) => [index('movimientos_puntos_usuario_fecha_idx').on(t.idusuario, t.fecha, t.id)],
);
