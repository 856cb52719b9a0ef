import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { news, newsImages } from '../../db/schema';
import { expectInvalid, scopedWriter, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
const PATH = '/api/v1/news';
const IMAGE = '/api/v1/news/image';
/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let writer: Record<string, string>;

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup, 'escritor.novedades@demo.es');
});

const create = (body: object = {}, headers = t.admin) =>
  send(
    'POST',
    `${PATH}/`,
    {
      idgrupo: t.operatorGroup,
      titulo: 'Nuevo lavado',
      resumen: 'Resumen',
      contenido: '<p>Hola</p>',
      fechapublicacion: '2026-01-10',
      grupos: [t.operatorGroup],
      ...body,
    },
    headers,
  );

const upload = (id: number, bytes: Buffer, tipo = 'image/png', headers = t.admin) =>
  send('POST', IMAGE, { id, tipo, nombre: 'foto.png', datos: bytes.toString('base64') }, headers);

describe('news', () => {
  it('lists the demo news with their state, audience names and group; filters by state', async () => {
    const res = await get(`${PATH}?idgrupo=${t.operatorGroup}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().news as { estado: string; destinatarios: string[]; grupo: string }[];
    expect(rows.map((r) => r.estado).sort()).toEqual(['borrador', 'caducada', 'programada', 'publicada']);
    expect(rows[0]!.grupo).toBeTruthy();
    expect(rows.every((r) => r.destinatarios.length > 0)).toBe(true);
    for (const estado of ['publicada', 'programada', 'caducada', 'borrador']) {
      const only = (await get(`${PATH}?idgrupo=${t.operatorGroup}&estado=${estado}`)).json().news;
      expect(only.length, estado).toBeGreaterThan(0);
      expect(only.every((r: { estado: string }) => r.estado === estado)).toBe(true);
    }
    const audience = (await get(`${PATH}?destinatario=${t.otherGroup}`)).json().news as {
      grupos: number[];
    }[];
    expect(audience.every((r) => r.grupos.includes(t.otherGroup))).toBe(true);
    expectInvalid(await get(`${PATH}?estado=perdida`), { estado: expect.any(String) });
  });

  it('creates, reads, updates and deletes with an audit row each; the version is checked', async () => {
    const res = await create({ destacado: true });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      titulo: 'Nuevo lavado',
      estado: 'borrador',
      activo: false,
      imagentipo: null,
    });
    const published = await send('PATCH', PATH, {
      id: created.id,
      version: created.version,
      activo: true,
      fechafin: '2099-12-31',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().estado).toBe('publicada');
    const stale = await send('PATCH', PATH, { id: created.id, version: created.version, titulo: 'Otro' });
    expect(stale.statusCode).toBe(409);
    expect((await get(`${PATH}?id=${created.id}`)).json().titulo).toBe('Nuevo lavado');
    const removed = await send('DELETE', `${PATH}?id=${created.id}&description=Publicada%20por%20error`);
    expect(removed.statusCode).toBe(200);
    expect((await get(`${PATH}?id=${created.id}`)).statusCode).toBe(404);
    const audits = await auditOf('novedad', created.id);
    expect(audits.map((a) => a.accion)).toEqual(['baja', 'modificacion', 'alta']);
    expect(audits[0]!.motivo).toBe('Publicada por error');
    expect(audits[0]).toMatchObject({ nivel: 'group', idnivel: t.operatorGroup });
  });

  it('refuses bad input with the field named, in Spanish', async () => {
    expectInvalid(await create({ titulo: 'x', grupos: [] }), {
      titulo: 'El título debe tener al menos 3 caracteres',
      grupos: 'Elija al menos un grupo destinatario',
    });
    expectInvalid(await create({ fechapublicacion: '2026-02-30' }), { fechapublicacion: 'Fecha no válida' });
    expectInvalid(await create({ fechapublicacion: '2026-03-10', fechafin: '2026-03-01' }), {
      fechafin: 'La fecha de fin es anterior a la de publicación',
    });
    expectInvalid(await create({ grupos: [t.operatorGroup, 999_999] }), {
      grupos: 'Algún grupo destinatario no existe',
    });
    const created = (await create()).json();
    expectInvalid(
      await send('PATCH', PATH, { id: created.id, version: created.version, fechafin: '2025-01-01' }),
      { fechafin: 'La fecha de fin es anterior a la de publicación' },
    );
  });

  it('keeps only safe rich text: no script, no on* handler, no javascript: link, on create and update', async () => {
    const dirty =
      '<p onclick="alert(1)">Hola <strong>mundo</strong></p><script>alert("x")</script>' +
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">malo</a> <a href="https://ok.es">bueno</a>' +
      '<iframe src="https://mal.es"></iframe><p style="color:red">fin</p>';
    const res = await create({ contenido: dirty });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    for (const html of [saved.contenido, (await get(`${PATH}?id=${saved.id}`)).json().contenido]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|style=/i);
      expect(html).not.toContain('alert');
      expect(html).toContain('<p>Hola <strong>mundo</strong></p>');
      expect(html).toContain(
        '<a href="https://ok.es" rel="noopener noreferrer nofollow" target="_blank">bueno</a>',
      );
    }
    const [row] = await t.db.select().from(news).where(eq(news.id, saved.id));
    expect(row!.contenido).not.toMatch(/script|onerror|javascript:/i);
    const updated = await send('PATCH', PATH, {
      id: saved.id,
      version: saved.version,
      contenido: '<p>Otra</p><svg onload=alert(1)></svg><a href=" JaVaScRiPt:alert(1)">x</a>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().contenido).not.toMatch(/svg|onload|javascript/i);
  });

  it('needs the permission: the operator (no novedad permission) is refused every route', async () => {
    const created = (await create()).json();
    const op = t.operator;
    for (const res of [
      await get(PATH, op),
      await get(`${PATH}?id=${created.id}`, op),
      await create({}, op),
      await send('PATCH', PATH, { id: created.id, version: created.version, titulo: 'Nuevo' }, op),
      await send('DELETE', `${PATH}?id=${created.id}&description=Motivo%20de%20prueba`, undefined, op),
      await get(`${IMAGE}?id=${created.id}`, op),
      await upload(created.id, PNG, 'image/png', op),
      await send('DELETE', `${IMAGE}?id=${created.id}`, undefined, op),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe(4);
    }
  });

  it('follows the scope: the publishing group and every group of the audience must be covered', async () => {
    const own = await create({}, writer);
    expect(own.statusCode, own.body).toBe(200);
    // An out-of-scope group in the audience array is refused like a single id.
    const outOfScope = [
      await create({ grupos: [t.operatorGroup, t.otherGroup] }, writer),
      await create({ idgrupo: t.otherGroup, grupos: [t.otherGroup] }, writer),
      await send(
        'PATCH',
        PATH,
        { id: own.json().id, version: own.json().version, grupos: [t.operatorGroup, t.otherGroup] },
        writer,
      ),
    ];
    const foreign = (await get(`${PATH}?idgrupo=${t.otherGroup}&limit=1`)).json().news[0];
    outOfScope.push(
      await get(`${PATH}?id=${foreign.id}`, writer),
      await get(`${PATH}?idgrupo=${t.otherGroup}`, writer),
      await send('PATCH', PATH, { id: foreign.id, version: foreign.version, titulo: 'Ajena' }, writer),
      await send('DELETE', `${PATH}?id=${foreign.id}&description=Motivo%20de%20prueba`, undefined, writer),
      await get(`${IMAGE}?id=${foreign.id}`, writer),
      await upload(foreign.id, PNG, 'image/png', writer),
      await send('DELETE', `${IMAGE}?id=${foreign.id}`, undefined, writer),
    );
    for (const res of outOfScope) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errorCode).toBe(5);
    }
    const listed = (await get(PATH, writer)).json().news as { idgrupo: number }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.idgrupo === t.operatorGroup)).toBe(true);
    // Nothing changed.
    const [row] = await t.db.select().from(news).where(eq(news.id, own.json().id));
    expect(row!.grupos).toEqual([t.operatorGroup]);
  });

  it('stores an image checked by its bytes, serves it with its type and nosniff, replaces and removes it', async () => {
    const created = (await create()).json();
    expect((await get(`${IMAGE}?id=${created.id}`)).statusCode).toBe(404);
    const res = await upload(created.id, PNG);
    expect(res.statusCode, res.body).toBe(200);
    // The form being edited next to the upload stays current: the image leaves the version alone.
    expect(res.json()).toMatchObject({
      imagentipo: 'image/png',
      imagentamano: PNG.length,
      version: created.version,
    });
    const served = await get(`${IMAGE}?id=${created.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    const replaced = await upload(created.id, jpeg, 'image/jpg');
    expect(replaced.json()).toMatchObject({ imagentipo: 'image/jpeg', imagentamano: 104 });
    expect((await get(`${IMAGE}?id=${created.id}`)).headers['content-type']).toBe('image/jpeg');

    const removed = await send('DELETE', `${IMAGE}?id=${created.id}`);
    expect(removed.json()).toMatchObject({ imagentipo: null, imagentamano: null });
    expect(await t.db.select().from(newsImages).where(eq(newsImages.idnovedad, created.id))).toEqual([]);
    const audits = (await auditOf('novedad', created.id)).filter((a) => a.accion === 'imagen');
    expect(audits.map((a) => a.motivo)).toEqual([
      'imagen quitada',
      'imagen cambiada (image/jpeg, 1 KB)',
      'imagen cambiada (image/png, 1 KB)',
    ]);
  });

  it('refuses a wrong type or a too large image with a clear message, whatever the declared type', async () => {
    const created = (await create()).json();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [bytes, tipo] of [
      [html, 'image/png'],
      [svg, 'image/svg+xml'],
      [Buffer.from('GIF89a......'), 'image/gif'],
    ] as const) {
      const res = await upload(created.id, bytes, tipo);
      expect(res.statusCode).toBe(400);
      expectInvalid(res, { imagen: 'El fichero no es una imagen PNG, JPEG o WebP' });
    }
    expectInvalid(await upload(created.id, PNG, 'image/jpeg'), {
      imagen: 'El fichero se presenta como «image/jpeg» pero su contenido es una imagen PNG',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(created.id, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('La imagen ocupa 3 MB; el máximo es 2 MB');
    expectInvalid(await send('POST', IMAGE, { id: created.id, tipo: 'image/png', datos: '%%%' }), {
      datos: 'La imagen no está en base64',
    });
    expect((await get(`${PATH}?id=${created.id}`)).json().imagentipo).toBeNull();
  });
});
