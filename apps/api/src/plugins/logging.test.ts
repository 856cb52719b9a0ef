import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
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
  expect(lines.length).toBeGreaterThanOrEqual(4);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of [token, key, refreshtoken, 'Demo#2026', 'Mala#clave1'])
    expect(log).not.toContain(secret);
  // Requests are logged at debug level (20), one line each.
  const requests = lines
    .map((l) => JSON.parse(l))
    .filter((l) => l.msg === 'GET /api/v1/comercialaccount 200');
  expect(requests).toHaveLength(1);
  expect(requests[0].level).toBe(20);
});

it('leaves requests out of the log at the default level (info), so the start banner stays readable', async () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
  const quiet = await buildTestApp({ logLevel: 'info' }, [], stream);
  try {
    await quiet.app.inject({ method: 'GET', url: '/healthz' });
    await quiet.app.inject({ method: 'GET', url: '/api/v1/comercialaccount' });
    await new Promise((r) => setTimeout(r, 50));
    // Warnings (a development secrets key, say) are meant to be read; nothing below them is written.
    expect(lines.map((l) => JSON.parse(l)).filter((l) => l.level < 40)).toEqual([]);
  } finally {
    await quiet.close();
  }
});

describe('a failed query', () => {
  const SECRET = 'valor-secreto@demo.es';
  let failing: TestApp | undefined;
  const lines: string[] = [];
  afterAll(async () => failing?.close());

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
    // Throw-away routes whose queries fail with a bound value the log must not show.
    const failingRoutes = async ({ app, database }: AppContext) => {
      app.get('/api/test/division', { config: { auth: 'public' } }, async () => {
        await database.db.execute(sql`select ${SECRET}::text, 1 / ${0}::int`);
        return {};
      });
      // The database raising a given SQLSTATE: a timeout (57014) or a server going down (57P01).
      app.get<{ Params: { code: string } }>(
        '/api/test/raise/:code',
        { config: { auth: 'public' } },
        async (req) => {
          await database.db.execute(sql`select fail_with(${req.params.code}, ${SECRET})`);
          return {};
        },
      );
    };
    failing = await buildTestApp({ logLevel: 'info' }, [failingRoutes], stream);
    await failing.db.execute(
      sql.raw(`create function fail_with(code text, v text) returns int language plpgsql as $$
        begin raise exception 'fallo %', v using errcode = code; end $$`),
    );
  });

  const logged = async (url: string, times: number) => {
    const start = lines.length;
    for (let i = 0; i < times; i++) {
      const res = await failing!.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    }
    await new Promise((r) => setTimeout(r, 50));
    return lines.slice(start).map((l) => JSON.parse(l) as Record<string, unknown>);
  };

  it('logs its error code and a statement fingerprint, never the SQL or its values', async () => {
    const [line, ...rest] = (await logged('/api/test/division', 1)).filter((l) => l.level === 50);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      err: { code: '22012', statement: expect.stringMatching(/^select #[0-9a-f]{8}$/) },
      // Which route failed, by its pattern (an address would carry ids and searches).
      route: 'GET /api/test/division',
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/select \$1|params/i);
  });

  it('logs a statement timeout and an unavailable database the same way', async () => {
    for (const code of ['57014', '57P01']) {
      const found = (await logged(`/api/test/raise/${code}`, 1)).filter((l) => (l.level as number) >= 40);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        err: { code, statement: expect.stringMatching(/^select #/) },
        route: 'GET /api/test/raise/:code',
      });
      expect(JSON.stringify(found[0])).not.toContain(SECRET);
    }
  });

  it('logs one line for many identical failures in a row', async () => {
    const found = (await logged('/api/test/raise/08006', 20)).filter((l) => (l.level as number) >= 40);
    expect(found).toHaveLength(1);
  });
});
