import {
  AppAuditSchema,
  AUDIT_RECORD_KINDS,
  AuditQuerySchema,
  AuditRestoreSchema,
  auditKindLabel,
  auditSnapshotName,
  datePageOf,
  permissionName,
  WebAuditSchema,
} from '@ac/shared';
import { and, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  appAudit,
  appUsers,
  authGroups,
  companies,
  creditMovements,
  customers,
  groups,
  priceChanges,
  products,
  rates,
  stations,
  tickets,
  vehicles,
  webAudit,
} from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { inIds, toWire } from '../../kit/paging';
import { type RegisteredResource, registeredResource, registeredResources } from '../../kit/registry';
import { routeOptions } from '../../kit/route';
import { conflict, notFound } from '../../lib/http-error';
import { LEVELS } from '../../lib/scope';
import type { Actor } from '../../plugins/session';

const tags = ['Auditoría'];
const route = routeOptions(tags);
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

const ResourceKindsSchema = z.object({
  resources: z.array(z.object({ recurso: z.string(), nombre: z.string() })),
});

/**
 * What names a record the log keeps of kinds written by hand-made routes (not declared through the kit):
 * a credit movement by its customer, a scheduled price by product, station and moment, a permission
 * group's members or permissions by the group.
 */
const HAND_WRITTEN: Record<string, { table: PgTable; id: AnyPgColumn; title: SQL }> = {
  movimientos_credito: {
    table: creditMovements,
    id: creditMovements.id,
    title: sql`(select ${customers.nombre} from ${customers} where ${customers.id} = ${creditMovements.idcliente})`,
  },
  cambio_precio: {
    table: priceChanges,
    id: priceChanges.id,
    title: sql`(select ${products.descripcion} from ${products} where ${products.idproducto} = ${priceChanges.idproducto})
      || ' · ' || (select ${stations.local} from ${stations} where ${stations.idlocal} = ${priceChanges.idlocal})
      || ' · ' || to_char(${priceChanges.fechaefectiva} at time zone 'Europe/Madrid', 'DD/MM/YYYY HH24:MI')`,
  },
  'authgroup.permisos': { table: authGroups, id: authGroups.id, title: sql`${authGroups.descripcion}` },
  'authgroup.miembros': { table: authGroups, id: authGroups.id, title: sql`${authGroups.descripcion}` },
};

/**
 * Fields of a before/after that hold another record's id, and what names that record: the log shows
 * «Gasóleo A (3)» where it kept 3 (a reader cannot tell what "Producto 3" was).
 */
const REFERENCES: Record<string, { id: AnyPgColumn; name: SQL }> = {
  idcliente: { id: customers.id, name: sql`${customers.nombre}` },
  idproducto: { id: products.idproducto, name: sql`${products.descripcion}` },
  idproductogrupo: { id: products.idproducto, name: sql`${products.descripcion}` },
  idlocal: { id: stations.idlocal, name: sql`${stations.local}` },
  idempresa: { id: companies.idempresa, name: sql`${companies.empresa}` },
  idgrupo: { id: groups.idgrupo, name: sql`${groups.grupo}` },
  idtarifa: { id: rates.idtarifa, name: sql`${rates.nombre}` },
  idvehiculo: { id: vehicles.id, name: sql`${vehicles.matricula}` },
  idusuario: { id: appUsers.id, name: sql`${appUsers.nombre} || ' ' || ${appUsers.apellidos}` },
  idticket: { id: tickets.id, name: sql`${tickets.numero}` },
  idauthgroup: { id: authGroups.id, name: sql`${authGroups.descripcion}` },
};

export async function auditRoutes({ app, database }: AppContext) {
  const { db } = database;

  /** The ids of other records in each row's before and after, as «name (id)» (one query per kind of field). */
  async function nameReferences(rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const sides = (r: Record<string, unknown>) =>
      [r.antes, r.despues].filter(
        (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
      );
    const wanted = new Map<string, Set<number>>();
    for (const r of rows)
      for (const side of sides(r))
        for (const [field, value] of Object.entries(side)) {
          if (!REFERENCES[field] || !Number.isInteger(value) || (value as number) <= 0) continue;
          const set = wanted.get(field) ?? new Set<number>();
          set.add(value as number);
          wanted.set(field, set);
        }
    const names = new Map<string, string>();
    for (const [field, ids] of wanted) {
      const ref = REFERENCES[field]!;
      const list = await db
        .select({ id: sql<number>`${ref.id}`, name: sql<string>`${ref.name}` })
        .from(ref.id.table as PgTable)
        .where(inArray(ref.id, [...ids]));
      for (const row of list) names.set(`${field}:${row.id}`, `${row.name} (${row.id})`);
    }
    if (!names.size) return rows;
    const rename = (side: unknown) => {
      if (!side || typeof side !== 'object' || Array.isArray(side)) return side;
      return Object.fromEntries(Object.entries(side).map(([f, v]) => [f, names.get(`${f}:${v}`) ?? v]));
    };
    return rows.map((r) => ({ ...r, antes: rename(r.antes), despues: rename(r.despues) }));
  }

  /**
   * Each row of a page gets its record's name as it is today (one query per record kind of the page, by
   * primary key) and, for a delete, whether it can still be undone.
   */
  async function nameRecords(rows: Record<string, unknown>[], actor: Actor) {
    const byKind = new Map<string, Set<number>>();
    for (const r of rows) {
      const id = Number(r.idregistro);
      if (!Number.isInteger(id) || id <= 0) continue;
      const set = byKind.get(String(r.recurso)) ?? new Set<number>();
      set.add(id);
      byKind.set(String(r.recurso), set);
    }
    const found = new Map<string, { nombre: string; borrado: boolean }>();
    for (const [recurso, idSet] of byKind) {
      const res = registeredResource(app, recurso) ?? HAND_WRITTEN[recurso];
      if (!res?.table || !res.id) continue;
      const deleted = (getTableColumns(res.table) as Record<string, AnyPgColumn>).deleted_at;
      if (!res.title && !deleted) continue;
      const list = await db
        .select({
          id: sql<number>`${res.id}`,
          nombre: res.title ? sql<string>`coalesce(${res.title}, '')` : sql<string>`''`,
          borrado: deleted ? sql<boolean>`${deleted} is not null` : sql<boolean>`false`,
        })
        .from(res.table)
        .where(inArray(res.id, [...idSet]));
      for (const row of list) found.set(`${recurso}:${row.id}`, { nombre: row.nombre, borrado: row.borrado });
    }
    const named = await nameReferences(rows);
    return named.map((r) => {
      const hit = found.get(`${r.recurso}:${r.idregistro}`);
      const res = registeredResource(app, String(r.recurso));
      return {
        ...r,
        nombreregistro: hit?.nombre || auditSnapshotName(r.despues) || auditSnapshotName(r.antes),
        restaurable:
          r.accion === 'baja' &&
          !!hit?.borrado &&
          !!res?.restore &&
          actor.permissions.has(permissionName('delete', res.permission)),
      };
    });
  }

  // Undo a delete from its audit row: the row must be a delete the actor can see; the kit checks the
  // record's permission (who may delete it may bring it back), scope and unique keys, and audits it.
  app.post(
    '/api/v1/audit/web/restore',
    route('can_view_auditoria', 'Restaura el registro dado de baja en esa fila de la auditoría', {
      body: AuditRestoreSchema,
      response: { 200: z.object({ ok: z.literal(true) }) },
    }),
    async (req) => {
      const [row] = await db
        .select({ accion: webAudit.accion, recurso: webAudit.recurso, idregistro: webAudit.idregistro })
        .from(webAudit)
        .where(and(eq(webAudit.id, req.body.id), webAuditScope(req.actor)));
      if (!row) throw notFound('No se ha encontrado esa fila de la auditoría');
      const res = registeredResource(app, row.recurso);
      if (row.accion !== 'baja' || !res?.restore || !Number(row.idregistro))
        throw conflict('Solo se puede restaurar un registro desde la fila de su baja.');
      await res.restore(req, Number(row.idregistro));
      return { ok: true as const };
    },
  );

  // The record kinds of the log with their Spanish names: the Auditoría pick list and its labels.
  app.get(
    '/api/v1/audit/resources',
    route('can_view_auditoria', 'Tipos de registro de la auditoría, con su nombre en español', {
      response: { 200: ResourceKindsSchema },
    }),
    async () => {
      // A resource only read (a list over another's table, as Tarifas clientes) writes no row of its own.
      const writes = (r: RegisteredResource) =>
        !!(r.paths.create || r.paths.update || r.paths.remove || r.stateChanges.length);
      const kinds = new Set([
        ...Object.keys(AUDIT_RECORD_KINDS),
        ...registeredResources(app)
          .filter(writes)
          .map((r) => r.name),
      ]);
      // Sub-kinds ("authgroup.permisos") are found through their parent's filter.
      const resources = [...kinds]
        .filter((recurso) => !recurso.includes('.') && recurso !== 'app')
        .map((recurso) => ({ recurso, nombre: auditKindLabel(recurso) }))
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
      route(
        'can_view_auditoria',
        kind === 'web' ? 'Registro de acciones del personal' : 'Registro de la app de usuarios',
        {
          querystring: AuditQuerySchema,
          response: { 200: datePageOf(kind, wire) },
        },
      ),
      async (req) => {
        const q = req.query;
        const { rows, ...meta } = await dateList<Record<string, unknown>>(
          database,
          {
            table,
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
        const wireRows = rows.map(toWire);
        return { ...meta, [kind]: kind === 'web' ? await nameRecords(wireRows, req.actor) : wireRows };
      },
    );
  }
}
