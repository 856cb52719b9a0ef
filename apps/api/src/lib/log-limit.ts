import { createHash } from 'node:crypto';

/**
 * Lets the first of a run of identical log lines through; the repeats within `windowMs` are only counted,
 * and the next line written says how many there were (an outage must not write thousands of lines).
 */
export function logLimiter(windowMs = 60_000) {
  const last = new Map<string, { at: number; repeated: number }>();
  return (key: string, write: (repeated: number) => void) => {
    const now = Date.now();
    const seen = last.get(key);
    if (seen && now - seen.at < windowMs) {
      seen.repeated++;
      return;
    }
    if (last.size >= 1000) last.clear();
    last.set(key, { at: now, repeated: 0 });
    write(seen?.repeated ?? 0);
  };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** "insert login_throttle #1a2b3c4d": the verb, the first table and a hash of the text, never a value. */
export function statementFingerprint(query: string): string {
  const verb = query.trim().split(/\s/, 1)[0]!.toLowerCase();
  const table = /\b(?:from|into|update)\s+"?(\w+)/i.exec(query)?.[1];
  const hash = createHash('sha256').update(query).digest('hex').slice(0, 8);
  return `${verb}${table ? ` ${table}` : ''} #${hash}`;
}

type DbError = Error & { code?: string; query?: unknown; cause?: unknown };

/**
 * What a log line may say about a failed query: its error code and which statement. Drizzle's own message
 * holds the SQL and every bound value, and the server's messages and details may quote values: neither is
 * kept. Undefined for errors that do not come from the database.
 */
export function dbErrorSummary(
  error: DbError,
): { code?: string; statement?: string; message?: string } | undefined {
  const fromServer = error.code !== undefined && SQLSTATE.test(error.code);
  if (typeof error.query !== 'string' && !fromServer) return undefined;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    ...(error.code ? { code: error.code } : {}),
    ...(typeof error.query === 'string' ? { statement: statementFingerprint(error.query) } : {}),
    // A connection error's message ("Connection terminated…") names no value.
    ...(!fromServer && cause ? { message: cause.message } : {}),
  };
}
