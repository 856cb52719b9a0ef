import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { webAudit } from '../db/schema';
import type { ScopeLevel } from '../lib/scope';

export type AuditEntry = {
  accion: 'alta' | 'modificacion' | 'baja' | 'login' | 'logout' | 'asignacion' | string;
  recurso: string;
  idregistro?: string | number;
  antes?: unknown;
  despues?: unknown;
  motivo?: string;
  /** Where the record sits: the audit row is shown only to who can reach the record. None = global. */
  place?: { level: ScopeLevel; id: number } | null;
};

const SECRET_KEYS = /password|pin|clave|token|key|secret|hash/i;

/** Secrets never reach the audit log: they are replaced by a marker. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? (v == null ? v : '***') : redact(v)]),
    );
  }
  return value;
}

/** The audit row of an entry: who (the staff member, or nobody for a terminal), what, from where. */
export function auditRow(
  req: FastifyRequest,
  entry: AuditEntry,
  who: { accountId: number | null; email: string } | undefined = req.actor ?? undefined,
): typeof webAudit.$inferInsert {
  return {
    idauthaccount: who?.accountId ?? null,
    usuario: who?.email ?? '',
    accion: entry.accion,
    recurso: entry.recurso,
    idregistro: entry.idregistro === undefined ? '' : String(entry.idregistro),
    antes: entry.antes === undefined ? null : redact(entry.antes),
    despues: entry.despues === undefined ? null : redact(entry.despues),
    motivo: entry.motivo ?? '',
    ip: req.ip,
    nivel: entry.place?.level ?? null,
    idnivel: entry.place?.id ?? null,
  };
}

/** Who wrote what: written in the same transaction as the change it records. */
export async function writeAudit(
  tx: Db | Tx,
  req: FastifyRequest,
  entry: AuditEntry,
  who: { accountId: number | null; email: string } | undefined = req.actor ?? undefined,
) {
  await tx.insert(webAudit).values(auditRow(req, entry, who));
}

/** A write and its audit row in one transaction: `fn` returns its result and the entry that records it. */
export async function withAudit<R>(
  db: Db,
  req: FastifyRequest,
  fn: (tx: Tx) => Promise<{ result: R; audit: AuditEntry | AuditEntry[] }>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const { result, audit } = await fn(tx);
    for (const entry of [audit].flat()) await writeAudit(tx, req, entry);
    return result;
  });
}
