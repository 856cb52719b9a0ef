import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-app';

const MINUTE = 60_000;
const me = (app: TestApp['app'], headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/authpermission', headers });
const refresh = (app: TestApp['app'], refreshtoken: string) =>
  app.inject({ method: 'POST', url: '/api/v1/refreshtoken', payload: { refreshtoken } });

// The clock moves forward instead of the test waiting (only Date is faked).
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
afterEach(() => vi.useRealTimers());
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('the settings', () => {
  it('default to a 15-minute idle timeout and a 12-hour session lifetime', () => {
    const config = loadConfig({} as NodeJS.ProcessEnv);
    expect(config.sessionTimeoutMs).toBe(15 * MINUTE);
    expect(config.sessionLifetimeMs).toBe(12 * 60 * MINUTE);
  });
});

describe('the idle timeout (SESSION_TIMEOUT_MS, 15 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Access tokens outlive the timeout here, so only the server's idle check can end the session.
    t = await buildTestApp({ accessTokenTtl: 3600 });
  });
  afterAll(async () => t?.close());

  it('ends a session unused for longer: its access token answers 42', async () => {
    const { headers } = await t.login();
    later(17 * MINUTE);
    const res = await me(t.app, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe(42);
  });

  it('ends a session unused for longer: its refresh token answers 42, and the session stays ended', async () => {
    const { headers, body } = await t.login();
    later(17 * MINUTE);
    const r = await refresh(t.app, body.refreshtoken);
    expect(r.statusCode).toBe(401);
    expect(r.json().errorCode).toBe(42);
    expect((await me(t.app, headers)).json().errorCode).toBe(42);
  });

  it('keeps a session in use alive past the timeout', async () => {
    const { headers } = await t.login();
    for (let i = 0; i < 4; i++) {
      later(10 * MINUTE);
      expect((await me(t.app, headers)).statusCode).toBe(200);
    }
  });

  it('counts the keep-alive the client sends while its user is active', async () => {
    const { headers } = await t.login();
    for (let i = 0; i < 3; i++) {
      later(10 * MINUTE);
      const alive = await t.app.inject({ method: 'POST', url: '/api/v1/session/keepalive', headers });
      expect(alive.statusCode).toBe(200);
    }
    expect((await me(t.app, headers)).statusCode).toBe(200);
  });

  it('does not count refreshes as use', async () => {
    const { body } = await t.login();
    later(10 * MINUTE);
    const first = await refresh(t.app, body.refreshtoken);
    expect(first.statusCode).toBe(200);
    later(10 * MINUTE);
    const second = await refresh(t.app, first.json().refreshtoken);
    expect(second.statusCode).toBe(401);
    expect(second.json().errorCode).toBe(42);
  });

  it('sees the use made through another instance sharing the database', async () => {
    // A second app over the same database: its own session cache, like a second API process.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const { headers } = await t.login();
      expect((await me(t.app, headers)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        later(10 * MINUTE);
        expect((await me(other, headers)).statusCode).toBe(200);
      }
      expect((await me(t.app, headers)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the session lifetime (SESSION_LIFETIME_MS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ sessionLifetimeMs: 60 * MINUTE });
  });
  afterAll(async () => t?.close());

  it('ends a session however often it is used and refreshed', async () => {
    let { headers, body } = await t.login();
    let refreshtoken: string = body.refreshtoken;
    for (let i = 0; i < 5; i++) {
      later(10 * MINUTE);
      const r = await refresh(t.app, refreshtoken);
      expect(r.statusCode).toBe(200);
      refreshtoken = r.json().refreshtoken;
      headers = { ...headers, authorization: `Bearer ${r.json().token}` };
      expect((await me(t.app, headers)).statusCode).toBe(200);
    }
    later(11 * MINUTE);
    const r = await refresh(t.app, refreshtoken);
    expect(r.statusCode).toBe(401);
    expect(r.json().errorCode).toBe(42);
    expect((await me(t.app, headers)).json().errorCode).toBe(42);
  });

  it('ends a session on its next request once the lifetime is over, even with a valid access token', async () => {
    const { headers, body } = await t.login();
    for (let i = 0; i < 6; i++) {
      later(10 * MINUTE);
      const r = await refresh(t.app, body.refreshtoken);
      body.refreshtoken = r.json().refreshtoken;
      headers.authorization = `Bearer ${r.json().token}`;
      expect((await me(t.app, headers)).statusCode).toBe(200);
    }
    later(2 * MINUTE);
    const res = await me(t.app, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe(42);
  });
});
