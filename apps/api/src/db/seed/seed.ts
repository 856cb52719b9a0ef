import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { commercialAccounts } from '../schema';
import { type SeedSecrets, seedDemo } from './demo';
import { backfillDemoCards } from './demo-cards-backfill';
import { seedLarge } from './large';

/** Seeds an empty database only (an older demo one gets its cards' hashes); returns whether it seeded. */
export async function seedIfEmpty(
  db: Db,
  mode: 'demo' | 'none' | 'large' | 'xl',
  log: (m: string) => void,
  maintenance?: (statement: string) => Promise<void>,
  secrets?: SeedSecrets,
): Promise<boolean> {
  if (mode === 'none') return false;
  const [row] = await db.select({ n: count() }).from(commercialAccounts);
  if (Number(row?.n ?? 0) > 0) {
    const cards = await backfillDemoCards(db);
    if (cards) log(`Tarjetas de demostración sin su hash: ${cards} completadas`);
    return false;
  }
  await seedDemo(db, log, new Date(), secrets);
  if (mode === 'large' || mode === 'xl') await seedLarge(db, log, mode, maintenance);
  return true;
}
