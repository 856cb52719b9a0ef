import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * 32 random bytes made once and kept in `app_settings` under `key`, so every instance (and the demo seed)
 * uses the same ones: the first to ask writes them, a concurrent first writer's value wins, and all read
 * what won. `what` names the key in the error ("la clave de las tarjetas").
 */
export async function storedKey(
  db: Db | Tx,
  key: string,
  what: string,
  encoding: 'base64url' | 'base64' = 'base64url',
): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString(encoding) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`No se pudo leer ${what}`);
  return row.value;
}
