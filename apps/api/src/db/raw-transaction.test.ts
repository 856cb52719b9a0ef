import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Params } from '../lib/sql-literal';
import { type Database, openDatabase } from './client';

// The raw transactions' prepared statements (the authoriser's hot path), on the suite's engine.
const pgUrl = process.env.DATABASE_URL;
const dbName = `ac_test_raw_${process.pid}`;
let database: Database;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  let url: string | undefined;
  if (pgUrl) {
    await admin(async (c) => {
      await c.query(`drop database if exists ${dbName}`);
      await c.query(`create database ${dbName}`);
    });
    const u = new URL(pgUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', statementTimeoutMs: 5000 });
  await database.rawTransaction((tx) =>
    tx.query('CREATE TABLE notas (id serial PRIMARY KEY, texto text NOT NULL, n int)', { last: true }),
  );
});

afterAll(async () => {
  await database?.close();
  if (pgUrl) await admin((c) => c.query(`drop database if exists ${dbName}`));
});

const insert = (texto: string, n: number | null) => {
  const params = new Params();
  return {
    text: `INSERT INTO notas (texto, n) VALUES (${params.value(texto)}, ${params.value(n)}) RETURNING id, texto, n`,
    params,
  };
};

describe(`raw transactions with prepared statements (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('run one text with other values each time, quotes and nulls as data', async () => {
    const answers = [];
    for (const [texto, n] of [
      ["O'Donnell; DROP TABLE notas", 1],
      ['segunda', null],
      ['\\tercera', 3],
    ] as const) {
      const { text, params } = insert(texto, n);
      answers.push(await database.rawTransaction((tx) => tx.query(text, { last: true, params })));
    }
    expect(answers.map((rows) => rows[0] && { texto: rows[0].texto, n: rows[0].n })).toEqual([
      { texto: "O'Donnell; DROP TABLE notas", n: 1 },
      { texto: 'segunda', n: null },
      { texto: '\\tercera', n: 3 },
    ]);
  });

  it('keep working after a transaction that prepared one rolled back, and roll its write back', async () => {
    const { text, params } = insert('deshecha', 9);
    await expect(
      database.rawTransaction(async (tx) => {
        await tx.query(text, { params });
        throw new Error('falla después');
      }),
    ).rejects.toThrow('falla después');
    const again = insert('hecha', 10);
    await database.rawTransaction((tx) => tx.query(again.text, { last: true, params: again.params }));
    const rows = await database.rawTransaction((tx) =>
      tx.query<{ texto: string }>("SELECT texto FROM notas WHERE texto IN ('deshecha', 'hecha')", {
        last: true,
      }),
    );
    expect(rows.map((r) => r.texto)).toEqual(['hecha']);
  });

  it('answer right past the number of statements a connection keeps prepared', async () => {
    for (let i = 0; i < 230; i++) {
      const params = new Params();
      const [row] = await database.rawTransaction((tx) =>
        tx.query<{ v: number }>(`SELECT ${params.value(i, 'int')} + ${i} AS v`, { last: true, params }),
      );
      expect(row!.v).toBe(2 * i);
    }
  });
});
