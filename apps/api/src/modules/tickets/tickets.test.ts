import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';

const { t, get } = useTestApp();
let operatorStations: number[];

beforeAll(() => {
  operatorStations = t.operatorLogin.scope.map((s: { idlocal: number }) => s.idlocal);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('tickets', () => {
  it('lists one station for a week, newest first, in euros', async () => {
    const res = await get(
      `/api/tickets?idlocal=${operatorStations[0]}&datesince=${day(-7)}&dateto=${day(0)}&limit=20`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(10);
    expect(body.tickets.length).toBe(20);
    const dates = body.tickets.map((x: { fecha: string }) => x.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const tk = body.tickets[0];
    expect(tk.local).toMatch(/^E\.S\./);
    expect(tk.total).toBeCloseTo(tk.base + tk.iva, 2);
  });

  it('pages with a cursor and never repeats a ticket', async () => {
    const q = `/api/tickets?idlocal=${operatorStations[0]}&datesince=${day(-30)}&dateto=${day(0)}&limit=50`;
    const a = (await get(q)).json();
    const b = (await get(`${q}&cursor=${a.nextCursor}`)).json();
    const ids = [...a.tickets, ...b.tickets].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(100);
  });

  it("keeps an operator to their group's stations", async () => {
    const mine = (await get('/api/tickets?limit=200', t.operator)).json();
    expect(mine.tickets.every((x: { idlocal: number }) => operatorStations.includes(x.idlocal))).toBe(true);
    const foreign = (await get('/api/tickets?limit=1'))
      .json()
      .tickets.find((x: { idlocal: number }) => !operatorStations.includes(x.idlocal));
    const res = await get(`/api/tickets?idlocal=${foreign?.idlocal ?? 9999}`, t.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
  });

  it('refuses a reversed or malformed date range', async () => {
    expect((await get(`/api/tickets?datesince=${day(0)}&dateto=${day(-3)}`)).json().errorCode).toBe(1);
    expect((await get('/api/tickets?datesince=ayer')).statusCode).toBe(400);
  });
});

describe('operations', () => {
  it('explains every declined operation in plain Spanish', async () => {
    const res = await get('/api/operaciones?resultado=denegada&limit=100');
    expect(res.statusCode).toBe(200);
    const ops = res.json().operaciones;
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      expect(op.motivo).not.toBe('');
      expect(op.explicacion.length).toBeGreaterThan(20);
    }
  });
});
