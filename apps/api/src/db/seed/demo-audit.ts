import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { appAudit, authAccounts, webAudit } from '../schema';
import type { DemoPeople } from './demo-people';
import { insertMany } from './insert-many';
import { makePhone, type Rng } from './random';

/** The staff's and the app users' audit trails of the last 90 days, each row with its record's place. */
export async function seedAudit(
  db: Tx,
  rng: Rng,
  now: Date,
  staff: { id: number; email: string; activo: boolean }[],
  { custs, users }: DemoPeople,
) {
  const staffActions: (typeof webAudit.$inferInsert)[] = [];
  // Everyone signs in; customers are changed by who may change them anywhere (the administration), so no
  // row shows a read-only or out-of-scope account writing (an auditor would read them as breaches).
  const admin = staff.find((s) => s.email === 'admin@demo.es')!;
  for (let i = 0; i < 1500; i++) {
    const signedIn = rng.pick(staff.filter((s) => s.activo));
    const kind = rng.pick(['login', 'login', 'login', 'modificacion', 'alta', 'baja']);
    const who = kind === 'login' ? signedIn : admin;
    const cust = rng.pick(custs);
    // The customer before and after: a change has both (another phone), an alta only after, a baja only before.
    const side = (only: string) =>
      kind === 'modificacion'
        ? { id: cust.id, telefono: makePhone(rng), activo: true }
        : kind === only
          ? { id: cust.id, activo: true }
          : null;
    staffActions.push({
      fecha: new Date(now.getTime() - rng.int(0, 89 * 86_400) * 1000),
      idauthaccount: who.id,
      usuario: who.email,
      accion: kind,
      recurso: kind === 'login' ? 'sesion' : 'cliente',
      idregistro: kind === 'login' ? '' : String(cust.id),
      antes: side('baja'),
      despues: side('alta'),
      motivo: kind === 'baja' ? 'Cliente duplicado en el alta' : '',
      ip: `10.20.${rng.int(0, 20)}.${rng.int(2, 250)}`,
      nivel: kind === 'login' ? null : 'group',
      idnivel: kind === 'login' ? null : cust.idgrupo,
    });
  }
  await insertMany(db, webAudit, staffActions);
  // One source of truth: a staff member's last access is their last login in the log.
  const lastLogin = new Map<number, Date>();
  for (const a of staffActions) {
    if (a.accion !== 'login' || !a.idauthaccount || !a.fecha) continue;
    const seen = lastLogin.get(a.idauthaccount);
    if (!seen || seen < a.fecha) lastLogin.set(a.idauthaccount, a.fecha);
  }
  for (const [id, fecha] of lastLogin)
    await db.update(authAccounts).set({ ultimoacceso: fecha }).where(eq(authAccounts.id, id));
  const appActions: (typeof appAudit.$inferInsert)[] = [];
  const appKinds = [
    ['login', 'Inicio de sesión en la app'],
    ['consulta_puntos', 'Consulta del saldo de puntos'],
    ['canje', 'Canje de puntos por un lavado'],
    ['pago_movil', 'Pago de repostaje desde la app'],
    ['alta_vehiculo', 'Alta de un vehículo en la app'],
    ['cambio_password', 'Cambio de contraseña'],
  ] as const;
  for (let i = 0; i < 4000; i++) {
    const u = rng.pick(users);
    const [accion, detalle] = rng.pick(appKinds);
    appActions.push({
      fecha: new Date(now.getTime() - rng.int(0, 89 * 86_400) * 1000),
      idusuario: u.id,
      usuario: u.email,
      accion,
      recurso: 'app',
      detalle,
      ip: `88.${rng.int(1, 250)}.${rng.int(0, 250)}.${rng.int(2, 250)}`,
      dispositivo: rng.pick(['Android 15', 'Android 14', 'iOS 19', 'iOS 18', 'Web']),
      idgrupo: u.idgrupo,
    });
  }
  await insertMany(db, appAudit, appActions);
}
