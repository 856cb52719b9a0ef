import { z } from 'zod';

/** A terminal's modules (`GET /estados/modulosactivos/{id}`): every module with whether it is active. */
export const TerminalModulesSchema = z.object({
  idterminal: z.number().int(),
  modulos: z.object({
    fidelizacion: z.boolean(),
    credito: z.boolean(),
    vales: z.boolean(),
    app: z.boolean(),
    pagomovil: z.boolean(),
  }),
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
