import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authAccounts, authGroupPermissions, authPermissionScopes } from '../db/schema';
import { SESSION_CHANNEL } from '../plugins/session';
import { ADMIN, useTestApp } from './build-app';

/*
 * Every operation of the OpenAPI document gets at least MIN_CASES bad requests, built from its own schema
 * with a seeded generator (the same cases on every run), sent as the admin: none may answer 5xx.
 */
const SEED = 20_260_308;
const MIN_CASES = 110;

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};
type Parameter = { in: 'query' | 'path'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
};
type Case = {
  what: string;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** A body sent exactly as written (bad JSON, prototype keys). */
  raw?: string;
};

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Valid values the schema alone cannot tell (check digits, patterns), by field name. */
const EXAMPLES: Record<string, unknown> = {
  nif: '12345678Z',
  iban: 'ES9121000418450200051332',
  entidad: '2100',
  oficina: '0418',
  dc: '45',
  cuenta: '0200051332',
  email: 'fuzz@demo.es',
  descripcioncodigo: 'FUZZ_CODIGO',
  tipo_permiso: 'can_view_fuzz',
  codigopostal: '28001',
  telefono: '600123456',
  pais: 'ES',
};

/** A plausible valid value for a schema: the starting point every bad case changes one thing of. */
function sample(s: Schema, name = ''): unknown {
  if (name in EXAMPLES) return EXAMPLES[name];
  if (name in realIds) return realIds[name];
  if (s.enum) return s.enum[0];
  if (s.anyOf) return sample(s.anyOf[s.anyOf.length - 1]!, name);
  switch (s.type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      return s.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object': {
      // The required fields, and the ids that tie a record to its parent or place.
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || /^id./.test(key)) out[key] = sample(prop, key);
      }
      return out;
    }
    default: {
      const digits = /^\^\\d\{(\d+)\}\$$/.exec(s.pattern ?? '');
      if (digits) return '1'.repeat(Number(digits[1]));
      if (s.format === 'email' || /email/.test(name)) return 'fuzz@demo.es';
      if (/date|fecha/.test(name)) return '2026-01-15';
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
    }
  }
}

/** Ids of real records, learnt from the API, so that bad cases get past "not found" to deeper code. */
const realIds: Record<string, number> = {};
const REAL_ID_SOURCES = [
  { names: ['customerid', 'idcliente'], list: '/api/v1/customers?limit=1', key: 'customers' },
  { names: ['userid', 'idusuario'], list: '/api/v1/users?limit=1', key: 'users' },
];

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** Values no field should take without a 4xx: wrong types, extremes, NUL, prototype names. */
const BAD_VALUES: unknown[] = [
  '',
  ' ',
  'abc',
  'a\u0000b',
  '\u0000',
  'x'.repeat(10_000),
  '💥'.repeat(300),
  "' or 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  'NaN',
  'Infinity',
  '1e309',
  '0x10',
  '-0',
  ...PROTO_NAMES,
  0,
  -1,
  -0.5,
  1.5,
  2_147_483_648,
  2 ** 53,
  '9007199254740993',
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [1, 2],
  ['a'],
  [[]],
  {},
  { a: 1 },
  { toString: 'x' },
];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const BAD_SORTS = [
  ...PROTO_NAMES,
  ...PROTO_NAMES.map((p) => `-${p}`),
  '-',
  '--id',
  'nombre;drop',
  'a'.repeat(60),
];
/** Cursors whose values are objects, arrays or booleans: kit/paging.ts does not check them yet. */
const PAGING_CURSORS = [
  b64([{}, 1]),
  b64([[1], 1]),
  b64([true, 1]),
  b64([1, {}]),
  b64([1, [2]]),
  b64([1, false]),
];
const BAD_CURSORS = [
  ...PAGING_CURSORS,
  b64([null, null]),
  b64(['a', 'b']),
  b64([1]),
  b64({}),
  b64('x'),
  Buffer.from('no es json').toString('base64url'),
  '!!!',
  'a'.repeat(500),
];

/** A value as it travels in a query string or a path: arrays repeat the parameter. */
const asParam = (v: unknown): string | string[] =>
  Array.isArray(v)
    ? v.map((x) => String(x))
    : typeof v === 'object' && v !== null
      ? JSON.stringify(v)
      : String(v);

function casesFor(op: Operation, seed: number): Case[] {
  const rnd = random(seed);
  const params = op.parameters ?? [];
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const base = (): Case => {
    // No prototype: "__proto__" and "constructor" can be query keys like any other.
    const c: Case = { what: 'base', path: {}, query: Object.create(null) };
    for (const p of params) {
      if (p.in === 'path') c.path[p.name] = asParam(sample(p.schema, p.name)) as string;
      else if (p.required || /.id$/.test(p.name)) c.query[p.name] = asParam(sample(p.schema, p.name));
    }
    if (bodySchema) c.body = sample(bodySchema);
    return c;
  };
  const slots = [
    ...params.map((p) => ({ where: p.in, name: p.name })),
    ...Object.keys(bodySchema?.properties ?? {}).map((name) => ({ where: 'body' as const, name })),
  ];
  const put = (c: Case, slot: (typeof slots)[number], value: unknown) => {
    if (slot.where === 'path') c.path[slot.name] = encodeURIComponent(String(asParam(value)));
    else if (slot.where === 'query') c.query[slot.name] = asParam(value);
    else (c.body as Record<string, unknown>)[slot.name] = value;
    c.what += ` ${slot.where}.${slot.name}=${JSON.stringify(value)?.slice(0, 40)}`;
    return c;
  };

  const cases: Case[] = [];
  // Structure: missing required fields, extra fields, bodies of the wrong shape, prototype keys.
  for (const p of params.filter((x) => x.required && x.in === 'query')) {
    const c = base();
    delete c.query[p.name];
    cases.push({ ...c, what: `sin ${p.name}` });
  }
  for (const key of bodySchema?.required ?? []) {
    const c = base();
    delete (c.body as Record<string, unknown>)[key];
    cases.push({ ...c, what: `sin body.${key}` });
  }
  for (const name of [...PROTO_NAMES, 'zz_extra']) {
    const c = base();
    c.query[name] = 'x';
    cases.push({ ...c, what: `query extra ${name}` });
  }
  if (bodySchema) {
    for (const body of [
      [],
      [base().body],
      'texto',
      123,
      null,
      true,
      { ...(base().body as object), zz_extra: 1 },
    ]) {
      cases.push({ ...base(), body, what: `body ${JSON.stringify(body)?.slice(0, 40)}` });
    }
    const json = JSON.stringify(base().body).slice(1, -1);
    for (const raw of [
      `{"__proto__":{"admin":true}${json ? `,${json}` : ''}}`,
      `{"constructor":{"prototype":{"admin":true}}${json ? `,${json}` : ''}}`,
      '{"a":',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ]) {
      cases.push({ ...base(), raw, what: `raw ${raw.slice(0, 40)}` });
    }
  }
  // Every slot with every bad value; sort and cursor with their own.
  for (const slot of slots) {
    for (const value of BAD_VALUES) cases.push(put(base(), slot, value));
    if (slot.name === 'sort') {
      for (const s of BAD_SORTS) cases.push(put(base(), slot, s));
    }
    if (slot.name === 'cursor') {
      for (const s of BAD_CURSORS) cases.push(put(base(), slot, s));
    }
  }
  // Fewer than MIN_CASES so far (few fields): random pairs of bad values, and bad extra query fields.
  while (cases.length < MIN_CASES) {
    const c = base();
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    if (slots.length) put(c, pick(slots), pick(BAD_VALUES));
    if (!slots.length || rnd() < 0.5)
      put(c, { where: 'query', name: pick(['zz', ...PROTO_NAMES]) }, pick(BAD_VALUES));
    cases.push(c);
  }
  return cases;
}

const { t } = useTestApp();

it('sends at least 100 bad cases to every operation of the OpenAPI document as the admin, and none answers 5xx', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  // A case may change the admin itself (its password, group, permissions or scope): it is put back after
  // each operation, so every operation is tried by a working admin.
  const [admin] = await t.db.select().from(authAccounts).where(eq(authAccounts.email, ADMIN));
  if (!admin) throw new Error('falta la cuenta del administrador');
  const perms = await t.db
    .select()
    .from(authGroupPermissions)
    .where(eq(authGroupPermissions.idauthgroup, admin.idauthgroup));
  const scopes = await t.db
    .select()
    .from(authPermissionScopes)
    .where(eq(authPermissionScopes.idauthaccount, admin.id));
  let headers = t.admin;
  for (const { names, list, key } of REAL_ID_SOURCES) {
    const id = (await t.app.inject({ method: 'GET', url: list, headers })).json()[key]?.[0]?.id;
    for (const name of names) if (id) realIds[name] = id;
  }
  const restoreAdmin = async () => {
    await t.db.transaction(async (tx) => {
      await tx.update(authAccounts).set(admin).where(eq(authAccounts.id, admin.id));
      await tx.delete(authGroupPermissions).where(eq(authGroupPermissions.idauthgroup, admin.idauthgroup));
      await tx.insert(authGroupPermissions).values(perms);
      await tx.delete(authPermissionScopes).where(eq(authPermissionScopes.idauthaccount, admin.id));
      await tx.insert(authPermissionScopes).values(scopes);
    });
    await t.database.notify(SESSION_CHANNEL, '*');
    headers = (await t.login()).headers;
  };

  const adminWorks = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/authgroups?limit=1', headers })).statusCode === 200;

  const failures: string[] = [];
  let operations = 0;
  let seed = SEED;
  for (const [url, ops] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(ops)) {
      operations++;
      const cases = casesFor(op, seed++);
      expect(cases.length).toBeGreaterThanOrEqual(100);
      for (const c of cases) {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(c.query))
          for (const v of [value].flat()) query.append(key, v);
        const path = url.replace(/\{(\w+)\}/g, (_, name: string) => c.path[name] ?? '1');
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: `${path}${query.size ? `?${query}` : ''}`,
          headers:
            c.raw !== undefined || c.body !== undefined
              ? { ...headers, 'content-type': 'application/json' }
              : headers,
          ...(c.raw !== undefined
            ? { payload: c.raw }
            : c.body !== undefined
              ? { payload: JSON.stringify(c.body) }
              : {}),
        });
        // A case that ended the admin's session (logout, a change of the admin): the next one starts signed in.
        if (res.statusCode === 401 && !(await adminWorks())) await restoreAdmin();
        if (res.statusCode < 500) continue;
        failures.push(
          `${method.toUpperCase()} ${url} [${c.what}] → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
      const [now] = await t.db.select().from(authAccounts).where(eq(authAccounts.id, admin.id));
      if (now?.version !== admin.version || !(await adminWorks())) await restoreAdmin();
    }
  }
  expect(operations).toBeGreaterThan(50);
  expect(failures).toEqual([]);
}, 600_000);
