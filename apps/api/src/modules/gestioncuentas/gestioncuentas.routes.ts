import {
  AuthAccountFieldsSchema,
  AuthAccountSchema,
  AuthGroupAccountsSchema,
  AuthGroupFieldsSchema,
  AuthGroupPermissionsSchema,
  AuthGroupSchema,
  AuthPermissionFieldsSchema,
  AuthPermissionRowSchema,
  AuthPermissionScopeSchema,
  CommercialAccountFieldsSchema,
  CommercialAccountSchema,
  permissionLabel,
  zBoolParam,
  zId,
  zIdOrZero,
} from '@ac/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import {
  authAccounts,
  authGroupPermissions,
  authGroups,
  authPermissionScopes,
  authPermissions,
  commercialAccounts,
} from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { namedDuplicate, type UniqueMeanings } from '../../kit/unique';
import { outOfScope, staleVersion, validationError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { writeAudit } from '../../plugins/audit';
import type { Actor } from '../../plugins/session';
import {
  ADMIN_PERMISSION,
  accountsInReach,
  assertAccountInReach,
  assertGroupGrantable,
  assertGroupInReach,
  assertRulesGrantable,
  groupHasPermission,
  lockoutError,
  replaceScopes,
  scopeNames,
  scopeSummary,
  setGroupMembers,
  setGroupPermissions,
} from './gestioncuentas.service';

const tags = ['Gestión de Cuentas'];
const route = routeOptions(tags);

export async function accountsRoutes(ctx: AppContext) {
  const { app, database, sessions } = ctx;
  const { db } = database;
  // Any change to accounts, groups or permissions reaches every instance's session cache at once.
  const refreshSessions = async () => sessions.publish('*');

  /** What every record of the accounts section shares: the permiso permission, the spec's paths. */
  const section = (path: string) => ({
    permission: 'permiso' as const,
    paths: restPaths(path, 'create'),
    tags,
  });

  defineResource(ctx, {
    ...section('/api/v1/comercialaccount'),
    name: 'cuentacomercial',
    table: commercialAccounts,
    title: sql`${commercialAccounts.nombre}`,
    listKey: 'comercialaccounts',
    fields: CommercialAccountFieldsSchema,
    wire: CommercialAccountSchema,
    filters: { activo: { column: commercialAccounts.activo, schema: zBoolParam } },
    search: [commercialAccounts.nombre, commercialAccounts.nif],
    sort: { nombre: commercialAccounts.nombre, id: commercialAccounts.id },
    defaultSort: 'nombre',
    place: { level: 'account', column: commercialAccounts.id },
  });

  defineResource(ctx, {
    ...section('/api/v1/authaccount'),
    name: 'authaccount',
    table: authAccounts,
    title: sql`${authAccounts.nombre} || ' <' || ${authAccounts.email} || '>'`,
    listKey: 'authaccounts',
    fields: AuthAccountFieldsSchema,
    wire: AuthAccountSchema,
    filters: {
      idauthgroup: { column: authAccounts.idauthgroup, schema: zId },
      activo: { column: authAccounts.activo, schema: zBoolParam },
    },
    search: [authAccounts.nombre, authAccounts.email],
    sort: { nombre: authAccounts.nombre, email: authAccounts.email, id: authAccounts.id },
    defaultSort: 'nombre',
    // The e-mail signs the account in: one per account, deleted ones' too.
    unique: {
      auth_accounts_email_uq: {
        field: 'email',
        message: ({ email }) => `El correo ${email} ya es de otra cuenta de acceso`,
      },
    },
    reach: {
      condition: (actor) => accountsInReach(actor),
      check: (db, id, actor) => assertAccountInReach(db, actor, id),
    },
    async beforeCreate(tx, values, { actor }) {
      const { password, scopes, ...rest } = values;
      if (!password) throw validationError({ password: 'Indique una contraseña para la nueva cuenta' });
      assertRulesGrantable(actor, scopes);
      await assertGroupGrantable(tx, actor, rest.idauthgroup);
      return { ...rest, password_hash: await hashPassword(password) };
    },
    async beforeUpdate(tx, values, existing, { actor }) {
      const { password, scopes, ...rest } = values;
      if (scopes) assertRulesGrantable(actor, scopes);
      if (rest.idauthgroup && rest.idauthgroup !== existing.idauthgroup)
        await assertGroupGrantable(tx, actor, rest.idauthgroup);
      if (existing.id === actor.accountId) {
        if (rest.activo === false) throw lockoutError('desactivar su propia cuenta');
        if (rest.idauthgroup && rest.idauthgroup !== existing.idauthgroup) {
          if (!(await groupHasPermission(tx, rest.idauthgroup, ADMIN_PERMISSION)))
            throw lockoutError('pasarse a un grupo sin ese permiso');
        }
      }
      // A new password or a deactivation ends every open session for good (issue 8).
      if (password || rest.activo === false)
        await sessions.endAccount(tx, existing.id, password ? 'password' : 'deactivated');
      return password ? { ...rest, password_hash: await hashPassword(password) } : rest;
    },
    async beforeDelete(tx, existing, { actor }) {
      if (existing.id === actor.accountId) throw lockoutError('darse de baja a sí mismo');
      await sessions.endAccount(tx, existing.id, 'deleted');
    },
    async afterWrite(tx, row, body) {
      if (Array.isArray(body.scopes)) await replaceScopes(tx, row.id, body.scopes);
    },
    auditAlso: async (tx, row) => ({ scopes: await scopeSummary(tx, row.id) }),
    afterCommit: refreshSessions,
    lookups: { authgroup: { column: authGroups.descripcion, on: [authGroups.id, authAccounts.idauthgroup] } },
    // The scope rules of the page's accounts, with the name of the place each names.
    async decorate(db, rows) {
      if (!rows.length) return rows;
      const ids = rows.map((r) => r.id as number);
      const scopeRows = await db
        .select()
        .from(authPermissionScopes)
        .where(inArray(authPermissionScopes.idauthaccount, ids));
      const nameOf = await scopeNames(db, scopeRows);
      return rows.map((r) => ({
        ...r,
        scopes: scopeRows
          .filter((s) => s.idauthaccount === r.id)
          .map(({ idauthaccount: _a, ...s }) => ({ ...s, nombre: nameOf(s) })),
      }));
    },
  });

  const groupsKit = defineResource(ctx, {
    ...section('/api/v1/authgroups'),
    name: 'authgroup',
    table: authGroups,
    title: sql`${authGroups.descripcion}`,
    listKey: 'authgroups',
    fields: AuthGroupFieldsSchema,
    wire: AuthGroupSchema,
    search: [authGroups.descripcion],
    sort: { descripcion: authGroups.descripcion, id: authGroups.id },
    defaultSort: 'descripcion',
    children: [
      {
        column: authAccounts.idauthgroup,
        message: 'El grupo tiene cuentas asignadas: páselas a otro grupo antes de darlo de baja.',
      },
    ],
    async beforeUpdate(tx, changes, existing, { actor }) {
      await assertGroupInReach(tx, actor, existing.id);
      return changes;
    },
    async beforeDelete(tx, existing, { actor }) {
      await assertGroupInReach(tx, actor, existing.id);
    },
    afterCommit: refreshSessions,
    async decorate(db, rows) {
      if (!rows.length) return rows;
      const ids = rows.map((r) => r.id as number);
      const [members, perms] = await Promise.all([
        db
          .select({ id: authAccounts.idauthgroup })
          .from(authAccounts)
          .where(and(inArray(authAccounts.idauthgroup, ids), isNull(authAccounts.deleted_at))),
        db
          .select({ g: authGroupPermissions.idauthgroup, t: authPermissions.tipo_permiso })
          .from(authGroupPermissions)
          .innerJoin(authPermissions, eq(authPermissions.id, authGroupPermissions.idauthpermission))
          .where(inArray(authGroupPermissions.idauthgroup, ids)),
      ]);
      return rows.map((r) => ({
        ...r,
        miembros: members.filter((m) => m.id === r.id).length,
        permisos: perms.filter((p) => p.g === r.id).map((p) => p.t),
      }));
    },
  });

  /**
   * Replaces the members or the permissions of a group: audited as an assignment, passed on to every
   * session, answered with the group as it now stands.
   */
  function groupAssignment<B extends typeof AuthGroupAccountsSchema | typeof AuthGroupPermissionsSchema>(
    path: string,
    summary: string,
    body: B,
    recurso: string,
    assign: (tx: Tx, actor: Actor, body: z.infer<B>) => Promise<{ antes: unknown; despues: unknown }>,
  ) {
    app.post(
      path,
      route('can_edit_permiso', summary, { body, response: { 200: AuthGroupSchema } }),
      async (req) => {
        const input = req.body as z.infer<B>;
        await db.transaction(async (tx) => {
          const change = await assign(tx, req.actor, input);
          await writeAudit(tx, req, {
            accion: 'asignacion',
            recurso,
            idregistro: input.authGroup,
            ...change,
          });
        });
        await refreshSessions();
        return (await groupsKit.selectOne(db, input.authGroup, req.actor)) as z.infer<typeof AuthGroupSchema>;
      },
    );
  }

  groupAssignment(
    '/api/v1/authgroups/authaccounts',
    'Asigna cuentas a un grupo',
    AuthGroupAccountsSchema,
    'authgroup.miembros',
    async (tx, actor, { authGroup, authAccounts: ids }) => ({
      antes: await setGroupMembers(tx, actor, authGroup, ids),
      despues: ids.map((id) => ({ id, idauthgroup: authGroup })),
    }),
  );

  groupAssignment(
    '/api/v1/authgroups/authpermissions/',
    'Fija los permisos de un grupo (sustituye los anteriores)',
    AuthGroupPermissionsSchema,
    'authgroup.permisos',
    async (tx, actor, { authGroup, authPermissions: ids, version }) => {
      // The set is the group's content: each save makes a new version (and waits for one running).
      const [bumped] = await tx
        .update(authGroups)
        .set({ version: sql`${authGroups.version} + 1` })
        .where(eq(authGroups.id, authGroup))
        .returning({ version: authGroups.version });
      if (bumped && version !== undefined && bumped.version - 1 !== version) throw staleVersion();
      const before = await setGroupPermissions(tx, actor, authGroup, ids);
      // Read by a person in the log: the permissions by their names, not their ids.
      const named = await tx
        .select({ id: authPermissions.id, tipo: authPermissions.tipo_permiso })
        .from(authPermissions)
        .where(inArray(authPermissions.id, [...new Set([...before, ...ids]), 0]));
      const label = new Map(named.map((p) => [p.id, permissionLabel(p.tipo)]));
      const list = (set: number[]) =>
        [...new Set(set)]
          .map((id) => label.get(id) ?? String(id))
          .sort((a, b) => a.localeCompare(b, 'es'))
          .join(', ') || '(ninguno)';
      return { antes: { permisos: list(before) }, despues: { permisos: list(ids) } };
    },
  );

  app.get(
    '/api/v1/authpermission',
    route('can_view_permiso', 'Catálogo de permisos', {
      querystring: z.object({ q: z.string().trim().max(100).optional() }),
      response: { 200: z.object({ total: z.number(), authpermissions: z.array(AuthPermissionRowSchema) }) },
    }),
    async (req) => {
      const rows = await db.select().from(authPermissions).orderBy(authPermissions.id);
      const q = req.query.q?.toLowerCase();
      const list = q
        ? rows.filter((r) =>
            [r.descripcion, r.descripcioncodigo, r.tipo_permiso].some((v) => v.toLowerCase().includes(q)),
          )
        : rows;
      return { total: list.length, authpermissions: list };
    },
  );

  const catalogueUnique: UniqueMeanings<z.output<typeof AuthPermissionFieldsSchema>> = {
    auth_permissions_descripcioncodigo_unique: {
      field: 'descripcioncodigo',
      message: (v) => `Ya existe un permiso con el código ${v.descripcioncodigo}`,
    },
    auth_permissions_tipo_permiso_unique: {
      field: 'tipo_permiso',
      message: (v) => `El permiso ${v.tipo_permiso} ya está en el catálogo`,
    },
  };
  app.post(
    '/api/v1/authpermission/',
    route('can_create_permiso', 'Alta de un permiso en el catálogo', {
      body: AuthPermissionFieldsSchema,
      response: { 200: AuthPermissionRowSchema },
    }),
    async (req) => {
      // The catalogue is everyone's: only who reaches everything adds to it.
      if (!req.actor.scope.all)
        throw outOfScope('El catálogo de permisos es común: no puede ampliarlo con su ámbito');
      return db
        .transaction(async (tx) => {
          const [row] = await tx.insert(authPermissions).values(req.body).returning();
          await writeAudit(tx, req, {
            accion: 'alta',
            recurso: 'authpermission',
            idregistro: row!.id,
            despues: row,
          });
          return row!;
        })
        .catch(async (err) => {
          throw await namedDuplicate(err, catalogueUnique, req.body, db);
        });
    },
  );

  app.get(
    '/api/v1/authpermissionscope',
    route('can_view_permiso', 'Quién tiene ámbito sobre qué (filtrable por cuenta o por nodo)', {
      querystring: z.object({
        idauthaccount: zId.optional(),
        idcuentacomercial: zIdOrZero.optional(),
        idgrupo: zIdOrZero.optional(),
        idempresa: zIdOrZero.optional(),
        idlocal: zIdOrZero.optional(),
      }),
      response: {
        200: z.object({ total: z.number(), authpermissionscopes: z.array(AuthPermissionScopeSchema) }),
      },
    }),
    async (req) => {
      const q = req.query;
      const conds: (SQL | undefined)[] = [isNull(authAccounts.deleted_at), accountsInReach(req.actor)];
      if (q.idauthaccount) conds.push(eq(authPermissionScopes.idauthaccount, q.idauthaccount));
      for (const k of ['idcuentacomercial', 'idgrupo', 'idempresa', 'idlocal'] as const) {
        if (q[k] !== undefined) conds.push(eq(authPermissionScopes[k], q[k]!));
      }
      const rows = await db
        .select({
          id: authPermissionScopes.id,
          idauthaccount: authPermissionScopes.idauthaccount,
          idcuentacomercial: authPermissionScopes.idcuentacomercial,
          idgrupo: authPermissionScopes.idgrupo,
          idempresa: authPermissionScopes.idempresa,
          idlocal: authPermissionScopes.idlocal,
          email: authAccounts.email,
          nombre: authAccounts.nombre,
          activo: authAccounts.activo,
        })
        .from(authPermissionScopes)
        .innerJoin(authAccounts, eq(authAccounts.id, authPermissionScopes.idauthaccount))
        .where(and(...conds))
        .orderBy(authAccounts.nombre)
        .limit(2000);
      return { total: rows.length, authpermissionscopes: rows };
    },
  );
}
