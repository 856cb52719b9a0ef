import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns';

/**
 * Scheduled jobs that must run once per day whatever the number of API instances: the first instance to
 * insert the day's row (in the transaction that does the work) runs it; the others find it and skip.
 */
export const scheduledRuns = pgTable(
  'trabajos_programados',
  {
    nombre: text('nombre').notNull(),
    dia: date('dia').notNull(),
    fecha: stampedNow('fecha'),
  },
  (t) => [primaryKey({ columns: [t.nombre, t.dia] })],
);
