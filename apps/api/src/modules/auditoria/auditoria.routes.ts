import { AppAuditSchema, AuditQuerySchema, datePageOf, WebAuditSchema } from '@ac/shared';
import { eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context';
import { appAudit, webAudit } from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { inIds, toWire } from '../../kit/paging';
import { LEVELS } from '../../lib/scope';
import type { Actor } from '../../plugins/session';

const tags = ['Auditoría'];
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * An audit row is shown to who can reach its record: rows carry the record's place (level and id);
 * rows of no place (sessions, staff accounts, the permission catalogue) only to who reaches everything.
 */
function webAuditScope(actor: Actor): SQL | undefined {
  if (actor.scope.all) return undefined;
  const byLevel = LEVELS.map(
    (level) => sql`(${webAudit.nivel} = ${level} and ${inIds(webAudit.idnivel, actor.scope.ids(level))})`,
  );
  return sql`(${sql.join(byLevel, sql` or `)})`;
}

/** The app audit follows the app user's group. */
const appAuditScope = (actor: Actor): SQL | undefined =>
  actor.scope.all ? undefined : inIds(appAudit.idgrupo, actor.scope.ids('group'));

export async function auditRoutes({ app, database }: AppContext) {
  for (const kind of ['web', 'app'] as const) {
    const table = kind === 'web' ? webAudit : appAudit;
    const wire = kind === 'web' ? WebAuditSchema : AppAuditSchema;
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const select = Object.fromEntries(
      Object.keys(wire.shape).flatMap((k) => (columns[k] ? [[k, columns[k]]] : [])),
    );
    app.get(
      `/api/v1/audit/${kind}`,
      {
        config: { auth: 'can_view_auditoria' },
        schema: {
          tags,
          summary: kind === 'web' ? 'Registro de acciones del personal' : 'Registro de la app de usuarios',
          querystring: AuditQuerySchema,
          response: { 200: datePageOf(kind, wire) },
        },
      },
      async (req) => {
        const q = req.query;
        const { rows, ...meta } = await dateList<Record<string, unknown>>(
          database,
          {
            table,
            idColumn: table.id,
            fecha: table.fecha,
            select,
            where: [
              kind === 'web' ? webAuditScope(req.actor) : appAuditScope(req.actor),
              q.usuario ? ilike(table.usuario, `%${escapeLike(q.usuario)}%`) : undefined,
              q.accion ? eq(table.accion, q.accion) : undefined,
              // A resource also matches its sub-resources ("authgroup" finds "authgroup.permisos").
              q.recurso
                ? or(eq(table.recurso, q.recurso), ilike(table.recurso, `${escapeLike(q.recurso)}.%`))
                : undefined,
              q.idregistro && kind === 'web' ? eq(webAudit.idregistro, q.idregistro) : undefined,
              q.idusuario && kind === 'app' ? eq(appAudit.idusuario, q.idusuario) : undefined,
            ],
          },
          q,
        );
        return { ...meta, [kind]: rows.map(toWire) };
      },
    );
  }
}
