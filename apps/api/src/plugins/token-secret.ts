import type { Db } from '../db/client';
import { storedKey } from '../lib/stored-key';

/** The token-signing key: from TOKEN_SECRET, else made once and kept in the database for every instance. */
export async function tokenSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  return storedKey(db, 'token_secret', 'la clave de firma de tokens');
}
