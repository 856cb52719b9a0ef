import type { LoginResponse, RefreshResponse, ScopeState, SessionAccess } from '@ac/shared';
import { decryptJson, encryptJson } from './crypto';
import { STORAGE_KEYS } from './storage-keys';

export interface Credentials {
  token: string;
  refreshtoken: string;
  key: string;
}

export type EndReason = 'logout' | 'expired' | 'idle' | 'other-tab';

export interface SessionSnapshot {
  /** The login response as stored, with the latest tokens. */
  login: LoginResponse | null;
  /** Why the last session ended, for the login page to explain it. */
  endReason: EndReason | null;
}

type Listener = () => void;

/**
 * The session kept in browser storage (spec §4): `token` and `lt` (the login response,
 * encrypted) in localStorage. The stored values are the truth shared by every tab; this store
 * caches them and tells React when they change.
 */
export class SessionStore {
  private snapshot: SessionSnapshot = { login: null, endReason: null };
  private readonly listeners = new Set<Listener>();
  /** The last stored login read or written, with its ciphertext, to notice another tab's writes. */
  private cached: { cipher: string; login: LoginResponse } | null = null;

  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
  ) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  private publish(next: SessionSnapshot): void {
    this.snapshot = next;
    for (const l of this.listeners) l();
  }

  /** Reads the stored session (at start, or when another tab signed in). */
  async restore(): Promise<LoginResponse | null> {
    const login = await this.readStoredLogin();
    if (login) this.publish({ login, endReason: null });
    return login;
  }

  private async readStoredLogin(): Promise<LoginResponse | null> {
    const token = this.local.getItem(STORAGE_KEYS.token);
    const cipher = this.local.getItem(STORAGE_KEYS.loginData);
    if (!token || !cipher) return null;
    // Cached by ciphertext, not by what this tab published: another tab's rotated refresh token must win.
    if (cipher === this.cached?.cipher) {
      const { login } = this.cached;
      return login.token === token ? login : { ...login, token };
    }
    // The wire schemas (zod) load on first use: a logged-out start never needs them.
    const { LoginResponseSchema } = await import('@ac/shared');
    const parsed = LoginResponseSchema.safeParse(await decryptJson(cipher));
    if (!parsed.success) return null;
    this.cached = { cipher, login: parsed.data };
    return { ...parsed.data, token };
  }

  async signIn(login: LoginResponse, remember: { email: string; enabled: boolean }): Promise<void> {
    await this.writeLogin(login);
    if (remember.enabled) this.local.setItem(STORAGE_KEYS.user, remember.email);
    else this.local.removeItem(STORAGE_KEYS.user);
    this.publish({ login, endReason: null });
  }

  private async writeLogin(login: LoginResponse): Promise<void> {
    const cipher = await encryptJson(login);
    this.local.setItem(STORAGE_KEYS.token, login.token);
    this.local.setItem(STORAGE_KEYS.loginData, cipher);
    this.cached = { cipher, login };
  }

  /** The credentials as stored now (another tab may have rotated them). */
  async credentials(): Promise<Credentials | null> {
    const login = await this.readStoredLogin();
    if (!login) return null;
    return { token: login.token, refreshtoken: login.refreshtoken, key: login.key };
  }

  async updateTokens(tokens: RefreshResponse): Promise<void> {
    const login = (await this.readStoredLogin()) ?? this.snapshot.login;
    if (!login) return;
    const next = { ...login, token: tokens.token, refreshtoken: tokens.refreshtoken };
    await this.writeLogin(next);
    this.publish({ login: next, endReason: null });
  }

  /** Keeps the chosen work area in the stored login data (it is restored from there at login). */
  async updateScopeState(scope: ScopeState): Promise<void> {
    const login = (await this.readStoredLogin()) ?? this.snapshot.login;
    if (!login) return;
    const next = { ...login, estadoambito: JSON.stringify(scope) };
    await this.writeLogin(next);
    this.publish({ login: next, endReason: null });
  }

  /** Takes the permissions and scope the server holds now (they change while the user is signed in). */
  async updateAccess(access: SessionAccess): Promise<void> {
    const login = (await this.readStoredLogin()) ?? this.snapshot.login;
    if (!login) return;
    const next = { ...login, ...access };
    if (JSON.stringify(next) === JSON.stringify(login)) return;
    await this.writeLogin(next);
    this.publish({ login: next, endReason: null });
  }

  rememberedEmail(): string {
    return this.local.getItem(STORAGE_KEYS.user) ?? '';
  }

  /** Ends the session in this tab: clears local and session storage (keeping "Recuérdame"). */
  end(reason: EndReason): void {
    const remembered = this.local.getItem(STORAGE_KEYS.user);
    this.local.clear();
    this.session.clear();
    if (remembered) this.local.setItem(STORAGE_KEYS.user, remembered);
    this.cached = null;
    if (this.snapshot.login || this.snapshot.endReason !== reason)
      this.publish({ login: null, endReason: reason });
  }

  /** Another tab changed storage: follow its sign-out (or its sign-in). */
  handleStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>): void {
    if (event.storageArea && event.storageArea !== this.local) return;
    const loginDataGone =
      (event.key === STORAGE_KEYS.loginData && event.newValue === null) ||
      (event.key === null && this.local.getItem(STORAGE_KEYS.loginData) === null);
    if (loginDataGone) {
      if (this.snapshot.login) this.end('other-tab');
      return;
    }
    if (event.key === STORAGE_KEYS.loginData && event.newValue && !this.snapshot.login) void this.restore();
  }
}

export function hasPermission(login: LoginResponse | null, permission: string): boolean {
  return !!login?.auth_permission.some((p) => p.tipo_permiso === permission);
}

export const sessionStore = new SessionStore(window.localStorage, window.sessionStorage);
