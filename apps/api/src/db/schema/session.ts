import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blankText, instant, requiredRef, stampedNow } from './columns';
import { authAccounts } from './gestioncuentas';

// Sessions of the staff, their refresh tokens, the login throttle and server-wide secrets.

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    idauthaccount: requiredRef('idauthaccount', () => authAccounts.id),
    generation: integer('generation').notNull().default(1),
    api_key_hash: text('api_key_hash').notNull(),
    client_session_id: text('client_session_id'),
    created_at: stampedNow('created_at'),
    refreshed_at: stampedNow('refreshed_at'),
    /** Last authenticated request, written at most once a minute per instance (the idle timeout reads it). */
    last_seen_at: stampedNow('last_seen_at'),
    expires_at: instant('expires_at').notNull(),
    revoked_at: instant('revoked_at'),
    revoked_reason: text('revoked_reason'),
    ip: blankText('ip'),
    user_agent: blankText('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.idauthaccount)],
);

/** One row per refresh token ever issued: the generation tells a stale one from a stolen one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    generation: integer('generation').notNull(),
    created_at: stampedNow('created_at'),
    rotated_at: instant('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

/** Failed-login counters shared by every instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_start: stampedNow('window_start'),
  locked_until: instant('locked_until'),
});

/** Server-wide secrets (the token signing key) shared by every instance. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
