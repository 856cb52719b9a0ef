import { describe, expect, it } from 'vitest';
import { code, madridDay, scopedWriter, useTestApp } from '../../test/build-app';

const { t, get } = useTestApp();

type Row = {
  idtarifa: number;
  tarifa: string;
  tipo: string;
  cliente: string;
  fechadesde: string;
  fechahasta: string | null;
  activo: boolean;
};

describe('tarifas clientes', () => {
  it('lists every customer’s tariffs of the group with customer and tariff names, newest first', async () => {
    const res = await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&limit=500`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().customerrates as Row[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]).toMatchObject({
      cliente: expect.any(String),
      tarifa: expect.any(String),
      tipo: expect.any(String),
    });
    const days = rows.map((r) => r.fechadesde);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('filters by tariff, by current/expired and by customer text', async () => {
    const all = (await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&limit=500`)).json()
      .customerrates as Row[];
    const one = all[0]!;
    const byRate = (
      await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&idtarifa=${one.idtarifa}&limit=500`)
    ).json().customerrates as Row[];
    expect(byRate.every((r) => r.idtarifa === one.idtarifa)).toBe(true);
    const today = madridDay();
    const current = (
      await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&vigentes=true&limit=500`)
    ).json().customerrates as Row[];
    expect(
      current.every((r) => r.activo && r.fechadesde <= today && (!r.fechahasta || r.fechahasta >= today)),
    ).toBe(true);
    const expired = (
      await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&vigentes=false&limit=500`)
    ).json().customerrates as Row[];
    expect(current.length + expired.length).toBe(all.length);
    const word = one.cliente.split(' ')[0]!;
    const found = (
      await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&q=${encodeURIComponent(word)}`)
    ).json().customerrates as Row[];
    expect(found.length).toBeGreaterThan(0);
  });

  it('checks permission (operator: 4) and scope (another group: 5)', async () => {
    const writer = await scopedWriter(t, t.operatorGroup);
    const res = await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}`, t.operator);
    expect(code(res)).toEqual([403, 4]);
    const other = await get(`/api/v1/customerrates?idgrupo=${t.otherGroup}`, writer);
    expect(code(other)).toEqual([403, 5]);
  });
});
