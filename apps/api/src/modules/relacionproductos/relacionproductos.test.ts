import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productRelations, stations, webAudit } from '../../db/schema';
import {
  code,
  expectDuplicate,
  expectInvalid,
  productId,
  scopedWriter,
  useTestApp,
} from '../../test/build-app';
import { stationGroup } from './relacionproductos.service';

const { t, get, send } = useTestApp();
let writer: Record<string, string>;
let station: number;
let foreignStation: number;
let productOf: (codigo: string, idgrupo?: number) => Promise<number>;

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
  const rels = await t.db.select().from(productRelations).orderBy(productRelations.id);
  station = rels.find((r) => r.idgrupo === t.operatorGroup)!.idlocal;
  foreignStation = rels.find((r) => r.idgrupo !== t.operatorGroup)!.idlocal;
  productOf = (codigo, idgrupo = t.operatorGroup) => productId(t, codigo, idgrupo);
});

const unmappedOf = async (idlocal: number) =>
  (await get(`/api/v1/productrelations?idlocal=${idlocal}&unmapped=true&limit=500`)).json()
    .productrelations as {
    id: number;
    version: number;
  }[];

describe('relación de productos', () => {
  it('lists a station’s codes with the group product, and the unmapped ones by filter and count', async () => {
    const res = await get(`/api/v1/productrelations?idgrupo=${t.operatorGroup}&limit=500`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().productrelations;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.find((r: { producto: string }) => r.producto === 'Gasóleo A')).toMatchObject({
      descripcionlocal: 'GASOLEO A',
      local: expect.any(String),
    });
    const unmapped = await unmappedOf(station);
    expect(unmapped.length).toBeGreaterThan(0);
    expect(unmapped.every((r) => (r as unknown as { idproductogrupo: null }).idproductogrupo === null)).toBe(
      true,
    );
    const count = (await get(`/api/v1/productrelations/unmapped?idgrupo=${t.operatorGroup}`)).json()
      .sinrelacion;
    const all = (
      await get(`/api/v1/productrelations?idgrupo=${t.operatorGroup}&unmapped=true&limit=500`)
    ).json();
    expect(count).toBe(all.productrelations.length);
    expect(count).toBeGreaterThan(1);
  });

  it('creates a code (group taken from the station), refuses a product of another group and a duplicate', async () => {
    const ok = await send('POST', '/api/v1/productrelations/', {
      idlocal: station,
      codigolocal: 'nuevo-1',
      descripcionlocal: 'Nuevo',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      codigolocal: 'NUEVO-1',
      idgrupo: await stationGroup(t.db, station),
      producto: '',
    });
    const dup = await send('POST', '/api/v1/productrelations/', { idlocal: station, codigolocal: 'Nuevo-1' });
    const [at] = await t.db.select().from(stations).where(eq(stations.idlocal, station));
    expectDuplicate(dup, 'codigolocal', `El código NUEVO-1 ya existe en la estación ${at!.local}`);
    expectInvalid(
      await send('POST', '/api/v1/productrelations/', {
        idlocal: station,
        codigolocal: 'N2',
        idproductogrupo: await productOf('GOA', t.otherGroup),
      }),
      { idproductogrupo: 'El producto no es del grupo de la estación' },
    );
    expectInvalid(await send('POST', '/api/v1/productrelations/', { idlocal: station, codigolocal: '' }), {
      codigolocal: 'Indique el código de la estación',
    });
  });

  it('maps many codes at once, one audit row each; the preview writes nothing', async () => {
    const [a, b] = await unmappedOf(station);
    const goa = await productOf('GOA');
    const body = { mappings: [a, b].map((r) => ({ id: r!.id, idproductogrupo: goa })) };
    const preview = await send('POST', '/api/v1/productrelations/bulk?preview=true', body, writer);
    expect(preview.json()).toMatchObject({ total: 2, aplicados: 2, simulacion: true });
    expect((await unmappedOf(station)).map((r) => r.id)).toContain(a!.id);
    const done = await send('POST', '/api/v1/productrelations/bulk', body, writer);
    expect(done.json()).toMatchObject({ total: 2, aplicados: 2, omitidos: 0, simulacion: false });
    const left = (await unmappedOf(station)).map((r) => r.id);
    expect(left).not.toContain(a!.id);
    expect(left).not.toContain(b!.id);
    const audits = await t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.recurso, 'relacion_producto'), eq(webAudit.motivo, 'Relación en bloque')));
    expect(audits.map((x) => x.idregistro).sort()).toEqual([String(a!.id), String(b!.id)].sort());
  });

  it('a bulk mapping does not overwrite a code someone else changed since it was listed', async () => {
    const listed = (
      await send('POST', '/api/v1/productrelations/', { idlocal: station, codigolocal: 'BULK-V' })
    ).json();
    // Someone else maps it meanwhile.
    await send('PATCH', '/api/v1/productrelations', {
      id: listed.id,
      version: listed.version,
      idproductogrupo: await productOf('GOA'),
    });
    const late = await send('POST', '/api/v1/productrelations/bulk', {
      mappings: [{ id: listed.id, version: listed.version, idproductogrupo: await productOf('SP95') }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({
      [listed.id]: 'Otra persona la ha cambiado desde que se listó: vuelva a cargar la lista',
    });
    const [row] = await t.db.select().from(productRelations).where(eq(productRelations.id, listed.id));
    expect(row!.idproductogrupo).toBe(await productOf('GOA'));
  });

  it('a bulk mapping with one bad row changes nothing and says which row and why', async () => {
    const more = await send('POST', '/api/v1/productrelations/', {
      idlocal: station,
      codigolocal: 'BULK-OK',
    });
    const id = more.json().id;
    const res = await send('POST', '/api/v1/productrelations/bulk', {
      mappings: [
        { id, idproductogrupo: await productOf('SP95') },
        { id: 99999999, idproductogrupo: await productOf('SP95') },
        { id, idproductogrupo: await productOf('SP95', t.otherGroup) },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 1,
      fields: { '99999999': 'No existe la relación' },
    });
    const [row] = await t.db.select().from(productRelations).where(eq(productRelations.id, id));
    expect(row!.idproductogrupo).toBeNull();
    expectInvalid(await send('POST', '/api/v1/productrelations/bulk', { mappings: [] }), {
      mappings: 'Elija al menos una relación',
    });
  });

  it('imports a station’s CSV: preview, then all rows, updating codes it already has', async () => {
    const csv =
      'codigolocal;descripcionlocal;codigogrupo\nIMP-1;Gasóleo importado;GOA\nimp-2;Sin mapear;\n100;;SP98\n';
    const preview = await send('POST', '/api/v1/productrelations/import', {
      idlocal: station,
      csv,
      preview: true,
    });
    expect(preview.json()).toMatchObject({ total: 3, aplicados: 3, simulacion: true });
    expect(
      await t.db.select().from(productRelations).where(like(productRelations.codigolocal, 'IMP-%')),
    ).toEqual([]);
    const done = await send('POST', '/api/v1/productrelations/import', { idlocal: station, csv });
    expect(done.json()).toMatchObject({ total: 3, aplicados: 3, simulacion: false });
    const rows = await t.db
      .select()
      .from(productRelations)
      .where(and(eq(productRelations.idlocal, station), isNull(productRelations.deleted_at)));
    const byCode = new Map(rows.map((r) => [r.codigolocal, r]));
    expect(byCode.get('IMP-1')!.idproductogrupo).toBe(await productOf('GOA'));
    expect(byCode.get('IMP-2')!.idproductogrupo).toBeNull();
    expect(byCode.get('100')!.idproductogrupo).toBe(await productOf('SP98'));
    expect(byCode.get('100')!.descripcionlocal).not.toBe('');
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(eq(webAudit.motivo, 'Importación CSV, línea 2'))
      .orderBy(desc(webAudit.id));
    expect(audit?.accion).toBe('alta');
  });

  it('an import with bad lines writes nothing and lists each line number with its reason', async () => {
    const csv =
      'codigolocal,descripcionlocal,codigogrupo\nOK-1,,GOA\nOK-2,,NOEXISTE\n\nOK-1,,GOA\n,,GOA\nOK-3,Agua 1,5 l,AGUA\n';
    const res = await send('POST', '/api/v1/productrelations/import', { idlocal: station, csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      '3': 'No existe el producto NOEXISTE en el grupo',
      '5': 'Código OK-1 repetido (ya está en la línea 2)',
      '6': 'Indique el código de la estación',
      '7': 'La línea tiene 4 columnas y la primera 3: un texto con el separador (coma o punto y coma) va entre comillas',
    });
    expect(
      await t.db.select().from(productRelations).where(eq(productRelations.codigolocal, 'OK-1')),
    ).toEqual([]);
    expectInvalid(
      await send('POST', '/api/v1/productrelations/import', { idlocal: station, csv: 'a;b\n1;2' }),
      {
        csv: expect.stringMatching(/codigolocal/),
      },
    );
  });

  it('checks permission (operator: 4) and scope (another group’s station: 5)', async () => {
    expect(code(await get('/api/v1/productrelations', t.operator))).toEqual([403, 4]);
    expect(code(await get('/api/v1/productrelations/unmapped', t.operator))).toEqual([403, 4]);
    expect(
      code(
        await send(
          'POST',
          '/api/v1/productrelations/bulk',
          { mappings: [{ id: 1, idproductogrupo: 1 }] },
          t.operator,
        ),
      ),
    ).toEqual([403, 4]);
    expect(code(await get(`/api/v1/productrelations?idlocal=${foreignStation}`, writer))).toEqual([403, 5]);
    const [foreign] = await unmappedOf(foreignStation);
    expect(
      code(
        await send(
          'POST',
          '/api/v1/productrelations/bulk',
          { mappings: [{ id: foreign!.id, idproductogrupo: await productOf('GOA') }] },
          writer,
        ),
      ),
    ).toEqual([403, 5]);
    expect(
      code(
        await send(
          'POST',
          '/api/v1/productrelations/import',
          { idlocal: foreignStation, csv: 'codigolocal\nX' },
          writer,
        ),
      ),
    ).toEqual([403, 5]);
    const mine = (await get('/api/v1/productrelations?limit=500', writer)).json().productrelations;
    expect(mine.every((r: { idgrupo: number }) => r.idgrupo === t.operatorGroup)).toBe(true);
  });
});
