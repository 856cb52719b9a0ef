import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authAccounts } from './gestioncuentas';

// Sessions of the staff, their refresh tokens, the login throttle and server-wide secrets.

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    idauthaccount: integer('idauthaccount')
      .notNull()
      .references(() => authAccounts.id),
    generation: integer('generation').notNull().default(1),
    api_key_hash: text('api_key_hash').notNull(),
    client_session_id: text('client_session_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last authenticated request, written at most once a minute per instance (the idle timeout reads it). */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

/** Failed-login counters shared by every instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true }),
});

/** Server-wide secrets (the token signing key) shared by every instance. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
