import { AppAuditSchema, AuditQuerySchema, datePageOf, WebAuditSchema } from '@ac/shared';
import { eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { appAudit, webAudit } from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { toWire } from '../../kit/paging';

const tags = ['Auditoría'];
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function auditRoutes({ app, database }: AppContext) {
  const { db } = database;

  for (const kind of ['web', 'app'] as const) {
    const table = kind === 'web' ? webAudit : appAudit;
    const wire = kind === 'web' ? WebAuditSchema : AppAuditSchema;
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
        const page = await dateList(db, table, table, q, [
          q.usuario ? ilike(table.usuario, `%${escapeLike(q.usuario)}%`) : undefined,
          q.accion ? eq(table.accion, q.accion) : undefined,
          // A resource also matches its sub-resources ("authgroup" finds "authgroup.permisos").
          q.recurso
            ? or(eq(table.recurso, q.recurso), ilike(table.recurso, `${escapeLike(q.recurso)}.%`))
            : undefined,
          q.idregistro && kind === 'web' ? eq(webAudit.idregistro, q.idregistro) : undefined,
          q.idusuario && kind === 'app' ? eq(appAudit.idusuario, q.idusuario) : undefined,
        ]);
        const { rows, ...meta } = page;
        return { ...meta, [kind]: rows.map(toWire) };
      },
    );
  }
}
