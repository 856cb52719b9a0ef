import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  authAccounts,
  authGroupPermissions,
  authGroups,
  authPermissionScopes,
  authPermissions,
  commercialAccounts,
  companies,
  groups,
  stations,
} from '../../db/schema';
import { inIds } from '../../kit/paging';
import { conflict, forbidden, notFound, outOfScope, validationError } from '../../lib/http-error';
import type { ScopeRule } from '../../lib/scope';
import type { Actor } from '../../plugins/session';

// Who manages whom (issue: an account manager must not widen their own reach): an actor sees and changes
// only staff accounts whose every scope rule it covers itself, grants only scope rules, permissions and
// group memberships it holds itself, and edits a group only when it reaches all of its members.

/** A scope rule (`s`, a row of auth_permission_scopes) is one the actor covers. */
function ruleCovered(actor: Actor): SQL {
  const s = authPermissionScopes;
  const { scope } = actor;
  return sql`case
    when ${s.idlocal} > 0 then ${inIds(s.idlocal, scope.ids('station'))}
    when ${s.idempresa} > 0 then ${inIds(s.idempresa, scope.ids('company'))}
    when ${s.idgrupo} > 0 then ${inIds(s.idgrupo, scope.ids('group'))}
    when ${s.idcuentacomercial} > 0 then ${inIds(s.idcuentacomercial, scope.ids('account'))}
    else false end`;
}

/** Accounts the actor may see: none of their rules reaches beyond the actor's scope. */
export function accountsInReach(actor: Actor, account = authAccounts.id): SQL | undefined {
  if (actor.scope.all) return undefined;
  return sql`not exists (select 1 from ${authPermissionScopes} where ${authPermissionScopes.idauthaccount} = ${account} and not (${ruleCovered(actor)}))`;
}

export async function assertAccountInReach(db: Db | Tx, actor: Actor, id: number) {
  if (actor.scope.all) return;
  const rules = await db
    .select()
    .from(authPermissionScopes)
    .where(eq(authPermissionScopes.idauthaccount, id));
  if (!rules.every((r) => actor.scope.coversRule(r))) throw outOfScope('La cuenta está fuera de su ámbito');
}

/** Scope rules an actor grants must lie within its own scope. */
export function assertRulesGrantable(actor: Actor, rules: Partial<ScopeRule>[]) {
  for (const r of rules) {
    const rule = { idcuentacomercial: 0, idgrupo: 0, idempresa: 0, idlocal: 0, ...r };
    if (!actor.scope.coversRule(rule)) throw outOfScope('No puede dar un ámbito más amplio que el suyo');
  }
}

/** Permissions an actor grants (by id) must be its own. */
export async function assertPermissionsHeld(db: Db | Tx, actor: Actor, ids: number[]) {
  if (!ids.length) return;
  const rows = await db
    .select({ tipo: authPermissions.tipo_permiso })
    .from(authPermissions)
    .where(inArray(authPermissions.id, ids));
  const missing = rows.filter((r) => !actor.permissions.has(r.tipo));
  if (missing.length)
    throw forbidden(
      `No puede conceder permisos que usted no tiene: ${missing.map((m) => m.tipo).join(', ')}`,
    );
}

/** Putting someone in a group grants the group's permissions: the actor must hold them all. */
export async function assertGroupGrantable(db: Db | Tx, actor: Actor, idauthgroup: number) {
  const rows = await db
    .select({ id: authGroupPermissions.idauthpermission })
    .from(authGroupPermissions)
    .where(eq(authGroupPermissions.idauthgroup, idauthgroup));
  await assertPermissionsHeld(
    db,
    actor,
    rows.map((r) => r.id),
  );
}

/** A group's permissions or name change for all its members: the actor must reach every one. */
export async function assertGroupInReach(db: Db | Tx, actor: Actor, idauthgroup: number) {
  if (actor.scope.all) return;
  const [outside] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(
      and(
        eq(authAccounts.idauthgroup, idauthgroup),
        isNull(authAccounts.deleted_at),
        sql`not (${accountsInReach(actor)})`,
      ),
    )
    .limit(1);
  if (outside) throw outOfScope('El grupo tiene cuentas fuera de su ámbito');
}

/** The permission that lets someone repair permissions: nobody may take it from themselves. */
export const ADMIN_PERMISSION = 'can_edit_permiso';

export async function groupHasPermission(
  tx: Db | Tx,
  idauthgroup: number,
  tipo: string,
  replacement?: number[],
) {
  if (replacement) {
    if (replacement.length === 0) return false;
    const rows = await tx
      .select({ id: authPermissions.id })
      .from(authPermissions)
      .where(and(inArray(authPermissions.id, replacement), eq(authPermissions.tipo_permiso, tipo)));
    return rows.length > 0;
  }
  const rows = await tx
    .select({ id: authPermissions.id })
    .from(authGroupPermissions)
    .innerJoin(authPermissions, eq(authPermissions.id, authGroupPermissions.idauthpermission))
    .where(and(eq(authGroupPermissions.idauthgroup, idauthgroup), eq(authPermissions.tipo_permiso, tipo)));
  return rows.length > 0;
}

export const lockoutError = (what: string) =>
  conflict(`No puede ${what}: perdería el permiso de administrar cuentas y permisos.`, 'lockout');

/** Replaces an account's scope rules; each rule must name existing places. */
export async function replaceScopes(tx: Tx, idauthaccount: number, rules: Record<string, number>[]) {
  for (const [i, r] of rules.entries()) {
    const checks: [number | undefined, () => Promise<unknown[]>][] = [
      [
        r.idcuentacomercial,
        () => tx.select().from(commercialAccounts).where(eq(commercialAccounts.id, r.idcuentacomercial!)),
      ],
      [r.idgrupo, () => tx.select().from(groups).where(eq(groups.idgrupo, r.idgrupo!))],
      [r.idempresa, () => tx.select().from(companies).where(eq(companies.idempresa, r.idempresa!))],
      [r.idlocal, () => tx.select().from(stations).where(eq(stations.idlocal, r.idlocal!))],
    ];
    for (const [id, find] of checks) {
      if (id && (await find()).length === 0)
        throw validationError({ [`scopes.${i}`]: 'El ámbito indicado no existe' });
    }
  }
  await tx.delete(authPermissionScopes).where(eq(authPermissionScopes.idauthaccount, idauthaccount));
  if (rules.length) {
    await tx.insert(authPermissionScopes).values(
      rules.map((r) => ({
        idauthaccount,
        idcuentacomercial: r.idcuentacomercial ?? 0,
        idgrupo: r.idgrupo ?? 0,
        idempresa: r.idempresa ?? 0,
        idlocal: r.idlocal ?? 0,
      })),
    );
  }
}

/** Readable name of a scope rule: the most specific place it names, or "Todo". */
export async function scopeNames(
  db: Db | Tx,
  rules: { idcuentacomercial: number; idgrupo: number; idempresa: number; idlocal: number }[],
) {
  // The names of one level's places that the rules mention.
  const namesOf = async (k: keyof (typeof rules)[number], id: AnyPgColumn, name: AnyPgColumn) => {
    const wanted = [...new Set(rules.map((r) => r[k]).filter(Boolean))];
    if (!wanted.length) return new Map<number, string>();
    const rows = await db.select({ id, name }).from(id.table).where(inArray(id, wanted));
    return new Map(rows.map((r) => [r.id as number, r.name as string]));
  };
  const [a, g, c, l] = await Promise.all([
    namesOf('idcuentacomercial', commercialAccounts.id, commercialAccounts.nombre),
    namesOf('idgrupo', groups.idgrupo, groups.grupo),
    namesOf('idempresa', companies.idempresa, companies.empresa),
    namesOf('idlocal', stations.idlocal, stations.local),
  ]);
  return (r: (typeof rules)[number]) =>
    (r.idlocal && l.get(r.idlocal)) ||
    (r.idempresa && c.get(r.idempresa)) ||
    (r.idgrupo && g.get(r.idgrupo)) ||
    (r.idcuentacomercial && a.get(r.idcuentacomercial)) ||
    'Todo';
}

/** An account's scope rules as its audit shows them: the places' names, in Spanish order. */
export async function scopeSummary(db: Db | Tx, idauthaccount: number) {
  const rules = await db
    .select()
    .from(authPermissionScopes)
    .where(eq(authPermissionScopes.idauthaccount, idauthaccount));
  const nameOf = await scopeNames(db, rules);
  return rules
    .map(nameOf)
    .sort((a, b) => a.localeCompare(b, 'es'))
    .join(', ');
}

export async function setGroupMembers(tx: Tx, actor: Actor, idauthgroup: number, accountIds: number[]) {
  await assertGroupExists(tx, idauthgroup);
  await assertGroupGrantable(tx, actor, idauthgroup);
  for (const id of accountIds) await assertAccountInReach(tx, actor, id);
  if (
    accountIds.includes(actor.accountId) &&
    !(await groupHasPermission(tx, idauthgroup, ADMIN_PERMISSION))
  ) {
    throw lockoutError('pasarse a un grupo sin ese permiso');
  }
  const before = await tx
    .select({ id: authAccounts.id, idauthgroup: authAccounts.idauthgroup })
    .from(authAccounts)
    .where(inArray(authAccounts.id, accountIds.length ? accountIds : [0]));
  if (before.length !== new Set(accountIds).size)
    throw validationError({ authAccounts: 'Alguna cuenta no existe' });
  if (accountIds.length) {
    await tx.update(authAccounts).set({ idauthgroup }).where(inArray(authAccounts.id, accountIds));
  }
  return before;
}

export async function setGroupPermissions(
  tx: Tx,
  actor: Actor,
  idauthgroup: number,
  permissionIds: number[],
) {
  await assertGroupExists(tx, idauthgroup);
  await assertGroupInReach(tx, actor, idauthgroup);
  const unique = [...new Set(permissionIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: authPermissions.id })
      .from(authPermissions)
      .where(inArray(authPermissions.id, unique));
    if (found.length !== unique.length) throw validationError({ authPermissions: 'Algún permiso no existe' });
  }
  if (
    idauthgroup === actor.idauthgroup &&
    !(await groupHasPermission(tx, idauthgroup, ADMIN_PERMISSION, unique))
  ) {
    throw lockoutError('quitar ese permiso a su propio grupo');
  }
  const before = await tx
    .select({ id: authGroupPermissions.idauthpermission })
    .from(authGroupPermissions)
    .where(eq(authGroupPermissions.idauthgroup, idauthgroup));
  // Whatever is added or taken away must be the actor's own to give.
  const was = new Set(before.map((b) => b.id));
  const changed = [...unique.filter((id) => !was.has(id)), ...[...was].filter((id) => !unique.includes(id))];
  await assertPermissionsHeld(tx, actor, changed);
  await tx.delete(authGroupPermissions).where(eq(authGroupPermissions.idauthgroup, idauthgroup));
  if (unique.length) {
    await tx.insert(authGroupPermissions).values(unique.map((id) => ({ idauthgroup, idauthpermission: id })));
  }
  return before.map((b) => b.id);
}

async function assertGroupExists(tx: Tx, id: number) {
  const [g] = await tx
    .select()
    .from(authGroups)
    .where(and(eq(authGroups.id, id), isNull(authGroups.deleted_at)));
  if (!g) throw notFound('El grupo no existe');
}
