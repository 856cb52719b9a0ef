import { AppAuditSchema, AuditQuerySchema, datePageOf, WebAuditSchema } from '@ac/shared';
import { eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { appAudit, webAudit } from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { inIds, toWire } from '../../kit/paging';
import { registeredResources } from '../../kit/registry';
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

/** Records the audit names that are not kit resources, or whose resource has no label. */
const OTHER_KINDS: Record<string, string> = {
  sesion: 'sesión',
  authaccount: 'cuenta de acceso',
  authgroup: 'grupo de permisos',
  'authgroup.permisos': 'permisos de un grupo',
  'authgroup.miembros': 'miembros de un grupo',
  authpermission: 'permiso',
  cuentacomercial: 'cuenta comercial',
  grupo: 'grupo',
  empresa: 'empresa',
  local: 'estación',
  ajustes: 'ajustes',
  cliente_configuracion: 'configuración del cliente',
  cliente_fiscal: 'datos fiscales del cliente',
  movimientos_credito: 'movimiento de crédito',
  movimientos_puntos: 'movimiento de puntos',
};

const ResourceKindsSchema = z.object({
  resources: z.array(z.object({ recurso: z.string(), nombre: z.string() })),
});

export async function auditRoutes({ app, database }: AppContext) {
  // The record kinds of the log with their Spanish names: the Auditoría pick list and its labels.
  app.get(
    '/api/v1/audit/resources',
    {
      config: { auth: 'can_view_auditoria' },
      schema: {
        tags,
        summary: 'Tipos de registro de la auditoría, con su nombre en español',
        response: { 200: ResourceKindsSchema },
      },
    },
    async () => {
      const names = new Map(Object.entries(OTHER_KINDS));
      for (const r of registeredResources(app)) if (r.label) names.set(r.name, r.label);
      for (const r of registeredResources(app)) if (!names.has(r.name)) names.set(r.name, r.name);
      const resources = [...names.entries()]
        .map(([recurso, nombre]) => ({
          recurso,
          nombre: nombre.charAt(0).toLocaleUpperCase('es') + nombre.slice(1),
        }))
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
      return { resources };
    },
  );

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
