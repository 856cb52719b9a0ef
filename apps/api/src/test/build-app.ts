import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { customerBanks, customers, products, webAudit } from '../db/schema';
import { createRng, makeCif } from '../db/seed/random';
import { addDays, madridToday } from '../lib/dates';
import { withDb } from './global-setup';

export const DEMO_PASSWORD = 'Demo#2026';

/** A day as the API reads `datesince`/`dateto` (Madrid), `offset` days from today: never the UTC date. */
export const madridDay = (offset = 0) => addDays(madridToday(), offset);
export const ADMIN = 'admin@demo.es';
export const OPERATOR = 'operador@demo.es';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The real app on a private copy of the seeded database (embedded, or PostgreSQL when DATABASE_URL is set). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  extraModules: BuildOptions['extraModules'] = [],
  logStream?: NodeJS.WritableStream,
) {
  const url = process.env.DATABASE_URL;
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (url) {
    const name = `ac_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    databaseUrl = withDb(url, name);
    dropDb = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, { databaseUrl, ...overrides });
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    statementTimeoutMs: config.statementTimeoutMs,
    loadDataDir: databaseUrl ? undefined : new Blob([fs.readFileSync(inject('pgliteDump'))]),
  });
  const app = await buildApp({ config, database, logger: Boolean(logStream), logStream, extraModules });
  await app.ready();

  async function login(email = ADMIN, password = DEMO_PASSWORD) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    return {
      body,
      headers: {
        authorization: `Bearer ${body.token}`,
        'x-api-key': body.key,
        'x-refresh-token': body.refreshtoken,
      } as Record<string, string>,
    };
  }

  return {
    app,
    database,
    db: database.db,
    config,
    login,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}

export type Headers = Record<string, string>;
type Login = Awaited<ReturnType<TestApp['login']>>;

/**
 * The usual start of a test file: one app for the file, the admin and the operator signed in, and requests
 * made as the admin unless other headers are given. `t` is filled in before the first test runs.
 */
export function useTestApp() {
  const t = {} as TestApp & {
    admin: Headers;
    operator: Headers;
    adminLogin: Login['body'];
    operatorLogin: Login['body'];
    /** The operator's group, and one outside the operator's scope. */
    operatorGroup: number;
    otherGroup: number;
  };
  beforeAll(async () => {
    const app = await buildTestApp();
    const admin = await app.login();
    const operator = await app.login(OPERATOR);
    const operatorGroup: number = operator.body.scope[0].idgrupo;
    const groups = (admin.body.scope as { idgrupo: number }[]).map((s) => s.idgrupo);
    Object.assign(t, app, {
      admin: admin.headers,
      operator: operator.headers,
      adminLogin: admin.body,
      operatorLogin: operator.body,
      operatorGroup,
      otherGroup: groups.find((g) => g !== operatorGroup),
    });
  });
  afterAll(async () => t.close?.());
  const get = (url: string, headers = t.admin) => t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = t.admin) =>
    t.app.inject({ method, url, payload, headers });
  /** The staff audit rows of one record, newest first. */
  const auditOf = (recurso: string, id: number | string) =>
    t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.recurso, recurso), eq(webAudit.idregistro, String(id))))
      .orderBy(desc(webAudit.id));
  return { t, get, send, auditOf };
}

/** An answer's status and errorCode, to compare with a refusal: `[403, 5]` is out of scope. */
export const code = (res: { statusCode: number; json(): { errorCode?: number } }) => [
  res.statusCode,
  res.json().errorCode,
];

/** A validation refusal (errorCode 1) naming these fields with these messages. */
export function expectInvalid(res: { json: () => unknown }, fields: Record<string, unknown>) {
  expect(res.json()).toMatchObject({ errorCode: 1, fields });
}

/** A duplicate refused (409 errorCode 7, reason 'duplicate') with this message, on this field. */
export function expectDuplicate(
  res: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) {
  expect([res.statusCode, res.json()]).toEqual([
    409,
    { errorCode: 7, message, reason: 'duplicate', fields: { [field]: message } },
  ]);
}

/**
 * A staff account with every permission and a single group in scope, created through the API: what a
 * scoped writer can and cannot do is what the scope checks are about.
 */
export async function scopedWriter(t: TestApp, idgrupo: number, email = `escritor.${idgrupo}@demo.es`) {
  const admin = (await t.login()).headers;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, headers: admin });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const perms = (await call('GET', '/api/v1/authpermission')).authpermissions as { id: number }[];
  const group = await call('POST', '/api/v1/authgroups/', { descripcion: `Escritores del grupo ${idgrupo}` });
  await call('POST', '/api/v1/authgroups/authpermissions/', {
    authGroup: group.id,
    authPermissions: perms.map((p) => p.id),
  });
  await call('POST', '/api/v1/authaccount/', {
    email,
    nombre: 'Escritor Acotado',
    idauthgroup: group.id,
    password: 'Escritor2026x',
    scopes: [{ idgrupo }],
  });
  return (await t.login(email, 'Escritor2026x')).headers;
}

/** A valid CIF no other customer has (a repeated NIF in a group is refused unless confirmed). */
export const uniqueCif = () => makeCif(createRng(`${Date.now()}-${Math.random()}`));

/** The seed's first live credit customer of a group (by id); `withBank`: the first that has a bank account. */
export async function creditCustomer(t: TestApp, idgrupo: number, withBank = false) {
  const q = t.db.select({ id: customers.id, nombre: customers.nombre }).from(customers).$dynamic();
  if (withBank) q.innerJoin(customerBanks, eq(customerBanks.idcliente, customers.id));
  const [row] = await q
    .where(and(eq(customers.idgrupo, idgrupo), eq(customers.contado, false), isNull(customers.deleted_at)))
    .orderBy(asc(customers.id))
    .limit(1);
  return row!;
}

/** The id of a seeded product of a group, by its code ("GOA"). */
export async function productId(t: TestApp, codigo: string, idgrupo: number) {
  const [p] = await t.db
    .select({ id: products.idproducto })
    .from(products)
    .where(and(eq(products.idgrupo, idgrupo), eq(products.codigo, codigo)));
  return p!.id;
}

/** A tariff of the group valid only during 2026 (Gasóleo A, 1 cént./l): for checks of its validity. */
export async function rateOf2026(t: TestApp & { admin: Headers }, idgrupo: number): Promise<number> {
  const idproducto = await productId(t, 'GOA', idgrupo);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rates/',
    headers: t.admin,
    payload: {
      idgrupo,
      nombre: 'Solo 2026',
      tipo: 'céntimos/litro',
      fechadesde: '2026-01-01',
      fechahasta: '2026-12-31',
      lineas: [{ idproducto, valor: 1 }],
    },
  });
  return res.json().idtarifa;
}
