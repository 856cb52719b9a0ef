import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vatBreakdown } from '../../modules/tickets/ticket-pdf';
import { useTestApp } from '../../test/build-app';
import { operations, tickets, webAudit } from '../schema';

const { t } = useTestApp();

describe('the demo operations', () => {
  it('never authorise more than was requested, nor complete for more than was authorised', async () => {
    const [counts] = await t.db
      .select({
        approved: sql<number>`count(*) filter (where ${operations.resultado} = 'aprobada')::int`,
        overAuthorised: sql<number>`count(*) filter (where ${operations.importeautorizado} > ${operations.importesolicitado})::int`,
        overCompleted: sql<number>`count(*) filter (where ${operations.importefinal} > ${operations.importeautorizado})::int`,
      })
      .from(operations);
    expect(counts!.approved).toBeGreaterThan(1000);
    expect(counts).toMatchObject({ overAuthorised: 0, overCompleted: 0 });
  });
});

describe('the demo tickets', () => {
  it('charge each product at its catalogue VAT rate, each rate’s base from its own lines', async () => {
    const rows = (await t.db.execute(sql`
      select l->>'producto' as producto, (l->>'iva')::int as iva, count(*)::int as n
      from ${tickets}, jsonb_array_elements(${tickets.lineas}) l
      where l->>'producto' in ('Café', 'Agua 1,5 l') group by 1, 2`)) as unknown as {
      rows: { producto: string; iva: number; n: number }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.every((r) => r.iva === 10)).toBe(true);
    const mixed = await t.db
      .select()
      .from(tickets)
      .where(
        sql`exists (select 1 from jsonb_array_elements(${tickets.lineas}) l where (l->>'iva')::int = 10)`,
      )
      .limit(20);
    for (const ticket of mixed) {
      const breakdown = vatBreakdown(ticket);
      expect(breakdown.length).toBeGreaterThan(1);
      expect(breakdown.reduce((s, b) => s + b.base, 0)).toBeCloseTo(ticket.base, 2);
      expect(ticket.base + ticket.iva).toBeCloseTo(ticket.total, 2);
    }
  });

  it('read each vehicle’s odometer up with time, never below 0', async () => {
    const [counts] = await t.db
      .select({
        negative: sql<number>`count(*) filter (where ${tickets.km} < 0)::int`,
        withKm: sql<number>`count(${tickets.km})::int`,
      })
      .from(tickets);
    expect(counts).toMatchObject({ negative: 0 });
    expect(counts!.withKm).toBeGreaterThan(100);
    const [back] = (
      (await t.db.execute(sql`select count(*)::int as n from (
        select km < lag(km) over (partition by idvehiculo order by fecha) as down
        from ${tickets} where km is not null and idvehiculo is not null) s where down`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(back!.n).toBe(0);
  });
});

describe('the demo audit log', () => {
  it('shows customers changed only by who may change them (the administration)', async () => {
    const writers = await t.db
      .selectDistinct({ usuario: webAudit.usuario })
      .from(webAudit)
      .where(sql`${webAudit.recurso} = 'cliente' and ${webAudit.accion} in ('alta', 'modificacion', 'baja')`);
    expect(writers.map((w) => w.usuario)).toEqual(['admin@demo.es']);
  });
});
