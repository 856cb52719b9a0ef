import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerDepartments, webAudit } from '../db/schema';
import { conflict } from '../lib/http-error';
import { customerPlace } from '../modules/clientes/clientes.service';
import { buildTestApp, OPERATOR, type TestApp } from '../test/build-app';
import { defineResource } from './resource';

// A throw-away resource declared on the kit: a customer's departments under a test path.
const Fields = z.object({
  idcliente: z.number().int().positive(),
  codigo: z.string().trim().min(1).max(10),
  nombre: z.string().trim().min(2, 'Nombre demasiado corto'),
  activo: z.boolean().default(true),
});
const Wire = Fields.extend({ id: z.number(), version: z.number() });

let t: TestApp;
let admin: Record<string, string>;
let ownCustomer: number;
let foreignCustomer: number;

beforeAll(async () => {
  t = await buildTestApp({}, [
    async (ctx) => {
      const kit = defineResource(ctx, {
        name: 'prueba',
        permission: 'cliente',
        table: customerDepartments,
        idColumn: customerDepartments.id,
        listKey: 'pruebas',
        paths: {
          get: '/api/test/pruebas',
          create: '/api/test/pruebas/',
          update: '/api/test/pruebas',
          remove: '/api/test/pruebas',
        },
        tags: ['Prueba'],
        fields: Fields,
        wire: Wire,
        filters: {
          activo: {
            column: customerDepartments.activo,
            schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
          },
        },
        search: [customerDepartments.nombre, customerDepartments.codigo],
        sort: { nombre: customerDepartments.nombre, id: customerDepartments.id },
        defaultSort: 'nombre',
        parent: { column: customerDepartments.idcliente, query: 'customerid', placeOf: customerPlace },
        // A failure after the insert, inside the transaction.
        async afterWrite(_tx, _row, body) {
          if (body.nombre === 'Provoca fallo') throw conflict('Fallo provocado tras escribir');
        },
      });
      kit.patchField('/api/test/pruebas/active', 'activo', 'Activa o desactiva');
    },
  ]);
  admin = (await t.login()).headers;
  const op = await t.login(OPERATOR);
  const group = op.body.scope[0].idgrupo;
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v1/customers?limit=500', headers: admin })
  ).json().customers;
  ownCustomer = list.find((c: { idgrupo: number }) => c.idgrupo === group).id;
  foreignCustomer = list.find((c: { idgrupo: number }) => c.idgrupo !== group).id;
  for (const [i, nombre] of ['Zeta', 'Alfa', 'Beta 100%', 'Gamma_1', 'Delta'].entries()) {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/pruebas/',
      headers: admin,
      payload: { idcliente: ownCustomer, codigo: `K${i}`, nombre },
    });
  }
});
afterAll(async () => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const names = (res: { json(): { pruebas: { nombre: string }[] } }) => res.json().pruebas.map((p) => p.nombre);

describe('the resource kit', () => {
  it('lists a parent’s records sorted, in the spec list shape', async () => {
    const res = await get(`/api/test/pruebas?customerid=${ownCustomer}&q=`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).at(-1)).toBe('pruebas');
    const all = names(res);
    expect(all.filter((n) => ['Zeta', 'Alfa', 'Beta 100%', 'Gamma_1', 'Delta'].includes(n))).toEqual([
      'Alfa',
      'Beta 100%',
      'Delta',
      'Gamma_1',
      'Zeta',
    ]);
  });

  it('requires the parent id and checks the parent is in scope', async () => {
    expect((await get('/api/test/pruebas')).json().fields.customerid).toBeTruthy();
    const op = (await t.login(OPERATOR)).headers;
    const res = await get(`/api/test/pruebas?customerid=${foreignCustomer}`, op);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
    expect((await get('/api/test/pruebas?customerid=999999')).statusCode).toBe(404);
  });

  it('pages by offset and by cursor, descending too', async () => {
    const base = `/api/test/pruebas?customerid=${ownCustomer}&sort=-nombre&limit=2`;
    const p1 = (await get(base)).json();
    const p2 = (await get(`${base}&cursor=${p1.nextCursor}`)).json();
    const byOffset = (await get(`${base}&offset=2`)).json();
    expect(p2.pruebas.map((p: { id: number }) => p.id)).toEqual(
      byOffset.pruebas.map((p: { id: number }) => p.id),
    );
    expect([...p1.pruebas, ...p2.pruebas].map((p: { nombre: string }) => p.nombre)).toEqual(
      [...p1.pruebas, ...p2.pruebas]
        .map((p: { nombre: string }) => p.nombre)
        .sort()
        .reverse(),
    );
  });

  it('searches literally: % and _ are not wildcards', async () => {
    expect(
      names(await get(`/api/test/pruebas?customerid=${ownCustomer}&q=${encodeURIComponent('100%')}`)),
    ).toEqual(['Beta 100%']);
    expect(
      names(await get(`/api/test/pruebas?customerid=${ownCustomer}&q=${encodeURIComponent('a_1')}`)),
    ).toEqual(['Gamma_1']);
  });

  it('filters, and validates filters and sort keys', async () => {
    expect((await get(`/api/test/pruebas?customerid=${ownCustomer}&activo=false`)).json().pruebas).toEqual(
      [],
    );
    expect((await get(`/api/test/pruebas?customerid=${ownCustomer}&sort=codigo`)).json().errorCode).toBe(1);
  });

  it('audits a field patch with before and after', async () => {
    const one = (await get(`/api/test/pruebas?customerid=${ownCustomer}&q=Zeta`)).json().pruebas[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/test/pruebas/active',
      headers: admin,
      payload: { id: one.id, activo: false },
    });
    expect(res.json()).toMatchObject({ activo: false, version: one.version + 1 });
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(
        and(
          eq(webAudit.recurso, 'prueba'),
          eq(webAudit.idregistro, String(one.id)),
          eq(webAudit.accion, 'modificacion'),
        ),
      );
    expect(audit).toMatchObject({ antes: { activo: true }, despues: { activo: false } });
  });

  it('rolls the whole write back when a step after the insert fails', async () => {
    const before = await t.db
      .select()
      .from(customerDepartments)
      .where(eq(customerDepartments.idcliente, ownCustomer));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/pruebas/',
      headers: admin,
      payload: { idcliente: ownCustomer, codigo: 'KX', nombre: 'Provoca fallo' },
    });
    expect(res.statusCode).toBe(409);
    const after = await t.db
      .select()
      .from(customerDepartments)
      .where(eq(customerDepartments.idcliente, ownCustomer));
    expect(after.length).toBe(before.length);
  });
});
