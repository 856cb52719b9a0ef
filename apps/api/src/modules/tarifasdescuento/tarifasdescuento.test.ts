import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  code,
  expectDuplicate,
  expectInvalid,
  productId,
  scopedWriter,
  useTestApp,
} from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
let writer: Record<string, string>;
let goa: number;
let sp95: number;
let foreignGoa: number;

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
  goa = await productId(t, 'GOA', t.operatorGroup);
  sp95 = await productId(t, 'SP95', t.operatorGroup);
  foreignGoa = await productId(t, 'GOA', t.otherGroup);
});

const rate = (over: object = {}) => ({
  idgrupo: t.operatorGroup,
  nombre: 'Flota E2E',
  tipo: 'céntimos/litro',
  fechadesde: '2026-01-01',
  fechahasta: null,
  lineas: [
    { idproducto: goa, valor: 4.5 },
    { idproducto: sp95, valor: 3 },
  ],
  ...over,
});

describe('tarifas descuento', () => {
  it('keeps the spec’s GET ?idgrupo= shape ({total, rates} with lines), for customers’ readers too', async () => {
    const body = (await get(`/api/v1/rates?idgrupo=${t.operatorGroup}`)).json();
    expect(body.total).toBeGreaterThan(0);
    expect(Object.keys(body).at(-1)).toBe('rates');
    expect(body.rates[0].lineas[0]).toMatchObject({
      idproducto: expect.any(Number),
      producto: expect.any(String),
    });
    // The operator (can_view_cliente) still reads them to pick one in a customer's tab.
    expect((await get(`/api/v1/rates?idgrupo=${t.operatorGroup}`, t.operator)).statusCode).toBe(200);
  });

  it('creates a rate with its lines as one record (product names stored), audited', async () => {
    const res = await send('POST', '/api/v1/rates/', rate(), writer);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.lineas).toEqual([
      { idproducto: goa, producto: 'Gasóleo A', valor: 4.5 },
      { idproducto: sp95, producto: 'Sin Plomo 95', valor: 3 },
    ]);
    const [audit] = await auditOf('tarifa', created.idtarifa);
    expect(audit?.accion).toBe('alta');
    // The lines change as a whole with the version read.
    const upd = await send('PATCH', '/api/v1/rates', {
      id: created.idtarifa,
      version: 1,
      lineas: [{ idproducto: goa, valor: 5 }],
    });
    expect(upd.json()).toMatchObject({ version: 2, lineas: [{ idproducto: goa, valor: 5 }] });
    expect(
      (await send('PATCH', '/api/v1/rates', { id: created.idtarifa, version: 1, nombre: 'Otra' })).statusCode,
    ).toBe(409);
    // The record as it would be after the change is checked: an end before the stored start is refused.
    expectInvalid(
      await send('PATCH', '/api/v1/rates', { id: created.idtarifa, version: 2, fechahasta: '2025-12-31' }),
      { fechahasta: 'La fecha final no puede ser anterior a la inicial' },
    );
  });

  it('validates each line in Spanish, on its own path (type rules, repeated product, another group)', async () => {
    expectInvalid(
      await send(
        'POST',
        '/api/v1/rates/',
        rate({
          tipo: '% de descuento',
          lineas: [
            { idproducto: goa, valor: 150 },
            { idproducto: goa, valor: 2 },
            { idproducto: sp95, valor: 1.234 },
          ],
        }),
      ),
      {
        'lineas.0.valor': 'Como máximo 100 %',
        'lineas.1.idproducto': 'Producto repetido en la tarifa',
        'lineas.2.valor': 'Use como máximo 2 decimales',
      },
    );
    expectInvalid(await send('POST', '/api/v1/rates/', rate({ lineas: [] })), {
      lineas: 'Añada al menos una línea',
    });
    expectInvalid(
      await send('POST', '/api/v1/rates/', rate({ fechadesde: '2026-05-01', fechahasta: '2026-04-01' })),
      {
        fechahasta: 'La fecha final no puede ser anterior a la inicial',
      },
    );
    expectInvalid(
      await send('POST', '/api/v1/rates/', rate({ lineas: [{ idproducto: foreignGoa, valor: 1 }] })),
      {
        'lineas.0.idproducto': 'El producto no es del grupo de la tarifa',
      },
    );
    expectInvalid(await send('POST', '/api/v1/rates/', rate({ tipo: 'regalo' })), {
      tipo: 'Tipo de tarifa no válido',
    });
    const fixed = await send(
      'POST',
      '/api/v1/rates/',
      rate({ nombre: 'Precio fijo E2E', tipo: 'precio fijo', lineas: [{ idproducto: goa, valor: 1.399 }] }),
    );
    expect(fixed.statusCode).toBe(200);
  });

  it('refuses a customer the same rate on overlapping dates, with the period it clashes with', async () => {
    const created = (await send('POST', '/api/v1/rates/', rate({ nombre: 'Solape' }))).json();
    const [cust] = await t.db.select().from(customers).where(eq(customers.idgrupo, t.operatorGroup)).limit(1);
    const give = (fechadesde: string, fechahasta: string | null) =>
      send('POST', '/api/v1/customers/customerrate', {
        idcliente: cust!.id,
        idtarifa: created.idtarifa,
        fechadesde,
        fechahasta,
      });
    expect((await give('2026-01-01', '2026-06-30')).statusCode).toBe(200);
    expectInvalid(await give('2026-06-01', null), {
      fechadesde: 'El cliente ya tiene esta tarifa del 01/01/2026 al 30/06/2026: las fechas se solapan',
    });
    expect((await give('2026-07-01', null)).statusCode).toBe(200);
    // The list and the record say how many customers have it (two periods of one customer: one customer).
    const listed = (await get(`/api/v1/rates?idgrupo=${t.operatorGroup}&q=Solape`)).json().rates;
    expect(listed.find((r: { idtarifa: number }) => r.idtarifa === created.idtarifa).clientes).toBe(1);
    expect((await get(`/api/v1/rates?id=${created.idtarifa}`)).json().clientes).toBe(1);
    const unused = (await send('POST', '/api/v1/rates/', rate({ nombre: 'Sin clientes' }))).json();
    expect((await get(`/api/v1/rates?id=${unused.idtarifa}`)).json().clientes).toBe(0);
  });

  it('refuses a validity that would leave a customer’s period of the rate outside it, naming who', async () => {
    const created = (await send('POST', '/api/v1/rates/', rate({ nombre: 'Acortada' }))).json();
    const [a, b] = await t.db.select().from(customers).where(eq(customers.idgrupo, t.operatorGroup)).limit(2);
    const give = (idcliente: number, fechadesde: string, fechahasta: string | null) =>
      send('POST', '/api/v1/customers/customerrate', {
        idcliente,
        idtarifa: created.idtarifa,
        fechadesde,
        fechahasta,
      });
    expect((await give(a!.id, '2026-03-01', '2026-09-30')).statusCode).toBe(200);
    const open = (await give(b!.id, '2026-05-01', null)).json();
    expect(open.id).toBeGreaterThan(0);
    const validity = async (fechadesde: string | null, fechahasta: string | null) => {
      const now = (await get(`/api/v1/rates?id=${created.idtarifa}`)).json();
      return send('PATCH', '/api/v1/rates', {
        id: now.idtarifa,
        version: now.version,
        fechadesde,
        fechahasta,
      });
    };
    // Ending in 2026 leaves both out (one goes on with no end): the first named, the other counted.
    const until = `${a!.nombre} tiene la tarifa del 01/03/2026 al 30/09/2026 y 1 más: cambie antes esas fechas o quite la tarifa a esos clientes`;
    expectInvalid(await validity('2026-01-01', '2026-06-30'), { fechahasta: until });
    // Starting later leaves the first out on its start only.
    expectInvalid(await validity('2026-04-01', null), {
      fechadesde: `${a!.nombre} tiene la tarifa del 01/03/2026 al 30/09/2026: cambie antes esas fechas o quite la tarifa a esos clientes`,
    });
    // A validity that still holds every period is saved; a removed period no longer counts.
    expect((await validity('2026-02-01', null)).statusCode).toBe(200);
    await send('DELETE', `/api/v1/customers/customerrate?id=${open.id}&description=Fin de contrato`);
    expect((await validity('2026-02-01', '2026-12-31')).statusCode).toBe(200);
  });

  it('refuses a name another live tariff of the group has (any case), on the name field', async () => {
    const taken = (name: string) => `Ya hay una tarifa llamada «${name}» en este grupo: use otro nombre`;
    // The demo's 'Flotas 3 cént.' is in every group: a second one in the same group is refused.
    expectDuplicate(
      await send('POST', '/api/v1/rates/', rate({ nombre: 'FLOTAS 3 CÉNT.' })),
      'nombre',
      taken('FLOTAS 3 CÉNT.'),
    );
    const own = (await send('POST', '/api/v1/rates/', rate({ nombre: 'Nombre único' }))).json();
    expectDuplicate(
      await send('PATCH', '/api/v1/rates', {
        id: own.idtarifa,
        version: own.version,
        nombre: 'Flotas 3 cént.',
      }),
      'nombre',
      taken('Flotas 3 cént.'),
    );
    // Another group may use it, and a deleted tariff's name is free again.
    const foreign = rate({
      idgrupo: t.otherGroup,
      nombre: 'Nombre único',
      lineas: [{ idproducto: foreignGoa, valor: 1 }],
    });
    expect((await send('POST', '/api/v1/rates/', foreign)).statusCode).toBe(200);
    await send('DELETE', `/api/v1/rates?id=${own.idtarifa}&description=Repetida`);
    expect((await send('POST', '/api/v1/rates/', rate({ nombre: 'Nombre único' }))).statusCode).toBe(200);
  });

  it('checks permission (operator writes: 4) and scope (another group: 5)', async () => {
    expect(code(await send('POST', '/api/v1/rates/', rate(), t.operator))).toEqual([403, 4]);
    expect(code(await get(`/api/v1/rates?idgrupo=${t.otherGroup}`, writer))).toEqual([403, 5]);
    expect(
      code(
        await send(
          'POST',
          '/api/v1/rates/',
          rate({ idgrupo: t.otherGroup, lineas: [{ idproducto: foreignGoa, valor: 1 }] }),
          writer,
        ),
      ),
    ).toEqual([403, 5]);
  });
});
