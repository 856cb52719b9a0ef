// No zod in this file: the web's login route imports it directly and stays free of zod.

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

/** Spanish texts the client shows (spec §8). */
export const MESSAGES = {
  badCredentials: 'Usuario o contraseña incorrectos',
  connection: 'No ha podido realizarse la conexión con el servidor',
  connectionGeneric: 'Error al realizar la conexión con el servidor',
  configLoad: 'Error al cargar el archivo configuración,contacte con soporte',
  sessionExpired: 'Su sesión ha expirado,por motivos de seguridad',
  required: 'Este campo no puede estar vacío.',
} as const;
