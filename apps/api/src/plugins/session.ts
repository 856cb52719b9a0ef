import { ErrorCode } from '@ac/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import {
  authAccounts,
  authGroupPermissions,
  authPermissionScopes,
  authPermissions,
  sessions,
} from '../db/schema';
import { unauthorized } from '../lib/http-error';
import { loadHierarchy, Scope } from '../lib/scope';
import { type AccessClaims, readAccessToken, sha256 } from '../lib/tokens';

export type Actor = {
  accountId: number;
  email: string;
  nombre: string;
  idauthgroup: number;
  sessionId: string;
  permissions: Set<string>;
  scope: Scope;
};

type CachedSession = {
  generation: number;
  apiKeyHash: string;
  expiresAt: number;
  revoked: boolean;
  createdAt: number;
  /** Last use as the database knows it, or as this instance wrote it. */
  lastSeen: number;
  /** The API key last seen to match `apiKeyHash` (so the next request of the session skips the hash). */
  apiKeyChecked?: string;
  actor: Actor;
  loadedAt: number;
};

/** The server's session limits: idle timeout (SESSION_TIMEOUT_MS) and absolute lifetime (SESSION_LIFETIME_MS). */
export type SessionLimits = { idleMs: number; lifetimeMs: number };
export type SessionTimes = { createdAt: number; lastSeen: number };

export const SESSION_CHANNEL = 'session_events';
// A safety net only: NOTIFY is what keeps the cache honest across instances.
const MAX_CACHE_AGE_MS = 60_000;
// Access tokens whose signature was checked: the same text always carries the same claims (expiry, the
// session and its generation are still checked on every request). Dropped whole when it grows past this.
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Validates access tokens without a database round trip: sessions, permissions and scope are cached
 * and dropped by NOTIFY on logout, refresh, revocation or any change of permissions or scope.
 */
export class SessionStore {
  private cache = new Map<string, CachedSession>();
  private verified = new Map<string, AccessClaims>();
  private hierarchy: Awaited<ReturnType<typeof loadHierarchy>> | undefined;

  constructor(
    private readonly database: Database,
    readonly secret: string,
    private readonly limits: SessionLimits,
  ) {}

  /** How often a session's last use is written: a write per session and minute, not per request. */
  private get touchEveryMs() {
    return Math.min(60_000, this.limits.idleMs / 10);
  }

  /** Why a session may no longer be used at `now`, if it may not. */
  endReason(times: SessionTimes, now = Date.now()): 'lifetime' | 'idle' | undefined {
    if (now - times.createdAt > this.limits.lifetimeMs) return 'lifetime';
    // The stored last use lags the real one by less than touchEveryMs: never end a session early.
    if (now - times.lastSeen > this.limits.idleMs + this.touchEveryMs) return 'idle';
    return undefined;
  }

  /** Ends one session for good, here and on every instance. */
  async end(sid: string, reason: string) {
    await this.database.db
      .update(sessions)
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where(and(eq(sessions.id, sid), isNull(sessions.revoked_at)));
    await this.publish(sid);
  }

  /**
   * Ends every session of an account for good (password change, deactivation, deletion), inside the
   * caller's transaction; the caller tells the caches after the commit.
   */
  async endAccount(tx: Tx, accountId: number, reason: string) {
    await tx
      .update(sessions)
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where(and(eq(sessions.idauthaccount, accountId), isNull(sessions.revoked_at)));
  }

  async start() {
    await this.database.listen(SESSION_CHANNEL, (payload) => this.forget(payload));
  }

  /** '*' = everything (permissions, scope, hierarchy); 'account:<id>'; otherwise a session id. */
  forget(payload: string) {
    if (payload === '*') {
      this.cache.clear();
      this.hierarchy = undefined;
    } else if (payload.startsWith('account:')) {
      const id = Number(payload.slice(8));
      for (const [sid, s] of this.cache) if (s.actor.accountId === id) this.cache.delete(sid);
    } else {
      this.cache.delete(payload);
    }
  }

  /** Forget here at once, and tell every other instance. */
  async publish(payload: string) {
    this.forget(payload);
    await this.database.notify(SESSION_CHANNEL, payload);
  }

  async authenticate(authorization: string | undefined, apiKey: string | undefined): Promise<Actor> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
    if (!token) throw unauthorized(undefined, 'Falta el token de sesión');
    const claims = this.claimsOf(token);
    if (!claims) throw unauthorized(undefined, 'Token de sesión no válido');
    if (claims.exp * 1000 <= Date.now())
      throw unauthorized(ErrorCode.tokenExpired, 'El token de sesión ha caducado');
    let session = await this.get(claims.sid);
    // A newer generation than ours means another instance rotated it: reload once.
    if (session && claims.gen > session.generation) session = await this.get(claims.sid, true);
    // Idle as far as this instance knows: another one may have served it since.
    if (session && this.endReason(session) === 'idle') session = await this.get(claims.sid, true);
    if (!session || session.revoked || session.expiresAt <= Date.now()) {
      throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado');
    }
    if (claims.gen < session.generation) {
      throw unauthorized(ErrorCode.tokenSuperseded, 'El token ha sido sustituido por otro más reciente');
    }
    if (claims.gen > session.generation) throw unauthorized(undefined, 'Token de sesión no válido');
    if (!apiKey || (apiKey !== session.apiKeyChecked && sha256(apiKey) !== session.apiKeyHash))
      throw unauthorized(undefined, 'Clave de API no válida');
    session.apiKeyChecked = apiKey;
    const ended = this.endReason(session);
    if (ended) {
      await this.end(claims.sid, ended);
      throw unauthorized(ErrorCode.sessionEnded, 'La sesión ha finalizado');
    }
    await this.touch(claims.sid, session);
    return session.actor;
  }

  /** The claims of a well-signed token (the HMAC computed once per token text), or null. */
  private claimsOf(token: string): AccessClaims | null {
    const known = this.verified.get(token);
    if (known) return known;
    const claims = readAccessToken(token, this.secret);
    if (claims) {
      if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async touch(sid: string, session: CachedSession) {
    const now = Date.now();
    if (now - session.lastSeen < this.touchEveryMs) return;
    session.lastSeen = now;
    await this.database.db
      .update(sessions)
      .set({ last_seen_at: new Date(now) })
      .where(eq(sessions.id, sid));
  }

  private async get(sid: string, fresh = false): Promise<CachedSession | undefined> {
    const cached = this.cache.get(sid);
    if (!fresh && cached && Date.now() - cached.loadedAt < MAX_CACHE_AGE_MS) return cached;
    const loaded = await this.load(sid);
    if (loaded) this.cache.set(sid, loaded);
    else this.cache.delete(sid);
    return loaded;
  }

  private async load(sid: string): Promise<CachedSession | undefined> {
    if (!/^[0-9a-f-]{36}$/.test(sid)) return undefined;
    const { db } = this.database;
    const [row] = await db
      .select({ session: sessions, account: authAccounts })
      .from(sessions)
      .innerJoin(authAccounts, eq(authAccounts.id, sessions.idauthaccount))
      .where(eq(sessions.id, sid));
    if (!row) return undefined;
    const { session, account } = row;
    const inactive = !account.activo || account.deleted_at !== null;
    const actor = await this.actorFor(account);
    return {
      generation: session.generation,
      apiKeyHash: session.api_key_hash,
      expiresAt: session.expires_at.getTime(),
      revoked: session.revoked_at !== null || inactive,
      createdAt: session.created_at.getTime(),
      lastSeen: session.last_seen_at.getTime(),
      actor: { ...actor, sessionId: sid },
      loadedAt: Date.now(),
    };
  }

  /** Permissions and scope of an account, as the guard and the login response need them. */
  async actorFor(account: typeof authAccounts.$inferSelect): Promise<Omit<Actor, 'sessionId'>> {
    const { db } = this.database;
    const [perms, rules] = await Promise.all([
      this.permissionsOf(account.idauthgroup),
      db.select().from(authPermissionScopes).where(eq(authPermissionScopes.idauthaccount, account.id)),
    ]);
    this.hierarchy ??= await loadHierarchy(db);
    return {
      accountId: account.id,
      email: account.email,
      nombre: account.nombre,
      idauthgroup: account.idauthgroup,
      permissions: new Set(perms.map((p) => p.tipo_permiso)),
      scope: new Scope(rules, this.hierarchy),
    };
  }

  permissionsOf(idauthgroup: number) {
    return this.database.db
      .select({
        id: authPermissions.id,
        descripcion: authPermissions.descripcion,
        descripcioncodigo: authPermissions.descripcioncodigo,
        tipo_permiso: authPermissions.tipo_permiso,
      })
      .from(authGroupPermissions)
      .innerJoin(authPermissions, eq(authPermissions.id, authGroupPermissions.idauthpermission))
      .where(eq(authGroupPermissions.idauthgroup, idauthgroup))
      .orderBy(authPermissions.id);
  }
}
