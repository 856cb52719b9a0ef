import type { LoginResponse } from '@ac/shared';
import { describe, expect, it } from 'vitest';
import { decryptJson } from './crypto';
import { SessionStore } from './session';
import { testLogin } from './test-login';

const LOGIN: LoginResponse = testLogin();

describe('the session store', () => {
  it('keeps the token in clear and the login response encrypted under lt', async () => {
    const store = new SessionStore(window.localStorage, window.sessionStorage);
    await store.signIn(LOGIN, { email: 'ana@demo.es', enabled: true });
    expect(window.localStorage.getItem('token')).toBe('tok');
    const cipher = window.localStorage.getItem('lt')!;
    expect(cipher).not.toContain('Ana');
    expect(await decryptJson(cipher)).toEqual(LOGIN);
    expect(window.localStorage.getItem('user')).toBe('ana@demo.es');
  });

  it('ending the session clears both storages but keeps the remembered e-mail', async () => {
    const store = new SessionStore(window.localStorage, window.sessionStorage);
    await store.signIn(LOGIN, { email: 'ana@demo.es', enabled: true });
    window.sessionStorage.setItem('reach', 'x');
    store.end('logout');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('lt')).toBeNull();
    expect(window.sessionStorage.getItem('reach')).toBeNull();
    expect(store.rememberedEmail()).toBe('ana@demo.es');
    expect(store.getSnapshot()).toEqual({ login: null, endReason: 'logout' });
  });

  it('an unticked Recuérdame forgets the e-mail', async () => {
    const store = new SessionStore(window.localStorage, window.sessionStorage);
    window.localStorage.setItem('user', 'old@demo.es');
    await store.signIn(LOGIN, { email: 'ana@demo.es', enabled: false });
    expect(store.rememberedEmail()).toBe('');
  });

  it('logs this tab out when another tab removes lt', async () => {
    const store = new SessionStore(window.localStorage, window.sessionStorage);
    await store.signIn(LOGIN, { email: 'ana@demo.es', enabled: false });
    window.localStorage.removeItem('lt');
    store.handleStorageEvent({ key: 'lt', newValue: null, storageArea: window.localStorage });
    expect(store.getSnapshot()).toEqual({ login: null, endReason: 'other-tab' });
  });

  it('sees tokens rotated by another tab', async () => {
    const a = new SessionStore(window.localStorage, window.sessionStorage);
    const b = new SessionStore(window.localStorage, window.sessionStorage);
    await a.signIn(LOGIN, { email: 'ana@demo.es', enabled: false });
    await b.restore();
    await a.updateTokens({ token: 'tok2', refreshtoken: 'ref2' });
    expect(await b.credentials()).toEqual({ token: 'tok2', refreshtoken: 'ref2', key: 'key' });
    // The second read comes from the cache: it must hold the other tab's refresh token, not this tab's old one.
    expect(await b.credentials()).toEqual({ token: 'tok2', refreshtoken: 'ref2', key: 'key' });
  });
});
