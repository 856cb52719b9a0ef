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
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { commercialAccounts, companies, groups, stations } from '../../db/schema';
import { toWire } from '../../kit/paging';
import { defineResource, type ResourceDecl, restPaths } from '../../kit/resource';
import { notFound, outOfScope } from '../../lib/http-error';
import type { Actor } from '../../plugins/session';

const tags = ['Ámbito'];

/** A station belongs to its company's commercial account: derived, never typed in. */
async function accountOfCompany(tx: Tx, idempresa: number, actor: Actor) {
  const [row] = await tx
    .select({ idcuentacomercial: groups.idcuentacomercial })
    .from(companies)
    .innerJoin(groups, eq(groups.idgrupo, companies.idgrupo))
    .where(and(eq(companies.idempresa, idempresa), isNull(companies.deleted_at)));
  if (!row) throw notFound('La empresa no existe');
  if (!actor.scope.hasCompany(idempresa)) throw outOfScope();
  return row.idcuentacomercial;
}

/** The group › company › station tree, and the editing of every level. */
export async function scopeRoutes(ctx: AppContext) {
  const { app, database, sessions } = ctx;
  const { db } = database;
  // The hierarchy is cached with the sessions: every change reaches every instance.
  const hierarchyChanged = async () => sessions.publish('*');

  /** A level of the hierarchy: its paths under /api/v1/ambito, the ambito permission, every change published. */
  const hierarchyLevel = (decl: Omit<ResourceDecl, 'permission' | 'paths' | 'tags' | 'afterCommit'>) =>
    defineResource(ctx, {
      permission: 'ambito',
      paths: restPaths(`/api/v1/ambito/${decl.listKey}`, 'create'),
      tags,
      afterCommit: hierarchyChanged,
      ...decl,
    });

  app.get(
    '/api/v1/ambito',
    {
      config: { auth: 'can_view_ambito' },
      schema: {
        tags,
        summary: 'Árbol grupo › empresa › estación del ámbito del usuario',
        response: { 200: ScopeTreeSchema },
      },
    },
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
        .filter((g) => scope.hasGroup(g.idgrupo))
        .map((g) => ({
          ...(toWire(g) as typeof g & { version: number }),
          cuentacomercial: accName.get(g.idcuentacomercial) ?? '',
          empresas: comps
            .filter((c) => c.idgrupo === g.idgrupo && scope.hasCompany(c.idempresa))
            .map((c) => ({
              ...(toWire(c) as typeof c),
              locales: locs
                .filter((l) => l.idempresa === c.idempresa && scope.hasStation(l.idlocal))
                .map((l) => toWire(l) as typeof l),
            })),
        }));
      return { total: grupos.length, grupos };
    },
  );

  hierarchyLevel({
    name: 'grupo',
    table: groups,
    idColumn: groups.idgrupo,
    listKey: 'grupos',
    fields: GroupFieldsSchema,
    wire: GroupSchema,
    filters: { idcuentacomercial: { column: groups.idcuentacomercial, schema: zId } },
    search: [groups.grupo],
    sort: { grupo: groups.grupo, idgrupo: groups.idgrupo },
    defaultSort: 'grupo',
    scope: { level: 'account', column: groups.idcuentacomercial, field: 'idcuentacomercial' },
    children: [
      { column: companies.idgrupo, message: 'El grupo tiene empresas: délas de baja o muévalas antes.' },
    ],
  });

  hierarchyLevel({
    name: 'empresa',
    table: companies,
    idColumn: companies.idempresa,
    listKey: 'empresas',
    fields: CompanyFieldsSchema,
    wire: CompanySchema,
    filters: { idgrupo: { column: companies.idgrupo, schema: zId } },
    search: [companies.empresa, companies.nif],
    sort: { empresa: companies.empresa, idempresa: companies.idempresa },
    defaultSort: 'empresa',
    scope: { level: 'group', column: companies.idgrupo, field: 'idgrupo' },
    children: [
      { column: stations.idempresa, message: 'La empresa tiene estaciones: délas de baja o muévalas antes.' },
    ],
  });

  hierarchyLevel({
    name: 'local',
    table: stations,
    idColumn: stations.idlocal,
    listKey: 'locales',
    fields: StationFieldsSchema,
    wire: StationSchema,
    filters: { idempresa: { column: stations.idempresa, schema: zId } },
    search: [stations.local, stations.poblacion, stations.provincia],
    sort: { local: stations.local, poblacion: stations.poblacion, idlocal: stations.idlocal },
    defaultSort: 'local',
    scope: { level: 'company', column: stations.idempresa, field: 'idempresa' },
    async beforeCreate(tx, values, actor) {
      return { ...values, idcuentacomercial: await accountOfCompany(tx, values.idempresa, actor) };
    },
    async beforeUpdate(tx, values, _existing, actor) {
      return values.idempresa
        ? { ...values, idcuentacomercial: await accountOfCompany(tx, values.idempresa, actor) }
        : values;
    },
  });
}
