import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Params } from '../lib/sql-literal';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One face for both engines: queries through Drizzle, plus what Drizzle does not cover. */
export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  migrate(): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  /** A statement without the request timeout that cannot run in a transaction (VACUUM after a bulk load). */
  maintenance(statement: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as a tarball (tests start from a seeded copy). */
  dump?(): Promise<Blob>;
  /**
   * A short transaction of raw statements in as few round trips as the engine allows (the authoriser's hot
   * path): on PostgreSQL the BEGIN travels with the first statement and the COMMIT with the one marked
   * `last`, each as one simple-protocol message, so values are inlined with `lib/sql-literal` (never by hand).
   * Committed when `fn` resolves, rolled back when it throws.
   */
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
};

export type RawTx = {
  /**
   * One statement; `last` commits with it. Its rows, parsed as the driver parses. With `params` (its `$n`
   * values, `lib/sql-literal`) the text is prepared once per connection and executed with them.
   */
  query<R = Record<string, unknown>>(text: string, opts?: { last?: boolean; params?: Params }): Promise<R[]>;
  /** Drizzle on the same transaction, for the less travelled branches (after a first `query`). */
  orm(): Db;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type OpenOptions = {
  databaseUrl?: string;
  /** Folder for the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  statementTimeoutMs: number;
  /** A dump of a seeded embedded database to start from (tests). */
  loadDataDir?: Blob;
  onError?: (err: Error) => void;
};

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPg(opts.databaseUrl, opts) : openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const inMemory = opts.dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(opts.dataDir);
  let client: PGlite;
  try {
    client = new PGlite({
      dataDir: inMemory ? undefined : path.join(opts.dataDir, 'pgdata'),
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm, btree_gin },
    });
    await client.waitReady;
    await client.exec(`SET statement_timeout = ${Math.trunc(opts.statementTimeoutMs)}; SET TIME ZONE 'UTC'`);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // Migrations may rewrite or index millions of rows: the request timeout does not apply to them.
    async migrate() {
      await client.exec('SET statement_timeout = 0');
      try {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      } finally {
        await client.exec(`SET statement_timeout = ${Math.trunc(opts.statementTimeoutMs)}`);
      }
    },
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await client.query('select 1');
    },
    async maintenance(statement) {
      await client.exec('SET statement_timeout = 0');
      try {
        await client.exec(statement);
      } finally {
        await client.exec(`SET statement_timeout = ${Math.trunc(opts.statementTimeoutMs)}`);
      }
    },
    dump: () => client.dumpDataDir('gzip'),
    // In-process: round trips cost nothing; PGlite's own transaction keeps other requests out meanwhile.
    rawTransaction: (fn) =>
      client.transaction((t) =>
        fn({
          query: async <R>(text: string, opts?: { params?: Params }) => {
            if (!opts?.params) return (await t.query<R>(text)).rows;
            const name = await prepareOnce(client, text, (sql) => t.exec(sql));
            return (await t.query<R>(executeSql(name, opts.params))).rows;
          },
          // Drizzle's PGlite session only calls query() on its client, which the transaction has too.
          orm: () => drizzlePglite(t as unknown as PGlite, { schema }) as unknown as Db,
        }),
      ),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPg(url: string, opts: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: opts.statementTimeoutMs,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    options: '-c TimeZone=UTC',
  });
  // A dropped idle connection must not crash the process; the pool opens a new one next time.
  pool.on('error', (err) => opts.onError?.(err));
  // Nor may a checked-out one (a transaction between two queries when the server restarts, 57P01): the pool
  // listens only to its idle connections. The next query on it fails (503) and the pool discards it.
  pool.on('connect', (client) => client.on('error', (err) => opts.onError?.(err)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Array<(payload: string) => void>>();
  let listenClient: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // LISTEN needs its own long-lived connection; it reconnects by itself after a server restart.
  async function connectListener(): Promise<void> {
    if (closed || listeners.size === 0) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const reconnect = (err?: Error) => {
      if (err) opts.onError?.(err);
      if (listenClient === client) listenClient = undefined;
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      if (!closed && !retry) {
        retry = setTimeout(() => {
          retry = undefined;
          connectListener().catch(() => {});
        }, 1_000);
      }
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      listenClient = client;
      // Whatever was missed while disconnected is unknown: tell every listener to forget its cache.
      for (const [, fns] of listeners) for (const fn of fns) fn('*');
    } catch (err) {
      reconnect(err as Error);
    }
  }

  async function unboundedClient() {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      options: '-c TimeZone=UTC -c statement_timeout=0',
    });
    await client.connect();
    return client;
  }

  return {
    kind: 'pg',
    db,
    // Migrations may rewrite or index millions of rows: their own connection, without the request timeout.
    async migrate() {
      const client = await unboundedClient();
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    async listen(channel, onMessage) {
      const fns = listeners.get(channel) ?? [];
      fns.push(onMessage);
      listeners.set(channel, fns);
      if (listenClient) await listenClient.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      else await connectListener();
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    async maintenance(statement) {
      const client = await unboundedClient();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    },
    async rawTransaction(fn) {
      const client = await pool.connect();
      let begun = false;
      let ended = false;
      const tx: RawTx = {
        async query<R>(text: string, opts?: { last?: boolean; params?: Params }) {
          if (ended) throw new Error('La transacción ya terminó');
          const statement = opts?.params
            ? executeSql(await prepareOnce(client, text, (sql) => client.query(sql)), opts.params)
            : text;
          const parts = [begun ? '' : 'BEGIN', statement, opts?.last ? 'COMMIT' : ''].filter(Boolean);
          const first = !begun;
          begun = true;
          const result = (await client.query(parts.join(';\n'))) as unknown as
            | pg.QueryResult
            | pg.QueryResult[];
          if (opts?.last) ended = true;
          const results = Array.isArray(result) ? result : [result];
          return results[first ? 1 : 0]!.rows as R[];
        },
        orm() {
          if (!begun || ended) throw new Error('orm() va entre la primera consulta y la última');
          return drizzlePg(client, { schema }) as unknown as Db;
        },
      };
      let broken: Error | undefined;
      try {
        const out = await fn(tx);
        if (begun && !ended) await client.query('COMMIT');
        return out;
      } catch (err) {
        // A statement that failed leaves the transaction aborted (the rest of its message is skipped).
        if (begun) await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}

// The raw transactions' statements prepared on each connection (a pooled client, or PGlite's one session),
// by name. A PREPARE outlives a rolled-back transaction, so a name once prepared stays so until deallocated.
const prepared = new WeakMap<object, Set<string>>();
const MAX_PREPARED = 200;

/** The statement's name on this connection, PREPAREd there first when it is new to it. */
async function prepareOnce(connection: object, text: string, run: (sql: string) => Promise<unknown>) {
  const name = `rt_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  let known = prepared.get(connection);
  if (!known) {
    known = new Set();
    prepared.set(connection, known);
  }
  if (known.has(name)) return name;
  if (known.size >= MAX_PREPARED) {
    // Only ours: the driver keeps named statements of its own on the same connection.
    await run([...known].map((n) => `DEALLOCATE ${n}`).join(';\n'));
    known.clear();
  }
  await run(`PREPARE ${name} AS ${text}`);
  known.add(name);
  return name;
}

const executeSql = (name: string, params: Params) =>
  params.args.length ? `EXECUTE ${name}(${params.args.join(', ')})` : `EXECUTE ${name}`;

/** One process per embedded database folder: a second one would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const tryLock = () => {
    const fd = fs.openSync(lockFile, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryLock();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // The previous owner died without cleaning up: take the lock over.
    fs.rmSync(lockFile, { force: true });
    tryLock();
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso (pid ${pid}). ` +
        'Detenga ese proceso o use otro DATA_DIR.',
    );
  }
}
