import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, terminals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';

// A route the stations' terminals call, declared for the test: it answers who the terminal is.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({}, [
    async ({ app }) => {
      app.get('/api/test/terminal', { config: { auth: 'terminal' } }, async (req) => req.terminal);
    },
  ]);
  admin = (await t.login()).headers;
});
afterAll(async () => t?.close());

const call = (key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/test/terminal',
    headers: { ...headers, ...(key ? { 'x-terminal-key': key } : {}) },
  });
const issue = async (id: number) =>
  t.app.inject({ method: 'POST', url: '/api/v1/terminals/key', headers: admin, payload: { id } });

describe('terminals and their keys', () => {
  it('lists a station’s terminals with the station’s name and no key', async () => {
    const [one] = await t.db.select().from(terminals).limit(1);
    const res = (
      await t.app.inject({ method: 'GET', url: `/api/v1/terminals?idlocal=${one!.idlocal}`, headers: admin })
    ).json();
    expect(res.terminals.length).toBeGreaterThan(1);
    expect(res.terminals[0]).toMatchObject({
      idlocal: one!.idlocal,
      local: expect.any(String),
      claveemitida: null,
    });
    expect(JSON.stringify(res)).not.toContain('clave_hash');
  });

  it('issues a key shown once and stored hashed; a new key replaces the old one', async () => {
    const [one] = await t.db.select().from(terminals).limit(1);
    const first = await issue(one!.id);
    expect(first.statusCode).toBe(200);
    const { clave } = first.json();
    expect(clave.length).toBeGreaterThanOrEqual(40);
    const [stored] = await t.db.select().from(terminals).where(eq(terminals.id, one!.id));
    expect(stored!.clave_hash).not.toContain(clave);
    const dump = (await t.db.execute(sql`select * from terminales where id = ${one!.id}`)) as unknown as {
      rows: unknown[];
    };
    expect(JSON.stringify(dump.rows)).not.toContain(clave);
    // Neither the answer of a read nor the audit holds it.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/terminals?id=${one!.id}`,
      headers: admin,
    });
    expect(read.body).not.toContain(clave);
    expect(read.json().claveemitida).toBeTruthy();
    const audit = (await t.db.execute(
      sql`select antes, despues from web_audit where recurso = 'terminal'`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(JSON.stringify(audit.rows)).not.toContain(clave);

    const ok = await call(clave);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      idterminal: one!.id,
      idlocal: one!.idlocal,
      idgrupo: expect.any(Number),
    });

    const second = (await issue(one!.id)).json().clave;
    expect((await call(clave)).statusCode).toBe(401);
    expect((await call(second)).statusCode).toBe(200);
  });

  it('refuses a missing or unknown key, and a staff session', async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call('x'.repeat(43))).statusCode).toBe(401);
    expect((await call(undefined, admin)).statusCode).toBe(401);
  });

  it('refuses an inactive terminal and a terminal of an inactive station (403)', async () => {
    const [a, b] = await t.db.select().from(terminals).orderBy(terminals.id).limit(2).offset(4);
    const keyA = (await issue(a!.id)).json().clave;
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/terminals',
      headers: admin,
      payload: { id: a!.id, version: a!.version + 1, activo: false },
    });
    expect(off.statusCode).toBe(200);
    const refused = await call(keyA);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'El terminal está desactivado']);

    const keyB = (await issue(b!.id)).json().clave;
    expect((await call(keyB)).statusCode).toBe(200);
    const [st] = await t.db.select().from(stations).where(eq(stations.idlocal, b!.idlocal));
    const closed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/ambito/locales',
      headers: admin,
      payload: { id: st!.idlocal, version: st!.version, activolocal: false },
    });
    expect(closed.statusCode).toBe(200);
    const station = await call(keyB);
    expect(station.statusCode).toBe(403);
  });

  it('notes the terminal’s last connection', async () => {
    const [one] = await t.db.select().from(terminals).orderBy(terminals.id).limit(1).offset(8);
    await t.db.update(terminals).set({ ultimaconexion: null }).where(eq(terminals.id, one!.id));
    const key = (await issue(one!.id)).json().clave;
    await call(key);
    await expect
      .poll(
        async () => (await t.db.select().from(terminals).where(eq(terminals.id, one!.id)))[0]!.ultimaconexion,
      )
      .not.toBeNull();
  });
});
