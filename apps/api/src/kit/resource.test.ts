import { and, eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerParent } from '../db/parents';
import { customerDepartments, customers, webAudit } from '../db/schema';
import { audited } from '../db/schema/columns';
import { conflict } from '../lib/http-error';
import { buildTestApp, code, OPERATOR, scopedWriter, type TestApp } from '../test/build-app';
import { defineBulk, Skip } from './bulk';
import { type ListSpec, listPage } from './list';
import { inIds, toWire } from './paging';
import { defineResource, inOnePiece } from './resource';
import { blocking } from './state-change';
import { assertUniqueNames } from './unique';

// Throw-away resources declared on the kit, as a section would: a customer's departments under a test
// path (scope through a parent), and a table of its own with an array of stations (arrays of places, a
// state change with a reason, a bulk write).

const Fields = z.object({
  idcliente: z.number().int().positive(),
  codigo: z.string().trim().min(1).max(10),
  nombre: z.string().trim().min(2, 'Nombre demasiado corto'),
  activo: z.boolean().default(true),
});
const Wire = Fields.extend({ id: z.number(), version: z.number(), cliente: z.string() });

const rules = pgTable('prueba_reglas', {
  id: serial('id').primaryKey(),
  idgrupo: integer('idgrupo').notNull(),
  nombre: text('nombre').notNull(),
  locales: jsonb('locales').$type<number[]>().notNull().default([]),
  bloqueado: boolean('bloqueado').notNull().default(false),
  motivobloqueo: text('motivobloqueo').notNull().default(''),
  ...audited(),
});
const RuleFields = z.object({
  idgrupo: z.number().int().positive(),
  nombre: z.string().trim().min(2),
  locales: z.array(z.number().int().positive()).default([]),
});
const RuleWire = RuleFields.extend({
  id: z.number(),
  version: z.number(),
  bloqueado: z.boolean(),
  motivobloqueo: z.string(),
});

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
/** Every permission, one group: what the scope checks are for. */
let writer: Record<string, string>;
let ownCustomer: number;
let foreignCustomer: number;
let ownGroup: number;
let foreignGroup: number;
let ownStation: number;
let foreignStation: number;

beforeAll(async () => {
  t = await buildTestApp({}, [
    async (ctx) => {
      defineResource(ctx, {
        name: 'prueba',
        permission: 'cliente',
        table: customerDepartments,
        id: customerDepartments.id,
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
        place: { through: { fk: customerDepartments.idcliente, parent: customerParent } },
        parentQuery: 'customerid',
        filters: {
          activo: {
            column: customerDepartments.activo,
            schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
          },
        },
        search: [customerDepartments.nombre, customerDepartments.codigo],
        sort: { nombre: customerDepartments.nombre, id: customerDepartments.id },
        defaultSort: 'nombre',
        lookups: { cliente: { column: customers.nombre, on: [customers.id, customerDepartments.idcliente] } },
        unique: {
          clientes_departamentos_codigo_uq: {
            field: 'codigo',
            message: async ({ codigo, idcliente }, db) => {
              const [c] = await db.select().from(customers).where(eq(customers.id, idcliente));
              return `${c!.nombre} ya tiene el código ${codigo.toUpperCase()}`;
            },
          },
        },
        // A failure after the insert, inside the transaction.
        async afterWrite(_tx, _row, body) {
          if (body.nombre === 'Provoca fallo') throw conflict('Fallo provocado tras escribir');
        },
      });

      const kit = defineResource(ctx, {
        name: 'prueba_regla',
        permission: 'fidelizacion',
        table: rules,
        id: rules.id,
        listKey: 'reglas',
        paths: { get: '/api/test/reglas', create: '/api/test/reglas/', update: '/api/test/reglas' },
        tags: ['Prueba'],
        fields: RuleFields,
        wire: RuleWire,
        place: { level: 'group', column: rules.idgrupo },
        places: [{ column: rules.locales, level: 'station' }],
        sort: { nombre: rules.nombre, id: rules.id },
        defaultSort: 'nombre',
      });
      kit.stateChange({
        path: '/api/test/reglas/block',
        summary: 'Bloquea o desbloquea una regla',
        field: rules.bloqueado,
        ...blocking,
        reasonColumn: rules.motivobloqueo,
      });
      defineBulk(ctx, {
        path: '/api/test/reglas/bulk',
        summary: 'Bloquea muchas reglas',
        tags: ['Prueba'],
        permission: 'can_edit_fidelizacion',
        body: z.object({
          ids: z.array(z.number().int().positive()).max(100),
          todo: z.boolean().default(false),
        }),
        mode: 'skip',
        items: (_tx, body) => body.ids,
        key: (id) => id,
        async apply(tx, id, _body, req) {
          const { row, place } = await kit.findOne(tx, id, req.actor, true);
          if (row.bloqueado) throw new Skip('Ya estaba bloqueada');
          await tx
            .update(rules)
            .set({ bloqueado: true, version: row.version + 1 })
            .where(eq(rules.id, id));
          return { accion: 'bloqueo', recurso: 'prueba_regla', idregistro: id, place, motivo: 'En bloque' };
        },
      });
      defineBulk(ctx, {
        path: '/api/test/reglas/import',
        summary: 'Importa reglas (todo o nada)',
        tags: ['Prueba'],
        permission: 'can_create_fidelizacion',
        body: z.object({ filas: z.array(RuleFields).max(100) }),
        mode: 'all',
        items: (_tx, body) => body.filas.map((f, i) => ({ ...f, linea: i + 2 })),
        key: (f) => `línea ${f.linea}`,
        async apply(tx, f, _body, req) {
          if (!req.actor.scope.covers('group', f.idgrupo)) throw new Skip('Grupo fuera de su ámbito');
          const [taken] = await tx
            .select({ id: rules.id })
            .from(rules)
            .where(and(eq(rules.idgrupo, f.idgrupo), eq(rules.nombre, f.nombre)));
          if (taken) throw new Skip('Ya existe una regla con ese nombre en el grupo');
          const [row] = await tx.insert(rules).values(f).returning();
          return {
            accion: 'alta',
            recurso: 'prueba_regla',
            idregistro: row!.id,
            place: { level: 'group', id: f.idgrupo },
          };
        },
      });
    },
  ]);
  await t.db.execute(sql`
    create table prueba_reglas (id serial primary key, idgrupo integer not null, nombre text not null,
      locales jsonb not null default '[]', bloqueado boolean not null default false,
      motivobloqueo text not null default '', version integer not null default 1, deleted_at timestamptz)`);
  admin = (await t.login()).headers;
  const op = await t.login(OPERATOR);
  operator = op.headers;
  ownGroup = op.body.scope[0].idgrupo;
  writer = await scopedWriter(t, ownGroup);
  ownStation = op.body.scope.find((s: { idlocal: number }) => s.idlocal).idlocal;
  const everything = (await t.login()).body.scope as { idgrupo: number; idlocal: number }[];
  foreignGroup = everything.find((s) => s.idgrupo !== ownGroup)!.idgrupo;
  foreignStation = everything.find((s) => s.idgrupo !== ownGroup && s.idlocal)!.idlocal;
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v1/customers?limit=500', headers: admin })
  ).json().customers;
  ownCustomer = list.find((c: { idgrupo: number }) => c.idgrupo === ownGroup).id;
  foreignCustomer = list.find((c: { idgrupo: number }) => c.idgrupo !== ownGroup).id;
  for (const [i, nombre] of [
    'Zeta',
    'Ángel',
    'alfa',
    'Beta 100%',
    'Gamma_1',
    'Delta',
    'Ñandú',
    'Nube',
  ].entries()) {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/pruebas/',
      headers: admin,
      payload: { idcliente: ownCustomer, codigo: `K${i}`, nombre },
    });
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/test/pruebas/',
    headers: admin,
    payload: { idcliente: foreignCustomer, codigo: 'F1', nombre: 'Ajena' },
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = admin) =>
  t.app.inject({ method, url, payload, headers });
const names = (res: { json(): { pruebas: { nombre: string }[] } }) => res.json().pruebas.map((p) => p.nombre);
const auditRows = (recurso: string, id: number) =>
  t.db
    .select()
    .from(webAudit)
    .where(and(eq(webAudit.recurso, recurso), eq(webAudit.idregistro, String(id))));

describe('lists', () => {
  it('sorts in Spanish order: accents and case ignored, ñ after n', async () => {
    const all = names(await get(`/api/test/pruebas?customerid=${ownCustomer}`));
    const ours = ['Zeta', 'Ángel', 'alfa', 'Beta 100%', 'Gamma_1', 'Delta', 'Ñandú', 'Nube'];
    expect(all.filter((n) => ours.includes(n))).toEqual([
      'alfa',
      'Ángel',
      'Beta 100%',
      'Delta',
      'Gamma_1',
      'Nube',
      'Ñandú',
      'Zeta',
    ]);
  });

  it('shows the parent’s name joined in the same row', async () => {
    const [first] = (await get(`/api/test/pruebas?customerid=${ownCustomer}&limit=1`)).json().pruebas;
    const customer = (await get(`/api/v1/customers?id=${ownCustomer}`)).json();
    expect(first.cliente).toBe(customer.nombre);
  });

  it('searches without accents and literally: % and _ are not wildcards', async () => {
    expect(names(await get(`/api/test/pruebas?customerid=${ownCustomer}&q=angel`))).toEqual(['Ángel']);
    expect(
      names(await get(`/api/test/pruebas?customerid=${ownCustomer}&q=${encodeURIComponent('100%')}`)),
    ).toEqual(['Beta 100%']);
    expect(
      names(await get(`/api/test/pruebas?customerid=${ownCustomer}&q=${encodeURIComponent('a_1')}`)),
    ).toEqual(['Gamma_1']);
  });

  it('pages by offset and by cursor, descending too, and counts only the first page', async () => {
    const base = `/api/test/pruebas?customerid=${ownCustomer}&sort=-nombre&limit=2`;
    const p1 = (await get(base)).json();
    expect(p1.total).toBeGreaterThanOrEqual(8);
    const p2 = (await get(`${base}&cursor=${p1.nextCursor}`)).json();
    expect(p2.total).toBeUndefined();
    const byOffset = (await get(`${base}&offset=2`)).json();
    expect(p2.pruebas.map((p: { id: number }) => p.id)).toEqual(
      byOffset.pruebas.map((p: { id: number }) => p.id),
    );
  });

  it('never skips nor repeats a row across pages when many share the sort value', async () => {
    for (let i = 0; i < 7; i++)
      await send('POST', '/api/test/pruebas/', { idcliente: ownCustomer, codigo: `T${i}`, nombre: 'Tocayo' });
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = (
        await get(`/api/test/pruebas?customerid=${ownCustomer}&q=tocayo&limit=3${cursor}`)
      ).json();
      seen.push(...page.pruebas.map((p: { id: number }) => p.id));
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  /** A page of the own customer's departments by name, with these columns besides id and nombre. */
  const ownDepartments = (limit: number, select: ListSpec['select']): ListSpec => ({
    table: customerDepartments,
    idColumn: customerDepartments.id,
    select: { id: customerDepartments.id, nombre: customerDepartments.nombre, ...select },
    parent: { parent: customerParent, fk: customerDepartments.idcliente },
    where: [eq(customerDepartments.idcliente, ownCustomer)],
    sort: { key: 'nombre', column: customerDepartments.nombre, direction: 'asc' },
    limit,
  });

  it('reads the same page inside a transaction (through its connection) as straight from the driver', async () => {
    const spec = ownDepartments(3, {
      cliente: customers.nombre,
      alta: customers.fechaalta,
      deleted_at: customerDepartments.deleted_at,
    });
    const direct = await listPage(t.database, spec);
    const inTx = await t.db.transaction((tx) => listPage({ ...t.database, db: tx as never }, spec));
    expect(direct.rows.length).toBe(3);
    expect(inTx).toEqual(direct);
    // Wire rows: what toWire gives, in the same pass.
    const wire = await listPage(t.database, { ...spec, wire: true });
    expect(wire.rows).toEqual(direct.rows.map(toWire));
    expect(wire.nextCursor).toBe(direct.nextCursor);
    expect(wire.total).toBe(direct.total);
  });

  it('reads every kind of value the same straight from the driver, kept prepared, as a transaction does', async () => {
    const spec = ownDepartments(2, {
      alta: customers.fechaalta,
      importe: sql`12345.60::numeric(12, 2)`,
      grande: sql`9007199254740991::bigint`,
      cuenta: sql`count(*) over ()`,
      real: sql`0.1::float8 + 0.2::float8`,
      dia: sql`'2026-03-29'::date`,
      hora: sql`'2026-03-29 02:30:00.123456'::timestamp`,
      plazo: sql`'1 day 02:00:00'::interval`,
      ids: sql`array[3, 1, 2]::int[]`,
      nombres: sql`array['a "b"', 'ñ', '']::text[]`,
      datos: sql`'{"a": [1, "x"], "b": null}'::jsonb`,
      texto: sql`'{"a": 1}'::json`,
      si: sql`true`,
      nada: sql`null::text`,
      letras: sql`'abc'::varchar(5)`,
    });
    const first = await listPage(t.database, spec);
    const kept = await listPage(t.database, spec);
    const inTx = await t.db.transaction((tx) => listPage({ ...t.database, db: tx as never }, spec));
    expect(first.rows.length).toBe(2);
    expect(kept).toEqual(first);
    expect(inTx).toEqual(first);
    expect(first.rows[0]).toMatchObject({ importe: '12345.60', dia: '2026-03-29', si: true, nada: null });
  });

  it('keeps new kinds of page while other queries run, and neither disturbs the other', async () => {
    // Each page a kind never run before (its own statement text), at once with parameterised reads: on
    // PGlite, preparing a kind must not step between another query's messages ("portal does not exist").
    const run = Date.now();
    const ticks = async (n: number) => {
      for (let i = 0; i < n; i++) await null;
    };
    // A new kind starting 0 to 39 microtask turns after a read, so that one lands inside the read.
    const rounds = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const read = t.db.select({ id: customers.id }).from(customers).where(eq(customers.id, ownCustomer));
        await ticks(i);
        const page = listPage(t.database, ownDepartments(1, { marca: sql.raw(`'k${run}-${i}'::text`) }));
        return Promise.all([read, page]);
      }),
    );
    rounds.forEach(([read, page], i) => {
      expect(read[0]?.id).toBe(ownCustomer);
      expect(page.rows[0]?.marca).toBe(`k${run}-${i}`);
    });
  });

  it('runs a page as a kept statement with values that need quoting and an array, as a transaction reads it', async () => {
    const tricky = `O'Brien \\ "Dpto" ${Date.now()}`;
    await t.db.insert(customerDepartments).values([
      { idcliente: ownCustomer, codigo: 'Q1', nombre: tricky },
      { idcliente: ownCustomer, codigo: 'Q2', nombre: `${tricky} bis` },
    ]);
    const ids = (
      await t.db
        .select({ id: customerDepartments.id })
        .from(customerDepartments)
        .where(eq(customerDepartments.idcliente, ownCustomer))
    ).map((r) => r.id);
    const spec: ListSpec = {
      table: customerDepartments,
      idColumn: customerDepartments.id,
      select: { id: customerDepartments.id, nombre: customerDepartments.nombre },
      where: [inIds(customerDepartments.id, ids), sql`starts_with(${customerDepartments.nombre}, ${tricky})`],
      sort: { key: 'nombre', column: customerDepartments.nombre, direction: 'asc' },
      limit: 1,
    };
    const first = await listPage(t.database, spec);
    const again = await listPage(t.database, spec);
    const inTx = await t.db.transaction((tx) => listPage({ ...t.database, db: tx as never }, spec));
    expect(first.rows).toEqual([expect.objectContaining({ nombre: tricky })]);
    expect(first.total).toBe(2);
    expect(again).toEqual(first);
    expect(inTx).toEqual(first);
    const next = await listPage(t.database, { ...spec, cursor: first.nextCursor });
    expect(next.rows).toEqual([expect.objectContaining({ nombre: `${tricky} bis` })]);
    if (t.database.kind === 'pglite') {
      // PGlite keeps it prepared (its one session): a page is not parsed and planned on every request.
      const kept = await t.db.execute(sql`select count(*)::int as n from pg_prepared_statements`);
      expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    }
  });

  it('refuses junk sort keys and cursors with 400 errorCode 1, never a 500', async () => {
    for (const qs of [
      'sort=__proto__',
      'sort=constructor',
      'sort=-toString',
      'sort=codigo',
      `cursor=${Buffer.from('[{"a":1},1]').toString('base64url')}`,
      `cursor=${Buffer.from('[true,1]').toString('base64url')}`,
      `cursor=${Buffer.from('["x",[1]]').toString('base64url')}`,
      `cursor=${Buffer.from('{"0":"x","1":1}').toString('base64url')}`,
      'cursor=%%%',
      'offset=20000',
      'activo=quizas',
    ]) {
      const res = await get(`/api/test/pruebas?customerid=${ownCustomer}&${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().errorCode, qs).toBe(1);
    }
  });
});

describe('scope through a parent', () => {
  it('lists the whole work area without the parent id, only rows of parents in scope', async () => {
    const mine = (await get('/api/test/pruebas?limit=500', operator)).json().pruebas as {
      idcliente: number;
    }[];
    expect(mine.some((p) => p.idcliente === ownCustomer)).toBe(true);
    expect(mine.some((p) => p.idcliente === foreignCustomer)).toBe(false);
  });

  it('checks a named parent: 403 errorCode 5 outside the scope, 404 when it does not exist', async () => {
    const res = await get(`/api/test/pruebas?customerid=${foreignCustomer}`, operator);
    expect(code(res)).toEqual([403, 5]);
    expect((await get('/api/test/pruebas?customerid=999999')).statusCode).toBe(404);
  });

  it('rolls the whole write back when a step after the insert fails', async () => {
    const count = async () =>
      (await t.db.select().from(customerDepartments).where(eq(customerDepartments.idcliente, ownCustomer)))
        .length;
    const before = await count();
    const res = await send('POST', '/api/test/pruebas/', {
      idcliente: ownCustomer,
      codigo: 'KX',
      nombre: 'Provoca fallo',
    });
    expect(res.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });
});

describe('a declared unique index', () => {
  it('answers a clash on create or update with a 409 naming its field, from the values tried', async () => {
    const [own] = await t.db.select().from(customers).where(eq(customers.id, ownCustomer));
    const expected = (codigo: string) => ({
      errorCode: 7,
      message: `${own!.nombre} ya tiene el código ${codigo}`,
      reason: 'duplicate',
      fields: { codigo: `${own!.nombre} ya tiene el código ${codigo}` },
    });
    const clash = await send('POST', '/api/test/pruebas/', {
      idcliente: ownCustomer,
      codigo: 'k1',
      nombre: 'Otra',
    });
    expect([clash.statusCode, clash.json()]).toEqual([409, expected('K1')]);
    const made = (
      await send('POST', '/api/test/pruebas/', { idcliente: ownCustomer, codigo: 'KU', nombre: 'Única' })
    ).json();
    const renamed = await send('PATCH', '/api/test/pruebas', {
      id: made.id,
      version: made.version,
      codigo: 'K2',
    });
    expect([renamed.statusCode, renamed.json()]).toEqual([409, expected('K2')]);
  });

  it('must be an index the table has: a misspelt one stops the start', () => {
    expect(() =>
      assertUniqueNames(
        customerDepartments,
        { departamentos_codigo: { field: 'codigo', message: 'x' } },
        'prueba',
      ),
    ).toThrow('prueba.unique.departamentos_codigo: la tabla no tiene ese índice único');
    expect(() =>
      assertUniqueNames(
        customerDepartments,
        { clientes_departamentos_codigo_uq: { field: 'codigo', message: 'x' } },
        'prueba',
      ),
    ).not.toThrow();
  });
});

describe('a place column of its own', () => {
  it('filters the list by it without declaring it, and refuses a place outside the scope', async () => {
    const made = await send('POST', '/api/test/reglas/', { idgrupo: ownGroup, nombre: 'Filtrada' }, writer);
    expect(made.statusCode).toBe(200);
    const own = (await get(`/api/test/reglas?idgrupo=${ownGroup}&limit=500`, writer)).json().reglas as {
      idgrupo: number;
    }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.idgrupo === ownGroup)).toBe(true);
    const foreign = await get(`/api/test/reglas?idgrupo=${foreignGroup}`, writer);
    expect(code(foreign)).toEqual([403, 5]);
  });
});

describe('arrays of places', () => {
  it('checks every station of the array, on create and on update', async () => {
    const ok = await send(
      'POST',
      '/api/test/reglas/',
      { idgrupo: ownGroup, nombre: 'Mía', locales: [ownStation] },
      writer,
    );
    expect(ok.statusCode).toBe(200);
    const foreign = await send(
      'POST',
      '/api/test/reglas/',
      { idgrupo: ownGroup, nombre: 'Ajena', locales: [ownStation, foreignStation] },
      writer,
    );
    expect(code(foreign)).toEqual([403, 5]);
    const moved = await send(
      'PATCH',
      '/api/test/reglas',
      { id: ok.json().id, version: 1, locales: [foreignStation] },
      writer,
    );
    expect(code(moved)).toEqual([403, 5]);
  });
});

describe('state change with a reason', () => {
  it('requires the reason to block, keeps it on the record and in the audit, and checks the version', async () => {
    const rule = (
      await send('POST', '/api/test/reglas/', { idgrupo: ownGroup, nombre: 'Bloqueable' })
    ).json();
    const noReason = await send('PATCH', '/api/test/reglas/block', { id: rule.id, bloqueado: true });
    expect(noReason.json()).toMatchObject({ errorCode: 1, fields: { motivo: expect.any(String) } });
    const stale = await send('PATCH', '/api/test/reglas/block', {
      id: rule.id,
      bloqueado: true,
      motivo: 'Fraude',
      version: rule.version + 5,
    });
    expect(code(stale)).toEqual([409, 7]);
    const blocked = await send('PATCH', '/api/test/reglas/block', {
      id: rule.id,
      bloqueado: true,
      motivo: 'Uso fraudulento',
      version: rule.version,
    });
    expect(blocked.json()).toMatchObject({
      bloqueado: true,
      motivobloqueo: 'Uso fraudulento',
      version: rule.version + 1,
    });
    const unblocked = await send('PATCH', '/api/test/reglas/block', { id: rule.id, bloqueado: false });
    expect(unblocked.json()).toMatchObject({ bloqueado: false, motivobloqueo: '' });
    const audit = await auditRows('prueba_regla', rule.id);
    expect(audit.find((a) => a.accion === 'bloqueo')).toMatchObject({
      motivo: 'Uso fraudulento',
      nivel: 'group',
      idnivel: ownGroup,
      antes: { bloqueado: false },
      despues: { bloqueado: true },
    });
  });
});

describe('bulk writes', () => {
  it('writes in one transaction, one audit row per record, and reports what was skipped and why', async () => {
    const make = async (nombre: string) =>
      (await send('POST', '/api/test/reglas/', { idgrupo: ownGroup, nombre })).json().id as number;
    const [a, b, c] = [await make('Lote A'), await make('Lote B'), await make('Lote C')];
    await send('PATCH', '/api/test/reglas/block', { id: c, bloqueado: true, motivo: 'Antes' });

    const preview = (
      await send('POST', '/api/test/reglas/bulk?preview=true', { ids: [a, b, c, 999999] })
    ).json();
    expect(preview).toMatchObject({ total: 4, aplicados: 2, omitidos: 2, simulacion: true });
    expect((await get(`/api/test/reglas?id=${a}`)).json().bloqueado).toBe(false);

    const done = (await send('POST', '/api/test/reglas/bulk', { ids: [a, b, c, 999999] })).json();
    expect(done).toMatchObject({ aplicados: 2, omitidos: 2, simulacion: false });
    expect(done.saltados).toEqual([
      { clave: c, motivo: 'Ya estaba bloqueada' },
      { clave: 999999, motivo: 'No se ha encontrado el registro' },
    ]);
    for (const id of [a, b])
      expect((await auditRows('prueba_regla', id)).filter((r) => r.accion === 'bloqueo')).toHaveLength(1);
  });

  it('writes nothing when an all-or-nothing import has one bad row, and names its line', async () => {
    const count = async () =>
      Number(
        (
          (await t.db.execute(sql`select count(*) n from prueba_reglas`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await count();
    const res = await send('POST', '/api/test/reglas/import', {
      filas: [
        { idgrupo: ownGroup, nombre: 'Importada 1' },
        { idgrupo: ownGroup, nombre: 'Importada 2' },
        { idgrupo: ownGroup, nombre: 'Importada 1' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 1,
      fields: { 'línea 4': 'Ya existe una regla con ese nombre en el grupo' },
    });
    expect(await count()).toBe(before);
    const outside = await send(
      'POST',
      '/api/test/reglas/import',
      { filas: [{ idgrupo: foreignGroup, nombre: 'Ajena' }] },
      writer,
    );
    expect(outside.json().fields).toEqual({ 'línea 2': 'Grupo fuera de su ámbito' });
    expect(await count()).toBe(before);
  });
});

describe('a search typed in groups', () => {
  it('is also looked for in one piece when it is a code, never when it is words', () => {
    expect(inOnePiece('12.345.678-Z')).toBe('12345678Z');
    expect(inOnePiece('3bfr-z2vs-hqt')).toBe('3bfrz2vshqt');
    expect(inOnePiece('NXSH-XTKP-MAQ')).toBe('NXSHXTKPMAQ');
    expect(inOnePiece('0181 ZZB')).toBe('0181ZZB');
    expect(inOnePiece('926 81 07 46')).toBe('926810746');
    expect(inOnePiece('volumen 12345')).toBeNull();
    expect(inOnePiece('Ana Ramos')).toBeNull();
    expect(inOnePiece('67813947B')).toBeNull();
  });
});
