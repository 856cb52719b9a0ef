import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { randomToken } from '../lib/tokens';

/** The token-signing key: from TOKEN_SECRET, else made once and kept in the database for every instance. */
export async function tokenSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSettings)
    .values({ key: 'token_secret', value: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'token_secret'));
  if (!row) throw new Error('No se pudo leer la clave de firma de tokens');
  return row.value;
}
