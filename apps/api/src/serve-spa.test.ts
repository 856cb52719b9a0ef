import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-app';

const HASHED = '/assets/index-Ab1_cD-9.js';
const FONT = '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2';
const SCRIPT = `console.log(${JSON.stringify('centro autorizador '.repeat(200))});\n`;
const INDEX = `<!doctype html><html lang="es"><head><title>Centro Autorizador</title><script type="module" src=".${HASHED}"></script></head><body><div id="root"></div></body></html>\n`;

/** A built web app as `npm run build` leaves it: hashed assets with their .br and .gz twins. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ac-web-dist-'));
  const write = (file: string, body: string | Buffer, twins: boolean) => {
    const full = path.join(dist, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, body);
    if (twins) {
      fs.writeFileSync(`${full}.br`, brotliCompressSync(body));
      fs.writeFileSync(`${full}.gz`, gzipSync(body));
    }
  };
  write('index.html', INDEX, true);
  write(HASHED, SCRIPT, true);
  write(FONT, Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]), false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return dist;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the assets of a build written while it runs (its index.html names them)', async () => {
    const fresh = '/assets/index-Zz9_yX-1.js';
    fs.writeFileSync(path.join(dist, fresh), SCRIPT);
    fs.writeFileSync(path.join(dist, `${fresh}.br`), brotliCompressSync(SCRIPT));
    const res = await get(fresh, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect((await get('/assets/index-Nope_123.js')).statusCode).toBe(404);
    expect((await get('/assets/..%2Findex.html')).statusCode).toBe(404);
  });

  it('sends a hashed asset as its brotli twin, cached for a year as immutable', async () => {
    const res = await get(HASHED, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get(HASHED, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(HASHED);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a hashed file without twins (a font) as it is, still immutable', async () => {
    const res = await get(FONT, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBe(7);
  });

  it('has index.html, the SPA fallback and unhashed files revalidated on every use', async () => {
    for (const url of ['/', '/index.html', '/clientes']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('has the configuration file revalidated on every use', async () => {
    const res = await get('/assets/config.json', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ endpoint: '/api', loginEndpoint: '/api' });
  });

  it('does not serve the twins under their own names', async () => {
    expect((await get(`${HASHED}.br`)).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });
});
