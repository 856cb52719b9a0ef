import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed/demo';
import { DEMO_PASSWORD, type TestApp, useTestApp } from '../../test/build-app';
import { withDb } from '../../test/global-setup';
import { authFixture } from './authorize-fixture';

/*
 * Limits hold under concurrency (docs/decisions/006-authoriser-concurrency.md): 50 simultaneous requests for
 * one card never approve more than its daily limit leaves, nor 50 for two cards of one customer more than
 * its credit leaves. On the engine of the run (PGlite, or PostgreSQL with DATABASE_URL), and with two API
 * instances on one PostgreSQL database.
 */

type Send = Awaited<ReturnType<typeof authFixture>>['send'];
type Answer = { resultado: string; importeautorizado: number; motivo: string };

async function burst(sends: Send[], pans: string[], idproducto: number, n = 50, importe = 7) {
  const answers = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const send = () =>
        sends[i % sends.length]!('', {
          tarjeta: pans[i % pans.length],
          pin: '1234',
          productos: [{ idproducto }],
          importe,
        });
      // A terminal retries a 503 (no pool connection in time on a loaded machine): nothing was written.
      let res = await send();
      for (let retry = 0; res.statusCode === 503 && retry < 5; retry++) res = await send();
      expect(res.statusCode).toBe(200);
      return res.json() as Answer;
    }),
  );
  const cents = answers.reduce((s, a) => s + Math.round(a.importeautorizado * 100), 0);
  return { answers, total: cents / 100 };
}

/** The two checks of the issue, against one or more instances sharing one database. */
async function limitsHold(apps: { t: TestApp; admin: Record<string, string> }[]) {
  const [first, ...rest] = apps;
  const f = await authFixture(first!.t, first!.admin, { offset: 3 });
  const goa = f.product('GOA').idproducto;
  const sends: Send[] = [f.send, ...rest.map(() => f.send)];
  // Each instance sends through its own app, with the same terminal key.
  rest.forEach((a, i) => {
    sends[i + 1] = (path, payload) =>
      a.t.app.inject({
        method: 'POST',
        url: `/api/v1/authorize${path}`,
        payload,
        headers: { 'x-terminal-key': f.key },
      });
  });

  const c1 = await f.customer({ limitecredito: 100_000 });
  const card = await f.vehicle(c1, { limitediario: 100 });
  const one = await burst(sends, [card.pan], goa);
  expect(one.total).toBe(100);
  expect(one.answers.filter((a) => a.resultado === 'aprobada').length).toBe(15); // 14 × 7 + 2
  expect(one.answers.filter((a) => a.motivo === 'límite diario superado').length).toBe(35);

  const c2 = await f.customer({ limitecredito: 200 });
  const a = await f.vehicle(c2);
  const b = await f.vehicle(c2);
  const two = await burst(sends, [a.pan, b.pan], goa, 50, 9);
  expect(two.total).toBe(200);
  expect(two.answers.filter((x) => x.motivo === 'crédito agotado').length).toBe(50 - 23);
}

describe('on the engine of this run', () => {
  const { t } = useTestApp();
  it('50 parallel requests never exceed a card’s daily limit, nor two cards’ customer credit', async () => {
    await limitsHold([{ t, admin: t.admin }]);
  });
});

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

describe('two API instances on one PostgreSQL database', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn().catch(() => {});
  });

  it('hold the same limits as one', async (ctx) => {
    const ok = await reachable(PG_URL);
    if (!ok && process.env.CI) throw new Error(`En CI esta prueba necesita PostgreSQL en ${PG_URL}`);
    ctx.skip(!ok, `Se omite: no hay PostgreSQL en ${PG_URL}`);

    const name = `ac_test_auth_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const template = inject('pgTemplate');
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    cleanup.push(async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = withDb(PG_URL, name);
    const open = () => openDatabase({ databaseUrl: url, dataDir: '', statementTimeoutMs: 30_000 });
    if (!template) {
      const setup = await open();
      await setup.migrate();
      await seedDemo(setup.db, () => {});
      await setup.close();
    }
    const instances: { t: TestApp; admin: Record<string, string> }[] = [];
    for (let i = 0; i < 2; i++) {
      const database: Database = await open();
      const config = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, { databaseUrl: url });
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      cleanup.push(async () => {
        await app.close();
        await database.close();
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/login',
        payload: { email: 'admin@demo.es', password: DEMO_PASSWORD },
      });
      const body = login.json();
      const t = { app, db: database.db, database, config } as unknown as TestApp;
      instances.push({
        t,
        admin: {
          authorization: `Bearer ${body.token}`,
          'x-api-key': body.key,
          'x-refresh-token': body.refreshtoken,
        },
      });
    }
    await limitsHold(instances);
  });
});
