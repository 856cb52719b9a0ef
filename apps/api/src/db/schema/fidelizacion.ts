import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { groupRecord } from './ambito';
import { audited, flag, money, spanishOrder } from './columns';

/**
 * Loyalty rules of a group (domain.md "Fidelización"). They apply by priority (1 first): the rules per
 * litre, per euro and the fixed bonus add points; a multiplier multiplies what the rules before it gave.
 * Empty `productos`, `locales` or `dias` mean all. Times are Madrid wall-clock `HH:mm`.
 */
export const loyaltyRules = pgTable(
  'reglas_fidelizacion',
  {
    ...groupRecord(),
    nombre: text('nombre').notNull(),
    /** puntos por litro, puntos por euro, multiplicador, bono fijo. */
    tipo: text('tipo').notNull(),
    valor: numeric('valor', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    /** Group products (idproducto) the rule counts; empty = every product. */
    productos: integer('productos').array().notNull().default(sql`'{}'::integer[]`),
    /** Stations (idlocal) where it applies; empty = every station of the group. */
    locales: integer('locales').array().notNull().default(sql`'{}'::integer[]`),
    fechadesde: date('fechadesde'),
    fechahasta: date('fechahasta'),
    /** ISO days of the week, 1 = lunes … 7 = domingo; empty = every day. */
    dias: integer('dias').array().notNull().default(sql`'{}'::integer[]`),
    horadesde: text('horadesde'),
    horahasta: text('horahasta'),
    importeminimo: money('importeminimo').notNull().default(0),
    prioridad: integer('prioridad').notNull().default(10),
    activo: flag('activo', true),
    /** Set the first time the rule gives points: from then on it can only be deactivated. */
    enuso: flag('enuso', false),
    ...audited(),
  },
  (t) => [
    index('reglas_fidelizacion_grupo_prioridad_idx').on(t.idgrupo, t.prioridad, t.id),
    index('reglas_fidelizacion_grupo_orden_idx').on(t.idgrupo, spanishOrder(t.nombre), t.id),
  ],
);
