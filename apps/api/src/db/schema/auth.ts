import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Staff are the auth accounts; they sign in to this app.

export const authGroups = pgTable('auth_groups', {
  id: serial('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
  version: integer('version').notNull().default(1),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    password_hash: text('password_hash').notNull(),
    idauthgroup: integer('idauthgroup')
      .notNull()
      .references(() => authGroups.id),
    activo: boolean('activo').notNull().default(true),
    ultimoacceso: timestamp('ultimoacceso', { withTimezone: true }),
    /** JSON text of the last confirmed work area (returned as estadoambito). */
    estadoambito: text('estadoambito').notNull().default(''),
    version: integer('version').notNull().default(1),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_accounts_email_uq').on(sql`lower(${t.email})`),
    index('auth_accounts_group_idx').on(t.idauthgroup),
  ],
);

export const authPermissions = pgTable('auth_permissions', {
  id: serial('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
  descripcioncodigo: text('descripcioncodigo').notNull().unique(),
  tipo_permiso: text('tipo_permiso').notNull().unique(),
});

export const authGroupPermissions = pgTable(
  'auth_group_permissions',
  {
    idauthgroup: integer('idauthgroup')
      .notNull()
      .references(() => authGroups.id),
    idauthpermission: integer('idauthpermission')
      .notNull()
      .references(() => authPermissions.id),
  },
  (t) => [primaryKey({ columns: [t.idauthgroup, t.idauthpermission] })],
);

/** A staff member's reach; 0 at a level means "everything below the level above". */
export const authPermissionScopes = pgTable(
  'auth_permission_scopes',
  {
    id: serial('id').primaryKey(),
    idauthaccount: integer('idauthaccount')
      .notNull()
      .references(() => authAccounts.id),
    idcuentacomercial: integer('idcuentacomercial').notNull().default(0),
    idgrupo: integer('idgrupo').notNull().default(0),
    idempresa: integer('idempresa').notNull().default(0),
    idlocal: integer('idlocal').notNull().default(0),
  },
  (t) => [index('auth_scopes_account_idx').on(t.idauthaccount)],
);

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
