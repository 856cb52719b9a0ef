import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audited, blankText, flag, instant, requiredRef } from './columns';

// Staff are the auth accounts; they sign in to this app.

export const authGroups = pgTable('auth_groups', {
  id: serial('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
  ...audited(),
});

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    password_hash: text('password_hash').notNull(),
    idauthgroup: requiredRef('idauthgroup', () => authGroups.id),
    activo: flag('activo', true),
    ultimoacceso: instant('ultimoacceso'),
    /** JSON text of the last confirmed work area (returned as estadoambito). */
    estadoambito: blankText('estadoambito'),
    ...audited(),
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
    idauthgroup: requiredRef('idauthgroup', () => authGroups.id),
    idauthpermission: requiredRef('idauthpermission', () => authPermissions.id),
  },
  (t) => [primaryKey({ columns: [t.idauthgroup, t.idauthpermission] })],
);

/** A staff member's reach; 0 at a level means "everything below the level above". */
export const authPermissionScopes = pgTable(
  'auth_permission_scopes',
  {
    id: serial('id').primaryKey(),
    idauthaccount: requiredRef('idauthaccount', () => authAccounts.id),
    idcuentacomercial: integer('idcuentacomercial').notNull().default(0),
    idgrupo: integer('idgrupo').notNull().default(0),
    idempresa: integer('idempresa').notNull().default(0),
    idlocal: integer('idlocal').notNull().default(0),
  },
  (t) => [index('auth_scopes_account_idx').on(t.idauthaccount)],
);
