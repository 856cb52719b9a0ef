import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from './client';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ac-db-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

describe('the embedded database', () => {
  it('keeps every row across a restart on the same DATA_DIR', async () => {
    const dir = tmp();
    const first = await openDatabase({ dataDir: dir, statementTimeoutMs: 10_000 });
    await first.migrate();
    await first.db.execute(sql`insert into app_settings (key, value) values ('prueba', 'persistente')`);
    await first.close();
    const second = await openDatabase({ dataDir: dir, statementTimeoutMs: 10_000 });
    const res = (await second.db.execute(
      sql`select value from app_settings where key = 'prueba'`,
    )) as unknown as {
      rows: { value: string }[];
    };
    expect(res.rows[0]?.value).toBe('persistente');
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process on the same folder with a clear message', async () => {
    const dir = tmp();
    const other = spawn('sleep', ['30']);
    children.push(other);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
    await expect(openDatabase({ dataDir: dir, statementTimeoutMs: 1000 })).rejects.toThrow(
      DataDirLockedError,
    );
    await expect(openDatabase({ dataDir: dir, statementTimeoutMs: 1000 })).rejects.toThrow(
      /ya está en uso por otro proceso/,
    );
    other.kill();
  });

  it('takes over the lock of a process that died', async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const db = await openDatabase({ dataDir: dir, statementTimeoutMs: 10_000 });
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shuts down cleanly on SIGTERM, releasing the folder', async () => {
    const dir = tmp();
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../server.ts')],
      {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: '0', SEED: 'none', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(server);
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (d: Buffer) => d.toString().includes('escuchando') && resolve());
      server.on('exit', (code) => reject(new Error(`exit ${code}`)));
    });
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    const code = await new Promise<number | null>((resolve) => {
      server.removeAllListeners('exit');
      server.on('exit', (c) => resolve(c));
      server.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

/** A TCP relay we can cut to play "PostgreSQL went away" without touching the shared server. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return {
    async start(port = 0) {
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
      return (server.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('answers 503 while the server is away and recovers by itself', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const name = `ac_test_relay_${process.pid}`;
    const admin = new pg.Client({ connectionString: target.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    target.pathname = `/${name}`;
    const proxy = relay(target);
    const port = await proxy.start();
    const url = new URL(target);
    url.port = String(port);
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '',
      statementTimeoutMs: 5000,
      onError: () => {},
    });
    const config = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, { databaseUrl: url.toString() });
    await database.migrate();
    const app = await buildApp({ config, database, logger: false });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.stop();
    const down = await app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { email: 'a@b.es', password: 'x' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({
      errorCode: 0,
      message: expect.stringMatching(/no está disponible/),
    });

    const again = relay(target);
    await again.start(port);
    let healthy = 0;
    for (let i = 0; i < 20 && healthy !== 200; i++) {
      healthy = (await app.inject({ method: 'GET', url: '/healthz' })).statusCode;
      if (healthy !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(200);
    await app.close();
    await database.close();
    await again.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);
});
