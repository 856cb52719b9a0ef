import { z } from 'zod';

/** Wire error codes (architecture, "Wire conventions"). */
export const ErrorCode = {
  server: 0,
  validation: 1,
  badCredentials: 2,
  tooManyAttempts: 3,
  forbidden: 4,
  outOfScope: 5,
  notFound: 6,
  conflict: 7,
  sessionEnded: 42,
  tokenExpired: 43,
  tokenSuperseded: 44,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ApiErrorSchema = z.object({
  errorCode: z.number().int(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** On 409: why, for clients that act on it ('version' = the record changed meanwhile: reload). */
  reason: z.enum(['version', 'duplicate', 'related', 'lockout']).optional(),
});
export type ConflictReason = NonNullable<z.infer<typeof ApiErrorSchema>['reason']>;
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Spanish texts the client shows (spec §8). */
export const MESSAGES = {
  badCredentials: 'Usuario o contraseña incorrectos',
  connection: 'No ha podido realizarse la conexión con el servidor',
  connectionGeneric: 'Error al realizar la conexión con el servidor',
  configLoad: 'Error al cargar el archivo configuración,contacte con soporte',
  sessionExpired: 'Su sesión ha expirado,por motivos de seguridad',
  required: 'Este campo no puede estar vacío.',
} as const;
