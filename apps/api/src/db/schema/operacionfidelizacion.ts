import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { optionalStationRef } from './ambito';
import { blankText, instant } from './columns';
import { appUserRef } from './usuarios';

/** Points movements with the balance after each (acumulación, canje, ajuste, caducidad, anulación). */
export const loyaltyMovements = pgTable(
  'movimientos_puntos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idusuario: appUserRef(),
    fecha: instant('fecha').notNull(),
    tipo: text('tipo').notNull(),
    puntos: integer('puntos').notNull(),
    saldo: integer('saldo').notNull(),
    idticket: bigint('idticket', { mode: 'number' }),
    /** The station of the ticket, when the movement comes from one. */
    idlocal: optionalStationRef(),
    motivo: blankText('motivo'),
  },
  (t) => [
    index('movimientos_puntos_usuario_fecha_idx').on(t.idusuario, t.fecha, t.id),
    index('movimientos_puntos_fecha_idx').on(t.fecha, t.id),
    index('movimientos_puntos_local_fecha_idx').on(t.idlocal, t.fecha, t.id),
    // A ticket earns its points once and loses them once, however many requests race.
    uniqueIndex('movimientos_puntos_ticket_uq')
      .on(t.idticket, t.tipo)
      .where(sql`idticket is not null and tipo in ('acumulación', 'anulación')`),
  ],
);
