import {
  CompanyFieldsSchema,
  CompanySchema,
  GroupFieldsSchema,
  GroupSchema,
  ScopeTreeSchema,
  StationFieldsSchema,
  StationSchema,
  zId,
} from '@ac/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { commercialAccounts, companies, groups, stations } from '../../db/schema';
import { toWire } from '../../kit/paging';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { notFound } from '../../lib/http-error';

const tags = ['Ámbito'];
const route = routeOptions(tags);

/** A station belongs to its company's commercial account: derived, never typed in. */
async function accountOfCompany(tx: Tx, idempresa: number) {
  const [row] = await tx
    .select({ idcuentacomercial: groups.idcuentacomercial })
    .from(companies)
    .innerJoin(groups, eq(groups.idgrupo, companies.idgrupo))
    .where(and(eq(companies.idempresa, idempresa), isNull(companies.deleted_at)));
  if (!row) throw notFound('La empresa no existe');
  return row.idcuentacomercial;
}

/** The group › company › station tree, and the editing of every level. */
export async function scopeRoutes(ctx: AppContext) {
  const { app, database, sessions, terminalKeys } = ctx;
  const { db } = database;
  // The hierarchy is cached with the sessions and the terminals' keys: every change reaches every instance.
  const hierarchyChanged = async () => {
    await sessions.publish('*');
    await terminalKeys.changed();
  };

  app.get(
    '/api/v1/ambito',
    route(
      'can_view_ambito',
      'Árbol grupo › empresa › estación del ámbito del usuario (con los nodos por encima, solo como camino)',
      {
        response: { 200: ScopeTreeSchema },
      },
    ),
    async (req) => {
      const { scope } = req.actor;
      const [accs, grps, comps, locs] = await Promise.all([
        db.select().from(commercialAccounts),
        db.select().from(groups).where(isNull(groups.deleted_at)).orderBy(groups.grupo),
        db.select().from(companies).where(isNull(companies.deleted_at)).orderBy(companies.empresa),
        db.select().from(stations).where(isNull(stations.deleted_at)).orderBy(stations.local),
      ]);
      const accName = new Map(accs.map((a) => [a.id, a.nombre]));
      const grupos = grps
        .filter((g) => scope.reaches('group', g.idgrupo))
        .map((g) => ({
          ...(toWire(g) as typeof g & { version: number }),
          cuentacomercial: accName.get(g.idcuentacomercial) ?? '',
          enambito: scope.covers('group', g.idgrupo),
          empresas: comps
            .filter((c) => c.idgrupo === g.idgrupo && scope.reaches('company', c.idempresa))
            .map((c) => ({
              ...(toWire(c) as typeof c),
              enambito: scope.covers('company', c.idempresa),
              locales: locs
                .filter((l) => l.idempresa === c.idempresa && scope.covers('station', l.idlocal))
                .map((l) => ({ ...(toWire(l) as typeof l), enambito: true })),
            })),
        }));
      return { total: grupos.length, grupos };
    },
  );

  /** What every level of the hierarchy shares: its paths under /api/v1/ambito, the permission, the publish. */
  const level = (listKey: string) => ({
    permission: 'ambito' as const,
    paths: restPaths(`/api/v1/ambito/${listKey}`, 'create'),
    tags,
    listKey,
    afterCommit: hierarchyChanged,
  });

  defineResource(ctx, {
    name: 'grupo',
    ...level('grupos'),
    table: groups,
    title: sql`${groups.grupo}`,
    fields: GroupFieldsSchema,
    wire: GroupSchema,
    place: {
      level: 'group',
      column: groups.idgrupo,
      container: { level: 'account', column: groups.idcuentacomercial },
    },
    filters: { idcuentacomercial: { column: groups.idcuentacomercial, schema: zId } },
    search: [groups.grupo],
    sort: { grupo: groups.grupo, idgrupo: groups.idgrupo },
    defaultSort: 'grupo',
    children: [
      { column: companies.idgrupo, message: 'El grupo tiene empresas: délas de baja o muévalas antes.' },
    ],
  });

  defineResource(ctx, {
    name: 'empresa',
    ...level('empresas'),
    table: companies,
    title: sql`${companies.empresa}`,
    fields: CompanyFieldsSchema,
    wire: CompanySchema,
    place: {
      level: 'company',
      column: companies.idempresa,
      container: { level: 'group', column: companies.idgrupo },
    },
    filters: { idgrupo: { column: companies.idgrupo, schema: zId } },
    search: [companies.empresa, companies.nif],
    sort: { empresa: companies.empresa, idempresa: companies.idempresa },
    defaultSort: 'empresa',
    children: [
      { column: stations.idempresa, message: 'La empresa tiene estaciones: délas de baja o muévalas antes.' },
    ],
  });

  defineResource(ctx, {
    name: 'local',
    ...level('locales'),
    table: stations,
    title: sql`${stations.local}`,
    fields: StationFieldsSchema,
    wire: StationSchema,
    place: {
      level: 'station',
      column: stations.idlocal,
      container: { level: 'company', column: stations.idempresa },
    },
    filters: { idempresa: { column: stations.idempresa, schema: zId } },
    search: [stations.local, stations.poblacion, stations.provincia],
    sort: { local: stations.local, poblacion: stations.poblacion, idlocal: stations.idlocal },
    defaultSort: 'local',
    async beforeCreate(tx, values) {
      return { ...values, idcuentacomercial: await accountOfCompany(tx, values.idempresa) };
    },
    async beforeUpdate(tx, changes) {
      return changes.idempresa
        ? { ...changes, idcuentacomercial: await accountOfCompany(tx, changes.idempresa) }
        : changes;
    },
  });
}
