import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type LoginRequest,
  type LoginResponse,
  type ScopeState,
  type SessionAccess,
} from '@ac/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, authGroups, refreshTokens, sessions } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/http-error';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256, signAccessToken } from '../../lib/tokens';
import type { SessionStore } from '../../plugins/session';
import { assertNotThrottled, clearFailures, isKnownAddress, recordFailure } from './throttle';

export type SessionSettings = { accessTokenTtl: number; refreshTokenTtl: number };
export type ClientInfo = { ip: string; userAgent: string };

/** Within this many seconds a reused refresh token means two tabs refreshed at once, not theft. */
export const REUSE_GRACE_S = 10;

const badCredentials = () => new HttpError(400, ErrorCode.badCredentials, 'Usuario o contraseña incorrectos');

const issueAccess = (store: SessionStore, sid: string, gen: number, ttl: number) =>
  signAccessToken({ sid, gen, exp: Math.floor(Date.now() / 1000) + ttl }, store.secret);

export async function login(
  db: Db,
  store: SessionStore,
  settings: SessionSettings,
  input: LoginRequest,
  client: ClientInfo,
): Promise<{ response: LoginResponse; accountId: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  const [account] = await db
    .select()
    .from(authAccounts)
    .where(and(sql`lower(${authAccounts.email}) = ${email}`, isNull(authAccounts.deleted_at)));
  const keys = {
    account: email,
    ip: client.ip,
    knownAddress: await isKnownAddress(db, account?.id, client.ip),
  };
  await assertNotThrottled(db, keys);
  // Unknown e-mail and wrong password cost the same and answer the same.
  const ok = await verifyPassword(input.password, account?.password_hash ?? DUMMY_HASH);
  if (!account || !ok || !account.activo) {
    await recordFailure(db, keys);
    throw badCredentials();
  }
  await clearFailures(db, keys);

  const sid = randomUUID();
  const key = randomToken();
  const refresh = randomToken(32);
  const actor = await store.actorFor(account);
  const [group] = await db.select().from(authGroups).where(eq(authGroups.id, account.idauthgroup));
  const permissions = await store.permissionsOf(account.idauthgroup);
  await db.transaction(async (tx) => {
    // The account as it was checked, row locked: a password change or deactivation committed meanwhile
    // refuses this login, and one that comes after waits for it and then ends this session too.
    const still = await tx
      .update(authAccounts)
      .set({ ultimoacceso: new Date() })
      .where(
        and(
          eq(authAccounts.id, account.id),
          eq(authAccounts.password_hash, account.password_hash),
          eq(authAccounts.activo, true),
          isNull(authAccounts.deleted_at),
        ),
      )
      .returning({ id: authAccounts.id });
    if (still.length === 0) throw badCredentials();
    await tx.insert(sessions).values({
      id: sid,
      idauthaccount: account.id,
      generation: 1,
      api_key_hash: sha256(key),
      client_session_id: input.sessionId ?? null,
      // The app's clock, the one the idle timeout and the lifetime are checked against.
      created_at: new Date(),
      last_seen_at: new Date(),
      expires_at: new Date(Date.now() + settings.refreshTokenTtl * 1000),
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 300),
    });
    await tx.insert(refreshTokens).values({ token_hash: sha256(refresh), session_id: sid, generation: 1 });
  });
  return {
    accountId: account.id,
    email: account.email,
    response: {
      token: issueAccess(store, sid, 1, settings.accessTokenTtl),
      refreshtoken: refresh,
      key,
      customer: account.nombre,
      authgroup: { id: group?.id ?? account.idauthgroup, descripcion: group?.descripcion ?? '' },
      auth_permission: permissions.map((p) => ({ ...p, idauthgroup: account.idauthgroup })),
      scope: actor.scope.entries,
      estadoambito: account.estadoambito,
    },
  };
}

/** The permissions and scope of the session's account as they are now (the login response's part). */
export async function currentAccess(db: Db, store: SessionStore, accountId: number): Promise<SessionAccess> {
  const [account] = await db.select().from(authAccounts).where(eq(authAccounts.id, accountId));
  if (!account) throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado');
  const [actor, [group], permissions] = await Promise.all([
    store.actorFor(account),
    db.select().from(authGroups).where(eq(authGroups.id, account.idauthgroup)),
    store.permissionsOf(account.idauthgroup),
  ]);
  return {
    customer: account.nombre,
    authgroup: { id: group?.id ?? account.idauthgroup, descripcion: group?.descripcion ?? '' },
    auth_permission: permissions.map((p) => ({ ...p, idauthgroup: account.idauthgroup })),
    scope: actor.scope.entries,
  };
}

/** RFC 9700 rotation with reuse detection. */
export async function refresh(db: Db, store: SessionStore, settings: SessionSettings, token: string) {
  const [row] = await db
    .select({ rt: refreshTokens, session: sessions, account: authAccounts })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.session_id))
    .innerJoin(authAccounts, eq(authAccounts.id, sessions.idauthaccount))
    .where(eq(refreshTokens.token_hash, sha256(token)));
  if (!row) throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado');
  const { rt, session, account } = row;
  if (
    session.revoked_at ||
    session.expires_at.getTime() <= Date.now() ||
    !account.activo ||
    account.deleted_at
  ) {
    throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado');
  }
  // Refreshing is not using: an idle session, or one past its lifetime, ends here.
  const ended = store.endReason({
    createdAt: session.created_at.getTime(),
    lastSeen: session.last_seen_at.getTime(),
  });
  if (ended) {
    await store.end(session.id, ended);
    throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado');
  }
  if (rt.generation !== session.generation || rt.rotated_at) {
    const age = rt.rotated_at ? (Date.now() - rt.rotated_at.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (rt.generation === session.generation - 1 && age <= REUSE_GRACE_S) {
      throw unauthorized(ErrorCode.tokenSuperseded, 'Otra pestaña ya ha renovado la sesión');
    }
    await store.end(session.id, 'reuse');
    throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado por seguridad');
  }
  const next = randomToken(32);
  const rotated = await db.transaction(async (tx) => {
    // Compare-and-set on the generation: of two simultaneous refreshes only one wins.
    const updated = await tx
      .update(sessions)
      .set({
        generation: session.generation + 1,
        refreshed_at: new Date(),
        expires_at: new Date(Date.now() + settings.refreshTokenTtl * 1000),
      })
      .where(and(eq(sessions.id, session.id), eq(sessions.generation, session.generation)))
      .returning({ id: sessions.id });
    if (updated.length === 0) return false;
    await tx
      .update(refreshTokens)
      .set({ rotated_at: new Date() })
      .where(eq(refreshTokens.token_hash, rt.token_hash));
    await tx
      .insert(refreshTokens)
      .values({ token_hash: sha256(next), session_id: session.id, generation: session.generation + 1 });
    return true;
  });
  if (!rotated) throw unauthorized(ErrorCode.tokenSuperseded, 'Otra pestaña ya ha renovado la sesión');
  await store.publish(session.id);
  return {
    token: issueAccess(store, session.id, session.generation + 1, settings.accessTokenTtl),
    refreshtoken: next,
  };
}

export async function saveScopeState(db: Db, accountId: number, state: ScopeState) {
  await db
    .update(authAccounts)
    .set({ estadoambito: JSON.stringify(state) })
    .where(eq(authAccounts.id, accountId));
}
