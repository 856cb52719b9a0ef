import { z } from 'zod';

export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Este campo no puede estar vacío.').max(254),
  password: z.string().min(1, 'Este campo no puede estar vacío.').max(200),
  sessionId: z.string().max(200).optional().nullable(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthPermissionSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  descripcioncodigo: z.string(),
  idauthgroup: z.number().int(),
  tipo_permiso: z.string(),
});
export type AuthPermission = z.infer<typeof AuthPermissionSchema>;

/** One reachable place of the user's scope: a station with its company and group (0 = none). */
export const ScopeEntrySchema = z.object({
  idcuentacomercial: z.number().int(),
  idgrupo: z.number().int(),
  grupo: z.string(),
  idempresa: z.number().int(),
  empresa: z.string(),
  idlocal: z.number().int(),
  local: z.string(),
});
export type ScopeEntry = z.infer<typeof ScopeEntrySchema>;

/** The chosen work area (spec §3 "Scope selection"). */
export const ScopeStateSchema = z.object({
  grupo: z.coerce.number().int().min(0),
  empresa: z.coerce.number().int().min(0),
  local: z.coerce.number().int().min(0),
  idcuentacomercial: z.coerce.number().int().min(0).default(0),
  nombre: z.string().max(200).default(''),
});
export type ScopeState = z.infer<typeof ScopeStateSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  refreshtoken: z.string(),
  key: z.string(),
  customer: z.string(),
  authgroup: z.object({ id: z.number().int(), descripcion: z.string() }),
  auth_permission: z.array(AuthPermissionSchema),
  scope: z.array(ScopeEntrySchema),
  /** JSON text of ScopeState, or '' when none was chosen yet. */
  estadoambito: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** GET /v1/session/access: what the signed-in user may do now (permissions and scope change meanwhile). */
export const SessionAccessSchema = LoginResponseSchema.pick({
  customer: true,
  authgroup: true,
  auth_permission: true,
  scope: true,
});
export type SessionAccess = z.infer<typeof SessionAccessSchema>;

export const RefreshRequestSchema = z.object({ refreshtoken: z.string().min(1).max(500) });
export const RefreshResponseSchema = LoginResponseSchema.pick({ token: true, refreshtoken: true });
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

/** /assets/config.json */
export const ClientConfigSchema = z.object({
  endpoint: z.string(),
  loginEndpoint: z.string(),
  sessiontimeout: z.number().int().positive(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
