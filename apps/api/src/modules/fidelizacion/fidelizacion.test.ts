import { describe, expect, it } from 'vitest';
import { expectInvalid, useTestApp } from '../../test/build-app';

const { t, get, send } = useTestApp();

type Rule = {
  id: number;
  nombre: string;
  prioridad: number;
  activo: boolean;
  enuso: boolean;
  version: number;
};

const products = async (idgrupo: number) =>
  (await get(`/api/v1/products?idgrupo=${idgrupo}&limit=50&sort=codigo`)).json().products as {
    idproducto: number;
    codigo: string;
  }[];
const stationOf = async (idgrupo: number) =>
  (t.operatorLogin.scope as { idgrupo: number; idlocal: number }[]).find(
    (s) => s.idgrupo === idgrupo && s.idlocal,
  )!.idlocal;

const rule = (over: object = {}) => ({
  idgrupo: t.operatorGroup,
  nombre: 'Doble de puntos en lavado',
  tipo: 'puntos por euro',
  valor: 2,
  prioridad: 30,
  ...over,
});

describe('loyalty rules', () => {
  it('lists the group rules by priority', async () => {
    const res = (await get(`/api/v1/loyaltyrules?idgrupo=${t.operatorGroup}`)).json();
    const prios = res.loyaltyrules.map((r: Rule) => r.prioridad);
    expect(prios).toEqual([...prios].sort((a, b) => a - b));
    expect(res.loyaltyrules.find((r: Rule) => r.nombre === 'Un punto por euro')).toMatchObject({
      enuso: true,
    });
  });

  it('creates, validates and deletes a rule not in use; one in use can only be deactivated', async () => {
    const [goa] = await products(t.operatorGroup);
    const created = await send(
      'POST',
      '/api/v1/loyaltyrules/',
      rule({ productos: [goa!.idproducto], dias: [6, 7] }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const r = created.json() as Rule;
    expect(r).toMatchObject({ enuso: false, activo: true });
    const del = await send('DELETE', `/api/v1/loyaltyrules?id=${r.id}&description=Regla%20de%20prueba`);
    expect(del.statusCode).toBe(200);
    const inUse = (await get(`/api/v1/loyaltyrules?idgrupo=${t.operatorGroup}`))
      .json()
      .loyaltyrules.find((x: Rule) => x.enuso) as Rule;
    const refused = await send('DELETE', `/api/v1/loyaltyrules?id=${inUse.id}&description=Ya%20no%20vale`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/solo desactivar/);
    const off = await send('PATCH', '/api/v1/loyaltyrules', {
      id: inUse.id,
      version: inUse.version,
      activo: false,
    });
    expect(off.json()).toMatchObject({ activo: false, enuso: true });
    await send('PATCH', '/api/v1/loyaltyrules', { id: inUse.id, version: inUse.version + 1, activo: true });
  });

  it('refuses bad rules naming the field', async () => {
    const post = (over: object) => send('POST', '/api/v1/loyaltyrules/', rule(over));
    expectInvalid(await post({ tipo: 'regalo' }), { tipo: 'Elija el tipo de regla' });
    expectInvalid(await post({ valor: 0 }), { valor: 'El valor debe ser mayor que 0' });
    expectInvalid(await post({ valor: 1.00001 }), { valor: 'Use como máximo 4 decimales' });
    expectInvalid(await post({ fechadesde: '2026-12-10', fechahasta: '2026-12-01' }), {
      fechahasta: 'La fecha final es anterior a la inicial',
    });
    expectInvalid(await post({ horadesde: '25:00' }), { horadesde: expect.any(String) });
    expectInvalid(await post({ dias: [8] }), { 'dias.0': 'Día no válido' });
    const [foreign] = await products(t.otherGroup);
    expectInvalid(await post({ productos: [foreign!.idproducto] }), { productos: expect.any(String) });
  });

  it('previews an example ticket with the active rules and the rule being edited', async () => {
    const [goa] = await products(t.operatorGroup);
    const idlocal = await stationOf(t.operatorGroup);
    const ticket = {
      idlocal,
      fecha: '2026-11-24T10:30',
      lineas: [{ idproducto: goa!.idproducto, cantidad: 40, importe: 59.56 }],
    };
    const base = (
      await send('POST', '/api/v1/loyaltyrules/preview', { idgrupo: t.operatorGroup, ticket })
    ).json();
    expect(base.reglas.find((r: { nombre: string }) => r.nombre === 'Un punto por euro').puntos).toBe(59);
    const edited = (
      await send('POST', '/api/v1/loyaltyrules/preview', {
        idgrupo: t.operatorGroup,
        ticket,
        regla: rule({ tipo: 'puntos por litro', valor: 0.5, prioridad: 5 }),
      })
    ).json();
    expect(edited.puntos).toBe(base.puntos + 20);
    expect(edited.reglas[0]).toMatchObject({ nombre: 'Doble de puntos en lavado', puntos: 20, aplica: true });
    const bad = await send('POST', '/api/v1/loyaltyrules/preview', {
      idgrupo: t.operatorGroup,
      ticket,
      regla: rule({ valor: -1 }),
    });
    expectInvalid(bad, { 'regla.valor': expect.any(String) });
    expectInvalid(
      await send('POST', '/api/v1/loyaltyrules/preview', {
        idgrupo: t.operatorGroup,
        ticket: { ...ticket, lineas: [] },
      }),
      { 'ticket.lineas': expect.any(String) },
    );
  });

  it('is closed to staff without can_view_fidelizacion (the operator)', async () => {
    expect((await get('/api/v1/loyaltyrules', t.operator)).json().errorCode).toBe(4);
    expect((await send('POST', '/api/v1/loyaltyrules/', rule(), t.operator)).json().errorCode).toBe(4);
  });
});
