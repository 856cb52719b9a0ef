import {
  ACTION_LABELS,
  ACTIONS,
  OPERATOR_PERMISSIONS,
  permissionName,
  RESOURCE_LABELS,
  RESOURCES,
} from '@ac/shared';
import { hashPassword } from '../../lib/passwords';
import type { Tx } from '../client';
import {
  authAccounts,
  authGroupPermissions,
  authGroups,
  authPermissionScopes,
  authPermissions,
} from '../schema';
import type { DemoPlaces } from './demo-places';

export const DEMO_PASSWORD = 'Demo#2026';

/** The permission catalogue, the staff's auth groups, the demo accounts and their scope. */
export async function seedStaff(db: Tx, { accs, grps, comps, sts }: DemoPlaces) {
  const perms = await db
    .insert(authPermissions)
    .values(
      RESOURCES.flatMap((r) =>
        ACTIONS.map((a) => ({
          descripcion: `${ACTION_LABELS[a]}: ${RESOURCE_LABELS[r]}`,
          descripcioncodigo: `${a.toUpperCase()}_${r.toUpperCase()}`,
          tipo_permiso: permissionName(a, r),
        })),
      ),
    )
    .returning();
  const permId = new Map(perms.map((p) => [p.tipo_permiso, p.id]));
  const authGrps = await db
    .insert(authGroups)
    .values([
      { descripcion: 'Administradores' },
      { descripcion: 'Operadores de atención' },
      { descripcion: 'Supervisores de zona' },
      { descripcion: 'Auditoría interna' },
    ])
    .returning();
  const [admins, operators, supervisors, auditors] = authGrps as [
    (typeof authGrps)[0],
    (typeof authGrps)[0],
    (typeof authGrps)[0],
    (typeof authGrps)[0],
  ];
  const grant = (g: number, names: string[]) =>
    names.map((n) => ({ idauthgroup: g, idauthpermission: permId.get(n)! }));
  const allViews = RESOURCES.map((r) => permissionName('view', r));
  await db.insert(authGroupPermissions).values([
    ...grant(
      admins.id,
      perms.map((p) => p.tipo_permiso),
    ),
    ...grant(operators.id, OPERATOR_PERMISSIONS),
    ...grant(supervisors.id, [
      ...allViews.filter((v) => v !== 'can_view_permiso'),
      ...(['cliente', 'usuario', 'vehiculo'] as const).flatMap((r) => [
        permissionName('create', r),
        permissionName('edit', r),
      ]),
    ]),
    ...grant(auditors.id, ['can_view_auditoria', 'can_view_cliente', 'can_view_usuario', 'can_view_permiso']),
  ]);
  const hash = await hashPassword(DEMO_PASSWORD);
  const staff = await db
    .insert(authAccounts)
    .values([
      { email: 'admin@demo.es', nombre: 'Administración Demo', password_hash: hash, idauthgroup: admins.id },
      { email: 'operador@demo.es', nombre: 'Operador Demo', password_hash: hash, idauthgroup: operators.id },
      {
        email: 'lucia.herrero@demo.es',
        nombre: 'Lucía Herrero Sanz',
        password_hash: hash,
        idauthgroup: supervisors.id,
      },
      {
        email: 'javier.ortega@demo.es',
        nombre: 'Javier Ortega Prieto',
        password_hash: hash,
        idauthgroup: operators.id,
      },
      {
        email: 'auditoria@demo.es',
        nombre: 'Marta Iglesias Calvo',
        password_hash: hash,
        idauthgroup: auditors.id,
      },
      {
        email: 'antiguo.empleado@demo.es',
        nombre: 'Ramón Vidal Soler',
        password_hash: hash,
        idauthgroup: operators.id,
        activo: false,
      },
    ])
    .returning();
  const staffBy = (email: string) => staff.find((s) => s.email === email)!;
  await db.insert(authPermissionScopes).values([
    { idauthaccount: staffBy('admin@demo.es').id },
    {
      idauthaccount: staffBy('operador@demo.es').id,
      idcuentacomercial: accs[0]!.id,
      idgrupo: grps[0]!.idgrupo,
    },
    { idauthaccount: staffBy('lucia.herrero@demo.es').id, idcuentacomercial: accs[0]!.id },
    {
      idauthaccount: staffBy('javier.ortega@demo.es').id,
      idcuentacomercial: accs[1]!.id,
      idgrupo: grps[2]!.idgrupo,
    },
    {
      idauthaccount: staffBy('javier.ortega@demo.es').id,
      idcuentacomercial: accs[0]!.id,
      idgrupo: grps[1]!.idgrupo,
      idempresa: comps[2]!.idempresa,
      idlocal: sts[6]!.idlocal,
    },
    { idauthaccount: staffBy('auditoria@demo.es').id },
    {
      idauthaccount: staffBy('antiguo.empleado@demo.es').id,
      idgrupo: grps[1]!.idgrupo,
      idcuentacomercial: accs[0]!.id,
    },
  ]);

  return staff;
}
