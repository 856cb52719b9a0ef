import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';

export type Settings = typeof settings.$inferSelect;

/**
 * The settings of a commercial account. An account that never saved them gets the defaults of the table,
 * stored on first use (idempotent), so every reader sees the same values the settings screen shows.
 */
export async function getSettings(db: Db | Tx, idcuentacomercial: number): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.idcuentacomercial, idcuentacomercial));
  if (row) return row;
  const [defaults] = await db
    .insert(settings)
    .values({ idcuentacomercial })
    .onConflictDoNothing()
    .returning();
  return defaults ?? (await getSettings(db, idcuentacomercial));
}
