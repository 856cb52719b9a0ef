import { ErrorCode } from '@ac/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle, sessions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/*
 * Failed logins, counted in the database so every instance shares them (the rule, in Spanish, is in the
 * README). Nobody can lock a user out from elsewhere: an account is only ever slowed down, and never for the
 * addresses its owner has signed in from.
 */
const WINDOW_S = 15 * 60;
const RULES = {
  /** An address with 30 failures in 15 minutes, on any accounts: refused for 15 minutes. */
  ip: { failures: 30, waitS: 15 * 60 },
  /** An address with 5 failures on one account: refused on that account for 15 minutes, unless known. */
  pair: { failures: 5, waitS: 15 * 60 },
  /** From the 10th failure on one account, from anywhere: unknown addresses get one try every 30 seconds. */
  account: { failures: 10, waitS: 30 },
} as const;

export type ThrottleKeys = {
  account: string;
  ip: string;
  /** The address has signed in to this account before. */
  knownAddress: boolean;
};

const keysOf = ({ account, ip }: ThrottleKeys) => {
  const email = account.toLowerCase();
  return { ip: `ip:${ip}`, pair: `pair:${email} ${ip}`, account: `acct:${email}` };
};

/** Whether the account has ever been signed in to from this address (its sessions keep where from). */
export async function isKnownAddress(db: Db, accountId: number | undefined, ip: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.idauthaccount, accountId ?? 0), eq(sessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
}

export async function assertNotThrottled(db: Db, keys: ThrottleKeys) {
  const k = keysOf(keys);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys.knownAddress ? [k.ip] : [k.ip, k.pair, k.account]));
  const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
  const waitS = Math.ceil((until - Date.now()) / 1000);
  if (waitS > 0) {
    const [n, unit] = waitS < 60 ? [waitS, 'segundo'] : [Math.ceil(waitS / 60), 'minuto'];
    throw new HttpError(
      429,
      ErrorCode.tooManyAttempts,
      `Demasiados intentos fallidos. Inténtelo de nuevo dentro de ${n} ${unit}${n === 1 ? '' : 's'}.`,
      undefined,
      { 'retry-after': String(waitS) },
    );
  }
}

export async function recordFailure(db: Db, keys: ThrottleKeys) {
  const k = keysOf(keys);
  // The app's clock, the one assertNotThrottled compares with.
  const now = sql`${new Date().toISOString()}::timestamptz`;
  for (const [key, rule] of [
    [k.ip, RULES.ip],
    [k.pair, RULES.pair],
    [k.account, RULES.account],
  ] as const) {
    // One statement per key: a new window starts when the old one is over.
    const over: SQL = sql`${loginThrottle.window_start} < ${now} - make_interval(secs => ${WINDOW_S})`;
    const failures: SQL = sql`case when ${over} then 1 else ${loginThrottle.failures} + 1 end`;
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, window_start: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures,
          window_start: sql`case when ${over} then ${now} else ${loginThrottle.window_start} end`,
          locked_until: sql`case when ${failures} >= ${rule.failures} then ${now} + make_interval(secs => ${rule.waitS}) else ${loginThrottle.locked_until} end`,
        },
      });
  }
}

/** A successful login clears its address's count on the account; the account's own count runs its window. */
export async function clearFailures(db: Db, keys: ThrottleKeys) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keysOf(keys).pair));
}
