import { z } from 'zod';
import { zEmptyOr, zOptionalVersion, zRequired, zRequiredText } from './fields';
import { zEmail, zTaxId } from './validators';
import { zIdOrZero } from './wire';

const nombre = zRequiredText('Indique el nombre', 2, 'El nombre debe tener al menos 2 caracteres', 120);
const email = zRequired('Indique el correo electrónico', zEmail);
const instant = z.string().nullable();

export const CommercialAccountFieldsSchema = z.object({
  nombre,
  nif: zEmptyOr(zTaxId),
  activo: z.boolean().default(true),
});
export const CommercialAccountSchema = CommercialAccountFieldsSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
});
export type CommercialAccount = z.infer<typeof CommercialAccountSchema>;

export const ScopeRuleSchema = z.object({
  idcuentacomercial: zIdOrZero.default(0),
  idgrupo: zIdOrZero.default(0),
  idempresa: zIdOrZero.default(0),
  idlocal: zIdOrZero.default(0),
});
export type ScopeRule = z.infer<typeof ScopeRuleSchema>;

const password = z
  .string()
  .min(10, 'La contraseña debe tener al menos 10 caracteres')
  .max(200)
  .refine((p) => /[a-zA-Z]/.test(p) && /\d/.test(p), 'La contraseña debe tener letras y números');

export const AuthAccountFieldsSchema = z.object({
  email,
  nombre,
  idauthgroup: z.number({ error: 'Elija un grupo' }).int().positive('Elija un grupo'),
  activo: z.boolean().default(true),
  /** Only on create or to change it; never returned. */
  password: password.optional(),
  scopes: z.array(ScopeRuleSchema).max(200).default([]),
});
export const AuthAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  idauthgroup: z.number().int(),
  authgroup: z.string(),
  activo: z.boolean(),
  ultimoacceso: instant,
  version: z.number().int(),
  scopes: z.array(ScopeRuleSchema.extend({ id: z.number().int(), nombre: z.string() })),
});
export type AuthAccount = z.infer<typeof AuthAccountSchema>;

export const AuthGroupFieldsSchema = z.object({
  descripcion: z.string().trim().min(2, 'La descripción debe tener al menos 2 caracteres').max(120),
});
export const AuthGroupSchema = AuthGroupFieldsSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  miembros: z.number().int(),
  permisos: z.array(z.string()),
});
export type AuthGroup = z.infer<typeof AuthGroupSchema>;

export const AuthGroupAccountsSchema = z.object({
  authGroup: z.number().int().positive(),
  authAccounts: z.array(z.number().int().positive()).max(1000),
});
export const AuthGroupPermissionsSchema = z.object({
  authGroup: z.number().int().positive(),
  authPermissions: z.array(z.number().int().positive()).max(1000),
  groupid: z.number().int().positive().optional(),
  /** The group's version the set was read at: another save since is a 409, not a silent overwrite. */
  version: zOptionalVersion,
});

export const AuthPermissionFieldsSchema = z.object({
  descripcion: z.string().trim().min(2).max(200),
  descripcioncodigo: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,60}$/, 'Use mayúsculas, números y guiones bajos'),
  tipo_permiso: z
    .string()
    .trim()
    .regex(/^can_[a-z]+_[a-z0-9]+$/, 'Debe tener la forma can_<acción>_<recurso>'),
});
export const AuthPermissionRowSchema = AuthPermissionFieldsSchema.extend({ id: z.number().int() });
export type AuthPermissionRow = z.infer<typeof AuthPermissionRowSchema>;

export const AuthPermissionScopeSchema = ScopeRuleSchema.extend({
  id: z.number().int(),
  idauthaccount: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  /** An inactive account keeps its rules but cannot sign in: lists say so. */
  activo: z.boolean(),
});
