import { and, eq, inArray, isNull } from 'drizzle-orm';
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
import { conflict, notFound, validationError } from '../../lib/http-error';
import type { Actor } from '../../plugins/session';

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
  db: Db,
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

export async function setGroupMembers(tx: Tx, actor: Actor, idauthgroup: number, accountIds: number[]) {
  await assertGroupExists(tx, idauthgroup);
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
