import { PassThrough } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';

let t: TestApp | undefined;
afterAll(async () => t?.close());

it('logs requests as JSON without tokens, keys or passwords', async () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
  t = await buildTestApp({ logLevel: 'trace' }, [], stream);
  const { app } = t;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/customer/login',
    payload: { email: 'admin@demo.es', password: 'Demo#2026' },
  });
  const { token, key, refreshtoken } = login.json();
  await app.inject({
    method: 'GET',
    url: '/api/v1/comercialaccount',
    headers: { authorization: `Bearer ${token}`, 'x-api-key': key, 'x-refresh-token': refreshtoken },
  });
  await app.inject({ method: 'POST', url: '/api/v1/refreshtoken', payload: { refreshtoken } });
  await app.inject({
    method: 'POST',
    url: '/api/v1/customer/login',
    payload: { email: 'admin@demo.es', password: 'Mala#clave1' },
  });
  await new Promise((r) => setTimeout(r, 50));
  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(4);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of [token, key, refreshtoken, 'Demo#2026', 'Mala#clave1'])
    expect(log).not.toContain(secret);
});
