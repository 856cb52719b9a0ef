import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, code, type TestApp } from '../test/build-app';

let t: TestApp;
let noPermissions: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  // A staff member whose group holds no permission at all, created through the API itself.
  const admin = await t.login();
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/v1/authgroups/',
    headers: admin.headers,
    payload: { descripcion: 'Sin permisos' },
  });
  expect(group.statusCode).toBe(200);
  const account = await t.app.inject({
    method: 'POST',
    url: '/api/v1/authaccount/',
    headers: admin.headers,
    payload: {
      email: 'sinpermisos@demo.es',
      nombre: 'Sin Permisos',
      idauthgroup: group.json().id,
      password: 'Prueba2026ok',
      scopes: [{ idcuentacomercial: 0, idgrupo: 0, idempresa: 0, idlocal: 0 }],
    },
  });
  expect(account.statusCode).toBe(200);
  noPermissions = (await t.login('sinpermisos@demo.es', 'Prueba2026ok')).headers;
});
afterAll(async () => t?.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe('the route table', () => {
  it('declares a permission, a session or public on every /api route, and only login, refresh and ping are public', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(15);
    const open = routes.filter((r) => r.auth === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'GET /api/v1/ping',
      'POST /api/v1/customer/login',
      'POST /api/v1/refreshtoken',
    ]);
  });

  it('answers 401 without a token on every other /api route', async () => {
    for (const r of t.app.apiRoutes.filter((x) => x.auth !== 'public')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 errorCode 4 to a user without the declared permission, on every such route', async () => {
    const guarded = t.app.apiRoutes.filter((x) => x.auth.startsWith('can_'));
    expect(guarded.length).toBeGreaterThan(10);
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: noPermissions,
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().errorCode).toBe(4);
    }
  });

  it('refuses to build an app with a route that declares nothing', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerGuard } = await import('./guard');
    const app = Fastify();
    registerGuard(app, {} as never);
    expect(() => app.get('/api/v1/sin-permiso', async () => ({}))).toThrow(/no declara su permiso/);
    await app.close();
  });

  it('serves OpenAPI at /docs/json, generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toContain('/api/v1/customer/login');
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the client configuration from the environment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/config.json' });
    expect(res.json()).toEqual({
      endpoint: '/api',
      loginEndpoint: '/api',
      sessiontimeout: t.config.sessionTimeoutMs,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe(6);
  });
});

describe('the scope guard', () => {
  it('checks every value of every source: an own group in the query does not let a foreign one in the body pass', async () => {
    const op = await t.login('operador@demo.es');
    const own = op.body.scope[0].idgrupo;
    const admin = await t.login();
    const foreign = (admin.body.scope as { idgrupo: number }[]).find((s) => s.idgrupo !== own)!.idgrupo;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/scopestate/?grupo=${own}`,
      headers: op.headers,
      payload: { grupo: foreign, empresa: 0, local: 0, idcuentacomercial: 0, nombre: 'Ajeno' },
    });
    expect(code(res)).toEqual([403, 5]);
  });
});
