import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The app users' cards, vehicles and loyalty points.

export const userCards = pgTable(
  'usuarios_tarjetas',
  {
    id: serial('id').primaryKey(),
    idusuario: integer('idusuario').notNull(),
    /** Masked PAN only. */
    tarjeta: text('tarjeta').notNull(),
    tipo: text('tipo').notNull(),
    activa: boolean('activa').notNull().default(true),
    fechaalta: timestamp('fechaalta', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuarios_tarjetas_usuario_idx').on(t.idusuario)],
);

export const userVehicles = pgTable(
  'usuarios_vehiculos',
  {
    id: serial('id').primaryKey(),
    idusuario: integer('idusuario').notNull(),
    matricula: text('matricula').notNull(),
    marca: text('marca').notNull().default(''),
    modelo: text('modelo').notNull().default(''),
    alias: text('alias').notNull().default(''),
  },
  (t) => [index('usuarios_vehiculos_usuario_idx').on(t.idusuario)],
);

/** Points movements with the balance after each (acumulación, canje, ajuste, caducidad, anulación). */
export const loyaltyMovements = pgTable(
  'movimientos_puntos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idusuario: integer('idusuario').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    tipo: text('tipo').notNull(),
    puntos: integer('puntos').notNull(),
    saldo: integer('saldo').notNull(),
    idticket: bigint('idticket', { mode: 'number' }),
    motivo: text('motivo').notNull().default(''),
  },
  (t) => [index('movimientos_puntos_usuario_fecha_idx').on(t.idusuario, t.fecha, t.id)],
);
