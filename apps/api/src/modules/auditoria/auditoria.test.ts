import { describe, expect, it } from 'vitest';
import { OPERATOR, useTestApp } from '../../test/build-app';

const { t, get } = useTestApp();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('web audit', () => {
  it('returns a date range newest first, with its total', async () => {
    const res = await get(`/api/v1/audit/web?datesince=${day(-30)}&dateto=${day(1)}&limit=50`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(50);
    expect(body.web).toHaveLength(50);
    expect(body.nextCursor).toBeTruthy();
    const next = (
      await get(`/api/v1/audit/web?datesince=${day(-30)}&dateto=${day(1)}&limit=50&cursor=${body.nextCursor}`)
    ).json();
    const ids = new Set([...body.web, ...next.web].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(100);
  });

  it("shows today's logins, filterable by user and action", async () => {
    await t.login(OPERATOR);
    const res = (
      await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(0)}&usuario=operador&accion=login`)
    ).json();
    expect(res.web.length).toBeGreaterThan(0);
    expect(
      res.web.every(
        (r: { usuario: string; accion: string }) => r.usuario === OPERATOR && r.accion === 'login',
      ),
    ).toBe(true);
  });

  it('requires both dates, valid, in order', async () => {
    expect((await get('/api/v1/audit/web')).statusCode).toBe(400);
    expect((await get('/api/v1/audit/web?datesince=2026-13-45&dateto=2026-01-01')).statusCode).toBe(400);
    expect((await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(-2)}`)).json().errorCode).toBe(1);
  });

  it('is refused to staff without can_view_auditoria', async () => {
    const op = (await t.login(OPERATOR)).headers;
    const res = await get(`/api/v1/audit/web?datesince=${day(0)}&dateto=${day(0)}`, op);
    expect(res.statusCode).toBe(403);
  });
});

describe('app audit', () => {
  it('lists the app users activity for a range', async () => {
    const res = (await get(`/api/v1/audit/app?datesince=${day(-10)}&dateto=${day(0)}&limit=20`)).json();
    expect(res.app).toHaveLength(20);
    expect(res.app[0]).toMatchObject({ accion: expect.any(String), dispositivo: expect.any(String) });
  });
});
