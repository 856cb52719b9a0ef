import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { appUsers, loyaltyMovements, scheduledRuns } from '../../db/schema';
import { expectInvalid, scopedWriter, useTestApp } from '../../test/build-app';
import { monthsBefore, runPointsExpiry } from './expiry';

const { t, get, send, auditOf } = useTestApp();

type Movement = { id: number; idusuario: number; fecha: string; tipo: string; puntos: number; saldo: number };

const userOf = async (idgrupo: number) =>
  (await get(`/api/v1/loyalty/movements?idgrupo=${idgrupo}&limit=1`)).json().movements[0].idusuario as number;

describe('GET /v1/loyalty/movements', () => {
  it('lists points movements newest first with the balance after each, keyset-paged', async () => {
    const first = (await get(`/api/v1/loyalty/movements?idgrupo=${t.operatorGroup}&limit=25`)).json();
    expect(first.movements).toHaveLength(25);
    expect(first.total).toBeGreaterThan(25);
    const next = (
      await get(`/api/v1/loyalty/movements?idgrupo=${t.operatorGroup}&limit=25&cursor=${first.nextCursor}`)
    ).json();
    const ids = new Set(first.movements.map((m: Movement) => m.id));
    expect(next.movements.some((m: Movement) => ids.has(m.id))).toBe(false);
    // One user's balances chain: each one is the previous plus its points.
    const id = first.movements[0].idusuario;
    const mine = (await get(`/api/v1/loyalty/movements?idusuario=${id}&limit=500`)).json()
      .movements as Movement[];
    const chrono = [...mine].reverse();
    for (let i = 1; i < chrono.length; i++)
      expect(chrono[i]!.saldo).toBe(chrono[i - 1]!.saldo + chrono[i]!.puntos);
    const canjes = (await get(`/api/v1/loyalty/movements?tipo=canje&limit=50`)).json()
      .movements as Movement[];
    expect(canjes.every((m) => m.tipo === 'canje' && m.puntos < 0)).toBe(true);
  });

  it('refuses bad filters and what lies outside the scope', async () => {
    expectInvalid(await get('/api/v1/loyalty/movements?tipo=regalo'), { tipo: expect.any(String) });
    expectInvalid(await get('/api/v1/loyalty/movements?dateto=31/12/2026'), { dateto: expect.any(String) });
    const res = await get(`/api/v1/loyalty/movements?idgrupo=${t.otherGroup}`, t.operator);
    expect(res.json().errorCode).toBe(5);
    const foreign = await userOf(t.otherGroup);
    expect((await get(`/api/v1/loyalty/movements?idusuario=${foreign}`, t.operator)).json().errorCode).toBe(
      5,
    );
    expect((await get('/api/v1/loyalty/movements', t.operator)).statusCode).toBe(200);
  });
});

describe('POST /v1/loyalty/movements/', () => {
  it('adjusts points with a reason: balance after, the user total, an audit row', async () => {
    const id = await userOf(t.operatorGroup);
    const [before] = await t.db.select({ puntos: appUsers.puntos }).from(appUsers).where(eq(appUsers.id, id));
    const res = await send('POST', '/api/v1/loyalty/movements/', {
      idusuario: id,
      puntos: 150,
      motivo: 'Compensación por incidencia',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tipo: 'ajuste', puntos: 150, saldo: before!.puntos + 150 });
    const [after] = await t.db.select({ puntos: appUsers.puntos }).from(appUsers).where(eq(appUsers.id, id));
    expect(after!.puntos).toBe(before!.puntos + 150);
    const [audit] = await auditOf('movimientos_puntos', res.json().id);
    expect(audit).toMatchObject({ accion: 'ajuste', motivo: 'Compensación por incidencia' });
  });

  it('refuses no reason, zero, decimals, a balance below zero', async () => {
    const id = await userOf(t.operatorGroup);
    const post = (body: object) => send('POST', '/api/v1/loyalty/movements/', body);
    expectInvalid(await post({ idusuario: id, puntos: 10 }), { motivo: expect.any(String) });
    expectInvalid(await post({ idusuario: id, puntos: 0, motivo: 'Nada' }), { puntos: expect.any(String) });
    expectInvalid(await post({ idusuario: id, puntos: 1.5, motivo: 'Medio' }), {
      puntos: 'Los puntos son enteros',
    });
    expectInvalid(await post({ idusuario: id, puntos: -10_000_00, motivo: 'Quitar todo' }), {
      puntos: expect.stringContaining('negativo'),
    });
  });

  it('needs can_edit_operacionesfidelizacion and the user in scope', async () => {
    const id = await userOf(t.operatorGroup);
    const res = await send(
      'POST',
      '/api/v1/loyalty/movements/',
      { idusuario: id, puntos: 5, motivo: 'Regalo' },
      t.operator,
    );
    expect(res.json().errorCode).toBe(4);
    const writer = await scopedWriter(t, t.operatorGroup, 'escritor.puntos@demo.es');
    const foreign = await userOf(t.otherGroup);
    const out = await send(
      'POST',
      '/api/v1/loyalty/movements/',
      { idusuario: foreign, puntos: 5, motivo: 'Regalo' },
      writer,
    );
    expect(out.json().errorCode).toBe(5);
  });
});

describe('points expiry', () => {
  it('goes back whole months, to the last day of a shorter month', () => {
    expect(monthsBefore('2026-11-24', 24)).toBe('2024-11-24');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2028-03-31', 1)).toBe('2028-02-29');
  });

  it('expires what was earned before the cut-off and not spent, exactly once with two instances', async () => {
    const id = await userOf(t.operatorGroup);
    // 300 points earned 30 months ago, 120 spent since: 180 must go, and only once.
    const old = new Date(Date.now() - 30 * 31 * 86_400_000);
    await t.db.transaction(async (tx) => {
      await tx.delete(loyaltyMovements).where(eq(loyaltyMovements.idusuario, id));
      await tx.insert(loyaltyMovements).values([
        { idusuario: id, fecha: old, tipo: 'ajuste', puntos: 300, saldo: 300, motivo: 'Alta' },
        { idusuario: id, fecha: new Date(), tipo: 'canje', puntos: -120, saldo: 180, motivo: 'Lavado' },
        { idusuario: id, fecha: new Date(), tipo: 'acumulación', puntos: 40, saldo: 220, motivo: 'Reciente' },
      ]);
      await tx.update(appUsers).set({ puntos: 220 }).where(eq(appUsers.id, id));
      await tx.delete(scheduledRuns);
    });
    // A second instance: its own connection to the same PostgreSQL, or the same embedded database.
    const url = t.config.databaseUrl;
    const other = url
      ? await openDatabase({ databaseUrl: url, dataDir: '', statementTimeoutMs: 30_000 })
      : null;
    try {
      const runs = await Promise.all([runPointsExpiry(t.db), runPointsExpiry(other?.db ?? t.db)]);
      expect(runs.filter((r) => r === null)).toHaveLength(1);
      expect(await runPointsExpiry(t.db)).toBeNull();
    } finally {
      await other?.close();
    }
    const rows = await t.db
      .select()
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.idusuario, id), eq(loyaltyMovements.tipo, 'caducidad')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ puntos: -180, saldo: 40 });
    // The next day finds nothing more to expire for this user.
    await t.db.delete(scheduledRuns);
    const again = await runPointsExpiry(t.db, new Date(Date.now() + 86_400_000));
    expect(again?.find((r) => r.idusuario === id)).toBeUndefined();
    const [count] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.idusuario, id), eq(loyaltyMovements.tipo, 'caducidad')));
    expect(count!.n).toBe(1);
  });
});
