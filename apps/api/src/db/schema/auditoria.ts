import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Grows without bound: every query is by date range, so every index leads with or ends in fecha.

export const webAudit = pgTable(
  'web_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    idauthaccount: integer('idauthaccount'),
    usuario: text('usuario').notNull().default(''),
    accion: text('accion').notNull(),
    recurso: text('recurso').notNull(),
    idregistro: text('idregistro').notNull().default(''),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    motivo: text('motivo').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Where the record sits in the hierarchy (its own level and id): the audit is scoped like the record. */
    nivel: text('nivel').$type<'account' | 'group' | 'company' | 'station'>(),
    idnivel: integer('idnivel'),
  },
  (t) => [
    index('web_audit_fecha_idx').on(t.fecha, t.id),
    index('web_audit_account_fecha_idx').on(t.idauthaccount, t.fecha),
    index('web_audit_recurso_fecha_idx').on(t.recurso, t.fecha),
  ],
);

export const appAudit = pgTable(
  'app_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    idusuario: integer('idusuario'),
    usuario: text('usuario').notNull().default(''),
    accion: text('accion').notNull(),
    recurso: text('recurso').notNull().default(''),
    detalle: text('detalle').notNull().default(''),
    ip: text('ip').notNull().default(''),
    dispositivo: text('dispositivo').notNull().default(''),
    /** The app user's group: the audit is scoped like the user. */
    idgrupo: integer('idgrupo'),
  },
  (t) => [
    index('app_audit_fecha_idx').on(t.fecha, t.id),
    index('app_audit_usuario_fecha_idx').on(t.idusuario, t.fecha),
  ],
);
