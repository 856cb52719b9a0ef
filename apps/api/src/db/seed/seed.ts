import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { commercialAccounts } from '../schema';
import { seedDemo } from './demo';
import { seedLarge } from './large';

/** Seeds an empty database only; returns whether it did. */
export async function seedIfEmpty(
  db: Db,
  mode: 'demo' | 'none' | 'large',
  log: (m: string) => void,
): Promise<boolean> {
  if (mode === 'none') return false;
  const [row] = await db.select({ n: count() }).from(commercialAccounts);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemo(db, log);
  if (mode === 'large') await seedLarge(db, log);
  return true;
}
