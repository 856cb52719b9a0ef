import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/login',
    payload: { email, password },
    remoteAddress,
  });
const fail = async (email: string, remoteAddress: string, times = 1) => {
  for (let i = 0; i < times; i++)
    expect((await attempt(email, `mala-${i}`, remoteAddress)).statusCode).toBe(400);
};

describe('the login limits', () => {
  it('lock an address out of an account after five failures, with 429 errorCode 3, Retry-After and a Spanish message', async () => {
    const email = 'lucia.herrero@demo.es';
    await fail(email, '10.1.0.1', 5);
    const blocked = await attempt(email, DEMO_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      errorCode: 3,
      message: 'Demasiados intentos fallidos. Inténtelo de nuevo dentro de 15 minutos.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The same address may still sign in to another account, and the account from another address.
    expect((await attempt('auditoria@demo.es', DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect((await attempt(email, DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('never lock the owner out: failures from other addresses leave an address that signed in before alone', async () => {
    const email = 'javier.ortega@demo.es';
    expect((await attempt(email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) {
      // An attacker spread over many addresses: refused (400) or, past ten failures, slowed down (429).
      const res = await attempt(email, `mala-${i}`, `10.2.1.${i % 6}`);
      expect([400, 429]).toContain(res.statusCode);
    }
    expect((await attempt(email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('never lock out an address that signed in before for its own mistakes on that account', async () => {
    const email = 'auditoria@demo.es';
    expect((await attempt(email, DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    await fail(email, '10.3.0.1', 8);
    expect((await attempt(email, DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('slow an account down for unknown addresses after ten failures from anywhere: one try every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = 'operador@demo.es';
    expect((await attempt(email, DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await fail(email, `10.4.1.${i}`, 2);
    const slowed = await attempt(email, DEMO_PASSWORD, '10.4.2.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(
      'Demasiados intentos fallidos. Inténtelo de nuevo dentro de 30 segundos.',
    );
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The owner's known address is not slowed down.
    expect((await attempt(email, DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 31_000);
    expect((await attempt(email, DEMO_PASSWORD, '10.4.2.1')).statusCode).toBe(200);
  });

  it('lock out an address that tries many accounts, whatever accounts it knows', async () => {
    expect((await attempt(ADMIN, DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) await fail(`x${i}@demo.es`, '10.9.9.9');
    expect((await attempt(ADMIN, DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt(ADMIN, DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});
