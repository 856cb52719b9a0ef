import { ErrorCode } from '@ac/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

// Failed logins counted in PostgreSQL so every instance shares them.
const WINDOW_S = 15 * 60;
const LOCK_S = 15 * 60;
const LIMITS = { acct: 5, ip: 30 } as const;

export type ThrottleKeys = { account: string; ip: string };
const keysOf = (k: ThrottleKeys) => [`acct:${k.account.toLowerCase()}`, `ip:${k.ip}`];

export async function assertNotThrottled(db: Db, keys: ThrottleKeys) {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keysOf(keys)));
  const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
  const waitS = Math.ceil((until - Date.now()) / 1000);
  if (waitS > 0) {
    const minutes = Math.ceil(waitS / 60);
    throw new HttpError(
      429,
      ErrorCode.tooManyAttempts,
      `Demasiados intentos fallidos. Inténtelo de nuevo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      undefined,
      { 'retry-after': String(waitS) },
    );
  }
}

export async function recordFailure(db: Db, keys: ThrottleKeys) {
  const [acct, ip] = keysOf(keys) as [string, string];
  for (const [key, limit] of [
    [acct, LIMITS.acct],
    [ip, LIMITS.ip],
  ] as const) {
    // One statement per key: a new window starts when the old one is over.
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, window_start: sql`now()` })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.window_start} < now() - make_interval(secs => ${WINDOW_S}) then 1 else ${loginThrottle.failures} + 1 end`,
          window_start: sql`case when ${loginThrottle.window_start} < now() - make_interval(secs => ${WINDOW_S}) then now() else ${loginThrottle.window_start} end`,
          locked_until: sql`case when ${loginThrottle.window_start} >= now() - make_interval(secs => ${WINDOW_S}) and ${loginThrottle.failures} + 1 >= ${limit} then now() + make_interval(secs => ${LOCK_S}) else ${loginThrottle.locked_until} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, keys: ThrottleKeys) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keysOf(keys)[0]!]));
}
