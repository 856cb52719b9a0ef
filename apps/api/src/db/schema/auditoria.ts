import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, stampedNow } from './columns';

// Grows without bound: every query is by date range, so every index leads with or ends in fecha.

export const webAudit = pgTable(
  'web_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: stampedNow('fecha'),
    idauthaccount: integer('idauthaccount'),
    usuario: blankText('usuario'),
    accion: text('accion').notNull(),
    recurso: text('recurso').notNull(),
    idregistro: blankText('idregistro'),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    motivo: blankText('motivo'),
    ip: blankText('ip'),
    /** Where the record sits in the hierarchy (its own level and id): the audit is scoped like the record. */
    nivel: text('nivel').$type<'account' | 'group' | 'company' | 'station'>(),
    idnivel: integer('idnivel'),
  },
  (t) => [
    index('web_audit_fecha_idx').on(t.fecha, t.id),
    index('web_audit_account_fecha_idx').on(t.idauthaccount, t.fecha),
    index('web_audit_recurso_fecha_idx').on(t.recurso, t.fecha),
    // One record's history (a customer page's «Historial de cambios»), newest first over any period.
    index('web_audit_registro_fecha_idx').on(t.recurso, t.idregistro, t.fecha, t.id),
  ],
);

export const appAudit = pgTable(
  'app_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: stampedNow('fecha'),
    idusuario: integer('idusuario'),
    usuario: blankText('usuario'),
    accion: text('accion').notNull(),
    recurso: blankText('recurso'),
    detalle: blankText('detalle'),
    ip: blankText('ip'),
    dispositivo: blankText('dispositivo'),
    /** The app user's group: the audit is scoped like the user. */
    idgrupo: integer('idgrupo'),
  },
  (t) => [
    index('app_audit_fecha_idx').on(t.fecha, t.id),
    index('app_audit_usuario_fecha_idx').on(t.idusuario, t.fecha),
  ],
);
