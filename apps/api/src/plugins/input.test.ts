import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

const { t, get, send } = useTestApp();
const NUL = '\u0000';

describe('a NUL character in any string', () => {
  it('is refused in the login body without a session (400, errorCode 1, the field named)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { email: `admin${NUL}@demo.es`, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 1,
      message: 'Los datos enviados no son válidos',
      fields: { email: 'No se admite el carácter nulo (\\u0000)' },
    });
  });

  it('is refused in the refresh token', async () => {
    const res = await send('POST', '/api/v1/refreshtoken', { refreshtoken: `abc${NUL}` }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 1, fields: { refreshtoken: expect.any(String) } });
  });

  it('is refused in the query string', async () => {
    const res = await get('/api/v1/comercialaccount?q=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 1, fields: { q: expect.stringMatching(/nulo/) } });
  });

  it('is refused in a nested body field and in a key', async () => {
    const nested = await send('POST', '/api/v1/authgroups/', { descripcion: 'x', extra: { a: [`b${NUL}`] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ errorCode: 1, fields: { 'extra.a.0': expect.any(String) } });
    const key = await send('POST', '/api/v1/authgroups/', { descripcion: 'x', [`a${NUL}`]: 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().errorCode).toBe(1);
  });

  it('is refused in a path parameter', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'GET' && r.url.includes('/:'));
    expect(routes.length).toBeGreaterThan(0);
    const url = routes[0]!.url.replace(/:[a-zA-Z]+/g, '1%00');
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(1);
  });

  it('is found without failing in a deeply nested body', async () => {
    const deep = `${'['.repeat(50_000)}"x\\u0000"${']'.repeat(50_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authgroups/',
      headers: { ...t.admin, 'content-type': 'application/json' },
      payload: `{"descripcion":"x","extra":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(1);
  });

  it('leaves ordinary text alone', async () => {
    const res = await get('/api/v1/comercialaccount?q=a%20b');
    expect(res.statusCode).toBe(200);
  });
});

describe('a request the HTTP parser refuses before any route', () => {
  /** The raw answer of the listening server to `request` (written byte for byte, as a careless client would). */
  let port = 0;
  async function raw(request: string | Buffer): Promise<string> {
    if (!port) port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (c) => chunks.push(c));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
  }

  it('answers in Spanish with an error code: an address too long, bytes an address may not hold', async () => {
    const long = await raw(`GET /api/v1/customers?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(long).toContain(
      '{"errorCode":1,"message":"La dirección o las cabeceras de la petición son demasiado largas"}',
    );
    const emoji = await raw(Buffer.from('GET /api/v1/customers?q=😀 HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(emoji).toMatch(/^HTTP\/1\.1 400 /);
    expect(emoji).toContain('"errorCode":1');
    expect(emoji).toContain('La petición no es válida');
  });

  it('answers an address the router cannot decode in Spanish too', async () => {
    const res = await get('/api/v1/customers/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: 1, message: 'La dirección de la petición no es válida' });
  });
});
