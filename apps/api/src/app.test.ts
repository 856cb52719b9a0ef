import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { webAudit } from './db/schema';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from './test/build-app';

const login = (t: TestApp, password: string, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/login',
    payload: { email: ADMIN, password },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

const lastLoginAddress = async (t: TestApp) => {
  const [row] = await t.db
    .select({ ip: webAudit.ip })
    .from(webAudit)
    .where(eq(webAudit.accion, 'login'))
    .orderBy(desc(webAudit.id))
    .limit(1);
  return row?.ip;
};

describe('the client address, by default (no TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('audits the address of the connection, not a forged X-Forwarded-For', async () => {
    const res = await login(t, DEMO_PASSWORD, '10.20.0.1', '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(await lastLoginAddress(t)).toBe('10.20.0.1');
  });

  it('throttles the connection address even when every attempt forges a new X-Forwarded-For', async () => {
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/login',
        payload: { email: `nadie${i}@demo.es`, password: 'mala-clave' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '10.20.0.2',
      });
    }
    const blocked = await login(t, DEMO_PASSWORD, '10.20.0.2', '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
  });
});

describe('the client address behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: ['10.30.0.1'] });
  });
  afterAll(async () => t?.close());

  it('takes the address from X-Forwarded-For when the proxy sends it', async () => {
    const res = await login(t, DEMO_PASSWORD, '10.30.0.1', '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(await lastLoginAddress(t)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    const res = await login(t, DEMO_PASSWORD, '10.30.0.2', '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(await lastLoginAddress(t)).toBe('10.30.0.2');
  });
});

describe('the TRUST_PROXY setting', () => {
  const trust = (value?: string) => loadConfig({ TRUST_PROXY: value } as NodeJS.ProcessEnv).trustProxy;

  it('is off unless set', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
  });

  it('takes true, or a list of addresses and networks', () => {
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});
