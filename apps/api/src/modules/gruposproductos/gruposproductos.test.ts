import { beforeAll, describe, expect, it } from 'vitest';
import { code, expectDuplicate, expectInvalid, scopedWriter, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
let writer: Record<string, string>;

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
});

const fuel = (over: object = {}) => ({
  idgrupo: t.operatorGroup,
  codigo: 'gnc',
  descripcion: 'Gas Natural Comprimido',
  familia: 'carburante',
  unidad: 'kWh',
  iva: 21,
  idproductoministerio: 18,
  ...over,
});

describe('productos de grupo', () => {
  it('lists the group catalogue with its Ministry ids, sorted and searchable', async () => {
    const res = await get(`/api/v1/products?idgrupo=${t.operatorGroup}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).at(-1)).toBe('products');
    const goa = body.products.find((p: { codigo: string }) => p.codigo === 'GOA');
    expect(goa).toMatchObject({
      descripcion: 'Gasóleo A',
      familia: 'carburante',
      idproductoministerio: 4,
      iva: 21,
    });
    expect(goa.grupo).not.toBe('');
    const names = body.products.map((p: { descripcion: string }) => p.descripcion);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    const found = (await get(`/api/v1/products?idgrupo=${t.operatorGroup}&q=gasoleo`)).json().products;
    expect(found.every((p: { descripcion: string }) => /gasóleo/i.test(p.descripcion))).toBe(true);
    const shop = (await get(`/api/v1/products?idgrupo=${t.operatorGroup}&familia=tienda`)).json().products;
    expect(shop.map((p: { codigo: string }) => p.codigo).sort()).toEqual(['AGUA', 'CAFE']);
  });

  it('creates a product (code upper-cased), audited, and refuses a duplicate code with 409', async () => {
    const res = await send('POST', '/api/v1/products/', fuel(), writer);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ codigo: 'GNC', unidad: 'kWh', activo: true, version: 1 });
    const [audit] = await auditOf('producto', created.idproducto);
    expect(audit?.accion).toBe('alta');
    const dup = await send('POST', '/api/v1/products/', fuel({ descripcion: 'Otro' }), writer);
    expectDuplicate(dup, 'codigo', 'Ya existe un producto con el código GNC en el grupo');
    // Another group may use the same code.
    expect((await send('POST', '/api/v1/products/', fuel({ idgrupo: t.otherGroup }))).statusCode).toBe(200);
  });

  it('validates in Spanish: family, unit, VAT, Ministry id only and always for fuels', async () => {
    const bad = await send(
      'POST',
      '/api/v1/products/',
      fuel({ codigo: '', familia: 'x', unidad: 'kg', iva: 150 }),
    );
    expect(bad.statusCode).toBe(400);
    expectInvalid(bad, {
      codigo: expect.any(String),
      familia: 'Familia no válida',
      unidad: 'Unidad no válida',
      iva: 'El IVA no puede pasar del 100 %',
    });
    expectInvalid(
      await send('POST', '/api/v1/products/', fuel({ codigo: 'X1', idproductoministerio: null })),
      {
        idproductoministerio: 'Un carburante necesita su producto del Ministerio',
      },
    );
    expectInvalid(
      await send(
        'POST',
        '/api/v1/products/',
        fuel({ codigo: 'X2', familia: 'tienda', idproductoministerio: 4 }),
      ),
      { idproductoministerio: 'Solo los carburantes llevan producto del Ministerio' },
    );
    expectInvalid(await send('POST', '/api/v1/products/', fuel({ codigo: 'X3', idproductoministerio: 99 })), {
      idproductoministerio: 'Producto del Ministerio no válido',
    });
  });

  it('updates with the version read; the merged record is checked; a stale version is 409', async () => {
    const p = (
      await send(
        'POST',
        '/api/v1/products/',
        fuel({ codigo: 'H2', descripcion: 'Hidrógeno', idproductoministerio: 22 }),
      )
    ).json();
    const ok = await send('PATCH', '/api/v1/products', { id: p.idproducto, version: 1, iva: 10 });
    expect(ok.json()).toMatchObject({ iva: 10, version: 2 });
    expectInvalid(
      await send('PATCH', '/api/v1/products', { id: p.idproducto, version: 2, familia: 'tienda' }),
      {
        idproductoministerio: 'Solo los carburantes llevan producto del Ministerio',
      },
    );
    expect(
      (await send('PATCH', '/api/v1/products', { id: p.idproducto, version: 1, iva: 4 })).statusCode,
    ).toBe(409);
    // It stays in its group, even for who reaches the other one.
    expectInvalid(
      await send('PATCH', '/api/v1/products', { id: p.idproducto, version: 2, idgrupo: t.otherGroup }),
      { idgrupo: 'Un producto no puede pasar a otro grupo' },
    );
  });

  it('refuses deleting a product that station codes or limits point at', async () => {
    const goa = (await get(`/api/v1/products?idgrupo=${t.operatorGroup}&q=GOA`)).json().products[0];
    const res = await send('DELETE', `/api/v1/products?id=${goa.idproducto}&description=Prueba%20de%20baja`);
    expect(res.statusCode).toBe(409);
  });

  it('checks permission (operator: 4) and scope (another group: 5)', async () => {
    expect(code(await get(`/api/v1/products?idgrupo=${t.operatorGroup}`, t.operator))).toEqual([403, 4]);
    expect(code(await send('POST', '/api/v1/products/', fuel({ codigo: 'OP' }), t.operator))).toEqual([
      403, 4,
    ]);
    expect(code(await get(`/api/v1/products?idgrupo=${t.otherGroup}`, writer))).toEqual([403, 5]);
    expect(
      code(await send('POST', '/api/v1/products/', fuel({ idgrupo: t.otherGroup, codigo: 'AJ' }), writer)),
    ).toEqual([403, 5]);
    const mine = (await get('/api/v1/products?limit=500', writer)).json().products;
    expect(mine.every((p: { idgrupo: number }) => p.idgrupo === t.operatorGroup)).toBe(true);
  });
});
