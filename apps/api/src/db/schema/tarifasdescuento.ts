import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { groupRef } from './ambito';
import { audited, flag, liveUnique, spanishOrder } from './columns';

/** Discount tariffs of a group (domain.md "Precios"); customers get them through `clientes_tarifas`. */
export const rates = pgTable(
  'tarifas',
  {
    idtarifa: serial('idtarifa').primaryKey(),
    idgrupo: groupRef(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull().default('céntimos/litro'),
    fechadesde: date('fechadesde'),
    fechahasta: date('fechahasta'),
    /** Per group product: its id, its name when saved (the spec's `producto`) and the value. */
    lineas: jsonb('lineas')
      .$type<{ idproducto?: number; producto: string; valor: number }[]>()
      .notNull()
      .default([]),
    activo: flag('activo', true),
    ...audited(),
  },
  (t) => [
    index('tarifas_grupo_idx').on(t.idgrupo),
    index('tarifas_grupo_orden_idx').on(t.idgrupo, spanishOrder(t.nombre), t.idtarifa),
    // The pickers (Asignación Tarifas, a customer's Tarifas) tell a group's tariffs apart by name.
    liveUnique('tarifas_grupo_nombre_uq', t.idgrupo, sql`lower(${t.nombre})`),
  ],
);
