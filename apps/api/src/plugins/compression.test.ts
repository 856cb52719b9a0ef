import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tickets } from '../db/schema';
import { useTestApp } from '../test/build-app';

const { t } = useTestApp();

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { ...t.admin, 'accept-encoding': acceptEncoding } : t.admin,
  });
const customers = (acceptEncoding?: string) => get('/api/v1/customers?limit=50', acceptEncoding);

describe('compressed answers', () => {
  it('sends a page of customers as brotli to a client that accepts it, the same JSON once decompressed', async () => {
    const plain = await customers();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await customers('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // A page of 50 customers shrinks to a fraction of its size.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends gzip to a client without brotli', async () => {
    const plain = await customers();
    const gz = await customers('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and PDFs as they are', async () => {
    const ping = await get('/api/v1/ping', 'br, gzip');
    expect(ping.headers['content-encoding']).toBeUndefined();
    expect(ping.json()).toEqual({ ok: true });
    const [ticket] = await t.db.select({ id: tickets.id }).from(tickets).limit(1);
    const pdf = await get(`/api/tickets/getpdf/${ticket!.id}`, 'br, gzip');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a compressed request body with a clear 415, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'admin@demo.es', password: 'Demo#2026' })),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      errorCode: 1,
      message: 'El cuerpo de la petición no puede ir comprimido (Content-Encoding)',
    });
  });
});
