import { ErrorCode } from '@ac/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, refreshTokens, webAudit } from '../../db/schema';
import { readAccessToken, signAccessToken } from '../../lib/tokens';
import { ADMIN, buildTestApp, DEMO_PASSWORD, OPERATOR, type TestApp } from '../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

describe('login', () => {
  it('answers the spec fields, with permissions, expanded scope and estadoambito', async () => {
    const res = await post('/api/v1/customer/login', {
      email: ADMIN,
      password: DEMO_PASSWORD,
      sessionId: 'tab-1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'token',
        'refreshtoken',
        'key',
        'customer',
        'auth_permission',
        'scope',
        'estadoambito',
      ]),
    );
    expect(body.customer).toBe('Administración Demo');
    expect(body.auth_permission).toContainEqual(
      expect.objectContaining({ tipo_permiso: 'can_view_cliente', idauthgroup: body.authgroup.id }),
    );
    expect(body.auth_permission).toHaveLength(64);
    expect(body.scope).toHaveLength(20);
    expect(body.scope[0]).toEqual(
      expect.objectContaining({
        idgrupo: expect.any(Number),
        grupo: expect.any(String),
        idlocal: expect.any(Number),
      }),
    );
    expect(typeof body.estadoambito).toBe('string');
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is case-insensitive on the e-mail', async () => {
    const res = await post('/api/v1/customer/login', { email: '  ADMIN@Demo.es ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('gives the operator their reduced permissions and one group', async () => {
    const { body } = await t.login(OPERATOR);
    expect(body.auth_permission.map((p: { tipo_permiso: string }) => p.tipo_permiso).sort()).toEqual(
      [
        'can_view_cliente',
        'can_view_operacionescredito',
        'can_view_operacionesfidelizacion',
        'can_view_vale',
        'can_view_vehiculo',
      ].sort(),
    );
    expect(new Set(body.scope.map((s: { idgrupo: number }) => s.idgrupo)).size).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail the same way (400, errorCode 2)', async () => {
    const wrong = await post(
      '/api/v1/customer/login',
      { email: ADMIN, password: 'nope-nope' },
      {},
      '10.0.0.1',
    );
    const unknown = await post(
      '/api/v1/customer/login',
      { email: 'nadie@demo.es', password: 'nope-nope' },
      {},
      '10.0.0.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errorCode: ErrorCode.badCredentials,
      message: 'Usuario o contraseña incorrectos',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive account with the same answer', async () => {
    const res = await post(
      '/api/v1/customer/login',
      { email: 'antiguo.empleado@demo.es', password: DEMO_PASSWORD },
      {},
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(2);
  });

  it('rejects missing fields with errorCode 1 and the fields named', async () => {
    const res = await post('/api/v1/customer/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 1,
      fields: { email: expect.any(String), password: expect.any(String) },
    });
  });

  it('rejects malformed JSON and non-object bodies with 4xx errorCode 1, never 5xx', async () => {
    // A body exactly as sent, of the given content type.
    const raw = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/login',
        payload,
        headers: { 'content-type': type },
      });
    const bad = await raw('{"email": ', 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(1);
    const arr = await post('/api/v1/customer/login', [1, 2]);
    expect(arr.statusCode).toBe(400);
    const text = await raw('hola', 'text/plain');
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().errorCode).toBe(1);
  });

  it('writes a login row to the web audit', async () => {
    await t.login(OPERATOR);
    const rows = await t.db
      .select()
      .from(webAudit)
      .where(eq(webAudit.usuario, OPERATOR))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(rows[0]).toMatchObject({ accion: 'login', recurso: 'sesion' });
  });
});

describe('access tokens', () => {
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/authpermission', headers });

  it('an expired access token answers 401 errorCode 43', async () => {
    const { headers, body } = await t.login();
    const claims = readAccessToken(body.token, await secret())!;
    const expired = signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 }, await secret());
    const res = await me({ ...headers, authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe(43);
  });

  it('a forged or garbled token answers 401 with no code', async () => {
    const { headers } = await t.login();
    const res = await me({ ...headers, authorization: 'Bearer abc.def' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBeUndefined();
    const noKey = await me({ authorization: headers.authorization! });
    expect(noKey.statusCode).toBe(401);
  });

  it('after a refresh, the older generation answers 44 and the new token works', async () => {
    const { headers, body } = await t.login();
    const r = await post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken });
    expect(r.statusCode).toBe(200);
    const next = r.json();
    expect(next.token).not.toBe(body.token);
    expect(next.refreshtoken).not.toBe(body.refreshtoken);
    const old = await me(headers);
    expect(old.statusCode).toBe(401);
    expect(old.json().errorCode).toBe(44);
    const fresh = await me({ ...headers, authorization: `Bearer ${next.token}` });
    expect(fresh.statusCode).toBe(200);
  });

  it('logout ends the session: its token then answers 42, and so does its refresh token', async () => {
    const { headers, body } = await t.login();
    // The client sends its JSON content type with an empty body.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe(42);
    const r = await post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken });
    expect(r.json().errorCode).toBe(42);
  });

  it('a deactivated account loses its open sessions at once (42)', async () => {
    const { headers } = await t.login('javier.ortega@demo.es');
    const admin = await t.login();
    const [acct] = await t.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.email, 'javier.ortega@demo.es'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/authaccount',
      headers: admin.headers,
      payload: { id: acct!.id, version: acct!.version, activo: false },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/authpermission', headers });
    expect([401]).toContain(after.statusCode);
    expect(after.json().errorCode).toBe(42);
  });
});

describe('a change of the account ends every session of it, for good', () => {
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/authpermission', headers });

  /** A fresh account with the permission to read the catalogue, created through the API. */
  async function newAccount(email: string) {
    const admin = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authaccount/',
      headers: admin.headers,
      payload: {
        email,
        nombre: 'Cuenta de prueba',
        idauthgroup: admin.body.authgroup.id,
        password: 'Prueba2026ok',
        scopes: [{ idcuentacomercial: 0, idgrupo: 0, idempresa: 0, idlocal: 0 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const sessions = [await t.login(email, 'Prueba2026ok'), await t.login(email, 'Prueba2026ok')];
    for (const s of sessions) expect((await me(s.headers)).statusCode).toBe(200);
    const change = async (payload: object) => {
      const [row] = await t.db.select().from(authAccounts).where(eq(authAccounts.email, email));
      const r = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/authaccount',
        headers: admin.headers,
        payload: { id: row!.id, version: row!.version, ...payload },
      });
      expect(r.statusCode).toBe(200);
    };
    return { id: res.json().id as number, admin, sessions, change };
  }

  async function expectEnded(sessions: Awaited<ReturnType<typeof newAccount>>['sessions']) {
    for (const s of sessions) {
      const access = await me(s.headers);
      expect(access.statusCode).toBe(401);
      expect(access.json().errorCode).toBe(42);
      const r = await post('/api/v1/refreshtoken', { refreshtoken: s.body.refreshtoken });
      expect(r.statusCode).toBe(401);
      expect(r.json().errorCode).toBe(42);
    }
  }

  it('a password change ends every open session: access tokens and refresh tokens answer 42', async () => {
    const { sessions, change } = await newAccount('cambio.clave@demo.es');
    await change({ password: 'Otra2026clave' });
    await expectEnded(sessions);
    expect((await t.login('cambio.clave@demo.es', 'Otra2026clave')).body.token).toBeTruthy();
  });

  it('re-activating a deactivated account does not revive its old sessions', async () => {
    const { sessions, change } = await newAccount('reactivada@demo.es');
    await change({ activo: false });
    await change({ activo: true });
    await expectEnded(sessions);
  });

  it('deleting an account ends its sessions, refresh tokens included', async () => {
    const { id, admin, sessions } = await newAccount('borrada@demo.es');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/authaccount?id=${id}&description=baja`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(sessions);
  });

  it('a refresh checks the account: an account made inactive elsewhere cannot renew its session', async () => {
    const { id, sessions } = await newAccount('inactiva.fuera@demo.es');
    await t.db.update(authAccounts).set({ activo: false }).where(eq(authAccounts.id, id));
    const r = await post('/api/v1/refreshtoken', { refreshtoken: sessions[0]!.body.refreshtoken });
    expect(r.statusCode).toBe(401);
    expect(r.json().errorCode).toBe(42);
  });
});

describe('refresh token rotation', () => {
  it('a refresh token reused within 10 s of its rotation answers 44 (another tab won)', async () => {
    const { body } = await t.login();
    const first = await post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe(44);
    // The session survives: the new refresh token still works.
    const next = await post('/api/v1/refreshtoken', { refreshtoken: first.json().refreshtoken });
    expect(next.statusCode).toBe(200);
  });

  it('a refresh token reused after the grace period is theft: 42 and the whole session ends', async () => {
    const { body } = await t.login();
    const first = await post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken });
    const { token, refreshtoken } = first.json();
    await t.db
      .update(refreshTokens)
      .set({ rotated_at: new Date(Date.now() - 11_000) })
      .where(
        sql`rotated_at is not null and session_id = (select session_id from refresh_tokens where generation = 2 order by created_at desc limit 1)`,
      );
    const stolen = await post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().errorCode).toBe(42);
    const legit = await post('/api/v1/refreshtoken', { refreshtoken });
    expect(legit.json().errorCode).toBe(42);
    const access = await t.app.inject({
      method: 'GET',
      url: '/api/v1/authpermission',
      headers: { authorization: `Bearer ${token}`, 'x-api-key': body.key },
    });
    expect(access.json().errorCode).toBe(42);
  });

  it('an unknown refresh token answers 42', async () => {
    const res = await post('/api/v1/refreshtoken', { refreshtoken: 'no-such-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe(42);
  });

  it('of two simultaneous refreshes exactly one rotates', async () => {
    const { body } = await t.login();
    const [a, b] = await Promise.all([
      post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken }),
      post('/api/v1/refreshtoken', { refreshtoken: body.refreshtoken }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    expect([a, b].find((r) => r.statusCode === 401)!.json().errorCode).toBe(44);
  });
});

describe('scope state', () => {
  it('stores the chosen work area and returns it as estadoambito at the next login', async () => {
    const { headers, body } = await t.login(OPERATOR);
    const entry = body.scope[0];
    const state = {
      grupo: entry.idgrupo,
      empresa: entry.idempresa,
      local: 0,
      idcuentacomercial: entry.idcuentacomercial,
      nombre: entry.empresa,
    };
    const res = await post('/api/v1/scopestate/', state, headers);
    expect(res.statusCode).toBe(200);
    const again = await t.login(OPERATOR);
    expect(JSON.parse(again.body.estadoambito)).toEqual(state);
  });

  it('refuses a work area outside the user scope (403, errorCode 5)', async () => {
    const { headers, body } = await t.login(OPERATOR);
    const admin = await t.login();
    const foreign = admin.body.scope.find((s: { idgrupo: number }) => s.idgrupo !== body.scope[0].idgrupo);
    const res = await post(
      '/api/v1/scopestate/',
      { grupo: foreign.idgrupo, empresa: 0, local: 0, nombre: 'x' },
      headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
  });
});

describe('session access', () => {
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('answers the permissions and scope of the signed-in user, as the login did', async () => {
    const { headers, body } = await t.login(OPERATOR);
    const res = await get('/api/v1/session/access', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customer: body.customer,
      authgroup: body.authgroup,
      auth_permission: body.auth_permission,
      scope: body.scope,
    });
  });

  it('needs a session', async () => {
    expect((await get('/api/v1/session/access', {})).statusCode).toBe(401);
  });

  it("follows a change of the group's permissions without a new login", async () => {
    const admin = (await t.login()).headers;
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: admin });
    const group = (await send('POST', '/api/v1/authgroups/', { descripcion: 'Acceso cambiante' })).json();
    await send('POST', '/api/v1/authaccount/', {
      email: 'cambiante@demo.es',
      nombre: 'Cambiante',
      idauthgroup: group.id,
      password: 'Segura2026clave',
      scopes: [{}],
    });
    const session = await t.login('cambiante@demo.es', 'Segura2026clave');
    const kinds = async () =>
      (
        (await get('/api/v1/session/access', session.headers)).json().auth_permission as {
          tipo_permiso: string;
        }[]
      ).map((p) => p.tipo_permiso);
    expect(await kinds()).toEqual([]);
    const catalogue = (await send('GET', '/api/v1/authpermission?q=can_view_cliente')).json().authpermissions;
    await send('POST', '/api/v1/authgroups/authpermissions/', {
      authGroup: group.id,
      authPermissions: [catalogue[0].id],
    });
    expect(await kinds()).toEqual(['can_view_cliente']);
  });
});

async function secret() {
  // The same key the app signs with (kept in the database when TOKEN_SECRET is not set).
  const { rows } = (await t.db.execute(
    sql`select value from app_settings where key = 'token_secret'`,
  )) as unknown as {
    rows: { value: string }[];
  };
  return rows[0]!.value;
}
