import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { creditMovements, customers } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { customerRisk } from './credit.service';

const { t } = useTestApp();

/** The risk as the movements say it, summed the long way. */
async function summed(idcliente: number) {
  const [row] = await t.db
    .select({
      cents: sql<number>`coalesce(sum(case when tipo = 'cargo' then importe else -importe end), 0)::int`,
    })
    .from(creditMovements)
    .where(eq(creditMovements.idcliente, idcliente));
  return row!.cents / 100;
}

it('keeps each customer’s risk in step with the movements: single and bulk inserts, edits and deletions', async () => {
  const [a, b] = await t.db.select({ id: customers.id }).from(customers).orderBy(customers.id).limit(2);
  const fecha = new Date();
  const before = [await customerRisk(t.db, a!.id), await customerRisk(t.db, b!.id)];
  expect(before).toEqual([await summed(a!.id), await summed(b!.id)]);

  // One statement, several customers and kinds.
  const rows = await t.db
    .insert(creditMovements)
    .values([
      { idcliente: a!.id, tipo: 'cargo', importe: 100.25, concepto: 'prueba', fecha },
      { idcliente: a!.id, tipo: 'abono', importe: 10, concepto: 'prueba', fecha },
      { idcliente: b!.id, tipo: 'cargo', importe: 7.5, concepto: 'prueba', fecha },
      { idcliente: b!.id, tipo: 'pago', importe: 2.5, concepto: 'prueba', fecha },
    ])
    .returning({ id: creditMovements.id });
  expect(await customerRisk(t.db, a!.id)).toBeCloseTo(before[0]! + 90.25, 2);
  expect(await customerRisk(t.db, b!.id)).toBeCloseTo(before[1]! + 5, 2);

  await t.db
    .update(creditMovements)
    .set({ importe: 50, tipo: 'pago' })
    .where(eq(creditMovements.id, rows[0]!.id));
  await t.db.delete(creditMovements).where(eq(creditMovements.id, rows[3]!.id));
  expect(await customerRisk(t.db, a!.id)).toBeCloseTo(await summed(a!.id), 2);
  expect(await customerRisk(t.db, b!.id)).toBeCloseTo(await summed(b!.id), 2);
  expect(await customerRisk(t.db, a!.id)).toBeCloseTo(before[0]! - 60, 2);
});
