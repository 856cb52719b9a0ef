import { z } from 'zod';
import { zRecordId, zRequiredText, zStationId } from './fields';
import { OperationSchema } from './tickets';
import { recordOf } from './wire';

/** Which of a terminal's modules are on. */
export const ModuleSwitchesSchema = z.object({
  fidelizacion: z.boolean(),
  credito: z.boolean(),
  vales: z.boolean(),
  app: z.boolean(),
  pagomovil: z.boolean(),
});

/** A terminal's modules (`GET /estados/modulosactivos/{id}`): every module with whether it is active. */
export const TerminalModulesSchema = z.object({
  idterminal: z.number().int(),
  modulos: ModuleSwitchesSchema,
  /** The names of the active ones, in a stable order. */
  activos: z.array(z.string()),
});

/** `GET /estados/terminal/{id}`. */
export const TerminalStatusSchema = z.object({
  kind: z.literal('terminal'),
  idterminal: z.number().int(),
  descripcion: z.string(),
  numeroserie: z.string(),
  idlocal: z.number().int(),
  local: z.string(),
  activo: z.boolean(),
  estado: z.string(),
  enlinea: z.boolean(),
  /** ISO instant of the last connection, or null if it never connected. */
  ultimaconexion: z.string().nullable(),
  versionsw: z.string(),
});

/** `GET /estados/wallet/{id}`: each check of the wallet test with its result and a Spanish message. */
export const WalletTestSchema = z.object({
  kind: z.literal('wallet'),
  idterminal: z.number().int(),
  ok: z.boolean(),
  checks: z.array(z.object({ check: z.string(), ok: z.boolean(), message: z.string() })),
});

export const TerminalStateSchema = z.discriminatedUnion('kind', [TerminalStatusSchema, WalletTestSchema]);
export const TERMINAL_STATE_KINDS = ['terminal', 'wallet'] as const;

// ── The terminals themselves (`/v1/terminals`) and their keys ────────────────────────────────────────────

export const TERMINAL_TYPES = ['TPV de tienda', 'terminal de surtidor', 'quiosco'] as const;
export const TERMINAL_STATES = ['en línea', 'fuera de línea'] as const;
/** A terminal is en línea when it called the centre within these minutes (it is noted once a minute). */
export const TERMINAL_ONLINE_MINUTES = 5;

/** The state of a terminal from the last time it called the centre: never a stored flag. */
export function terminalState(ultimaconexion: Date | string | null | undefined, now = Date.now()) {
  const at = ultimaconexion ? new Date(ultimaconexion).getTime() : Number.NaN;
  const enlinea = Number.isFinite(at) && now - at <= TERMINAL_ONLINE_MINUTES * 60_000;
  return { enlinea, estado: enlinea ? TERMINAL_STATES[0] : TERMINAL_STATES[1] };
}
export const TERMINAL_MODULES = ['fidelizacion', 'credito', 'vales', 'app', 'pagomovil'] as const;

const ModulesSchema = z.object({
  fidelizacion: z.boolean().default(true),
  credito: z.boolean().default(true),
  vales: z.boolean().default(false),
  app: z.boolean().default(false),
  pagomovil: z.boolean().default(false),
});

export const TerminalFieldsSchema = z.object({
  numeroserie: z
    .string({ error: 'Indique el número de serie' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Número de serie no válido (letras, números y guiones, de 4 a 40)'),
  descripcion: zRequiredText(
    'Indique la descripción',
    2,
    'La descripción debe tener al menos 2 caracteres',
    100,
  ),
  idlocal: zStationId,
  tipo: z.enum(TERMINAL_TYPES, { error: 'Tipo de terminal no válido' }),
  modelo: z.string().trim().max(60).default(''),
  versionsw: z.string().trim().max(30).default(''),
  ip: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^(\d{1,3}\.){3}\d{1,3}$/.test(v) && v.split('.').every((n) => Number(n) <= 255)),
      'Dirección IP no válida',
    )
    .default(''),
  modulos: ModulesSchema.default(ModulesSchema.parse({})),
  activo: z.boolean().default(true),
});

export const TerminalSchema = recordOf({
  numeroserie: z.string(),
  descripcion: z.string(),
  idlocal: z.number().int(),
  /** The station's name. */
  local: z.string(),
  tipo: z.string(),
  modelo: z.string(),
  versionsw: z.string(),
  ip: z.string(),
  modulos: ModuleSwitchesSchema,
  activo: z.boolean(),
  /** Last time the terminal called the centre (ISO), or null. */
  ultimaconexion: z.string().nullable(),
  /** Computed from the last call: en línea when it called within the last TERMINAL_ONLINE_MINUTES. */
  estado: z.enum(TERMINAL_STATES),
  enlinea: z.boolean(),
  /** When its current key was issued (ISO), or null: the key itself is never sent back. */
  claveemitida: z.string().nullable(),
});
export type Terminal = z.infer<typeof TerminalSchema>;

/** `GET /v1/terminals/operations?id=`: the terminal's last operations, newest first. */
export const TerminalOperationsSchema = z.object({
  idterminal: z.number().int(),
  operaciones: z.array(OperationSchema),
});

/** `POST /v1/terminals/key`: a new key for the terminal, shown once (it replaces the previous one). */
export const TerminalKeyRequestSchema = z.object({
  id: zRecordId('Indique el terminal'),
});
export const TerminalKeySchema = z.object({
  id: z.number().int(),
  /** The key, in full, this once: the terminal sends it as `x-terminal-key`. */
  clave: z.string(),
  claveemitida: z.string(),
});
