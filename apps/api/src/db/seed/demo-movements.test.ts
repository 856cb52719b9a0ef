import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { operations } from '../schema';

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
