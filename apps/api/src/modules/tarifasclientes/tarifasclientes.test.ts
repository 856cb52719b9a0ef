import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerRates, customers } from '../../db/schema';
import { code, expectInvalid, madridDay, productId, scopedWriter, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();

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

describe('taking a tariff off many customers at once (POST /v1/rates/unassign)', () => {
  /** A new tariff of `idgrupo` given to its first `n` live customers; the customer-rate ids. */
  async function given(idgrupo: number, n: number, nombre: string) {
    const goa = await productId(t, 'GOA', idgrupo);
    const rate = await send('POST', '/api/v1/rates/', {
      idgrupo,
      nombre,
      tipo: 'céntimos/litro',
      lineas: [{ idproducto: goa, valor: 1 }],
    });
    const picked = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.idgrupo, idgrupo), isNull(customers.deleted_at)))
      .orderBy(customers.id)
      .limit(n);
    const rows = await t.db
      .insert(customerRates)
      .values(
        picked.map((c) => ({ idcliente: c.id, idtarifa: rate.json().idtarifa, fechadesde: '2026-01-01' })),
      )
      .returning({ id: customerRates.id });
    return rows.map((r) => r.id);
  }
  const live = async (ids: number[]) =>
    (
      await t.db
        .select({ id: customerRates.id })
        .from(customerRates)
        .where(and(inArray(customerRates.id, ids), isNull(customerRates.deleted_at)))
    ).map((r) => r.id);
  const unassign = (body: object, headers = t.admin) => send('POST', '/api/v1/rates/unassign', body, headers);

  it('previews writing nothing, then takes each off as its delete does: one audit row each with the reason', async () => {
    const [a, b, c] = await given(t.operatorGroup, 3, 'Quitar en bloque');
    await send('DELETE', `/api/v1/customers/customerrate?id=${c}&description=Antes`);
    const body = { ids: [a, b, c], motivo: 'Fin de la campaña' };

    const preview = (await unassign({ ...body, preview: true })).json();
    expect(preview).toMatchObject({ total: 3, aplicados: 2, omitidos: 1, simulacion: true });
    expect(preview.saltados[0].motivo).toBe('Ya no tiene esta tarifa: se quitó antes');
    expect(await live([a!, b!])).toEqual([a, b]);
    expect(await auditOf('cliente_tarifa', a!)).toHaveLength(0);

    const done = await unassign(body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ aplicados: 2, omitidos: 1, simulacion: false });
    expect(done.json().hechos[0].clave).toMatch(
      / · Quitar en bloque desde el 01\/01\/2026, sin fecha de fin$/,
    );
    expect(await live([a!, b!, c!])).toEqual([]);
    for (const id of [a!, b!]) {
      const audits = await auditOf('cliente_tarifa', id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ accion: 'baja', motivo: 'Fin de la campaña', nivel: 'group' });
    }
    const listed = (await get(`/api/v1/customerrates?idgrupo=${t.operatorGroup}&limit=500`)).json()
      .customerrates as { id: number }[];
    expect(listed.some((r) => r.id === a || r.id === b)).toBe(false);
  });

  it('asks for the reason and the tariffs, in Spanish', async () => {
    const [a] = await given(t.operatorGroup, 1, 'Sin motivo');
    const missing = await unassign({ ids: [a] });
    expect(missing.statusCode).toBe(400);
    expectInvalid(missing, { motivo: 'Indique el motivo' });
    expectInvalid(await unassign({ ids: [a], motivo: 'no' }), {
      motivo: 'Indique el motivo (al menos 3 caracteres)',
    });
    expectInvalid(await unassign({ ids: [], motivo: 'Fin de campaña' }), {
      ids: 'Elija al menos una tarifa',
    });
    expectInvalid(await unassign({ ids: [999_999_999], motivo: 'Fin de campaña' }), {
      ids: 'Alguna de las tarifas elegidas no existe',
    });
    expect(await live([a!])).toEqual([a]);
  });

  it('refuses the whole request when one is outside the scope (5), and without can_edit_precio (4)', async () => {
    const writer = await scopedWriter(t, t.operatorGroup, 'quita.tarifas@demo.es');
    const [own] = await given(t.operatorGroup, 1, 'Propia');
    const [foreign] = await given(t.otherGroup, 1, 'Ajena');
    const body = { ids: [own, foreign], motivo: 'Fin de campaña' };
    expect(code(await unassign(body, writer))).toEqual([403, 5]);
    expect(code(await unassign({ ids: [own], motivo: 'Fin de campaña' }, t.operator))).toEqual([403, 4]);
    expect(await live([own!, foreign!])).toEqual([own, foreign]);
  });
});
