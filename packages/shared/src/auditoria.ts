import { z } from 'zod';
import { cursorQuery, dateRange } from './wire';

export const AuditQuerySchema = z.object({
  ...dateRange,
  usuario: z.string().trim().max(254).optional(),
  recurso: z.string().trim().max(60).optional(),
  accion: z.string().trim().max(60).optional(),
  idregistro: z.string().trim().max(60).optional(),
  idusuario: z.coerce.number().int().positive().optional(),
  ...cursorQuery(100),
});

/** Who did what to which kind of record: what an entry of either log says first. */
const auditAct = {
  usuario: z.string(),
  accion: z.string(),
  recurso: z.string(),
};

export const WebAuditSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  idauthaccount: z.number().nullable(),
  ...auditAct,
  idregistro: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
  motivo: z.string(),
  ip: z.string(),
  /** What the record is called today ("Transportes Gómez (81)"), '' when the log cannot name it. */
  nombreregistro: z.string().optional(),
  /** A delete that can be undone from the log (the record is still deleted and its kind allows it). */
  restaurable: z.boolean().optional(),
});
export type WebAudit = z.infer<typeof WebAuditSchema>;

export const AppAuditSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  idusuario: z.number().nullable(),
  ...auditAct,
  detalle: z.string(),
  ip: z.string(),
  dispositivo: z.string(),
});
export type AppAudit = z.infer<typeof AppAuditSchema>;

export const AuditRestoreSchema = z.object({ id: z.number().int().positive() });
