import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import * as schema from './index';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

describe('the schema', () => {
  it('names every property after its column: the wire, the kit and the audit read rows by those names', () => {
    expect(tables.length).toBeGreaterThan(20);
    const mismatches = tables.flatMap((t) =>
      Object.entries(getTableColumns(t))
        .filter(([key, column]) => key !== column.name)
        .map(([key, column]) => `${getTableName(t)}.${key} → ${column.name}`),
    );
    expect(mismatches).toEqual([]);
  });
});

describe('money columns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', statementTimeoutMs: 10_000 });
    await database.migrate();
  });
  afterAll(async () => database?.close());

  it('store cents and give euros, also through a sum read back with the column', async () => {
    const { db } = database;
    const [acc] = await db.insert(schema.commercialAccounts).values({ nombre: 'Cuenta' }).returning();
    const [g] = await db
      .insert(schema.groups)
      .values({ grupo: 'Grupo', idcuentacomercial: acc!.id })
      .returning();
    const [c] = await db
      .insert(schema.customers)
      .values({ idgrupo: g!.idgrupo, codigo: 1, nombre: 'Cliente', nif: '12345678Z' })
      .returning();
    for (const importe of [0.1, 0.2, 1234.56])
      await db
        .insert(schema.creditMovements)
        .values({ idcliente: c!.id, fecha: new Date(), tipo: 'cargo', importe });
    const raw = (await db.execute(sql`select importe from movimientos_credito order by id`)) as unknown as {
      rows: { importe: number }[];
    };
    expect(raw.rows.map((r) => Number(r.importe))).toEqual([10, 20, 123456]);
    const rows = await db.select().from(schema.creditMovements);
    expect(rows.map((r) => r.importe)).toEqual([0.1, 0.2, 1234.56]);
    const [sum] = await db
      .select({
        total: sql<number>`sum(${schema.creditMovements.importe})`.mapWith(schema.creditMovements.importe),
      })
      .from(schema.creditMovements);
    expect(sum!.total).toBe(1234.86);
  });
});
