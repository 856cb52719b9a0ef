import type { Permission } from '@ac/shared';
import type { FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';
import type { AppContext } from '../app-context';
import type { Tx } from '../db/client';
import { HttpError } from '../lib/http-error';
import { type AuditEntry, writeAudit } from '../plugins/audit';
import { routeOptions } from './route';

/** Raised inside an item to skip it with a reason (the rest goes on). */
export class Skip extends Error {}

export type BulkItemResult = { clave: string | number; motivo?: string };

/** The answer of a bulk write: what was done and what was skipped, each with why. */
export const BulkReportSchema = z.object({
  total: z.number().int(),
  aplicados: z.number().int(),
  omitidos: z.number().int(),
  /** True when nothing was written: a preview, or an all-or-nothing write that failed. */
  simulacion: z.boolean(),
  hechos: z.array(z.object({ clave: z.union([z.string(), z.number()]) })),
  saltados: z.array(z.object({ clave: z.union([z.string(), z.number()]), motivo: z.string() })),
});
export type BulkReport = z.infer<typeof BulkReportSchema>;

export type BulkDecl<B extends ZodType, I> = {
  path: string;
  summary: string;
  tags: string[];
  permission: Permission;
  body: B;
  /** The items the body asks for (checked for scope by `apply` or before). */
  items: (tx: Tx, body: z.output<B>, req: FastifyRequest) => Promise<I[]> | I[];
  key: (item: I) => string | number;
  /** Writes one item and returns its audit row; throws Skip('why') to leave it out. */
  apply: (tx: Tx, item: I, body: z.output<B>, req: FastifyRequest) => Promise<AuditEntry>;
  /**
   * 'skip': an item that fails is reported and the rest is written. 'all': any failure writes nothing
   * (400 with the report), as an import must.
   */
  mode: 'skip' | 'all';
};

class Rollback extends Error {
  constructor(readonly report: BulkReport) {
    super('rollback');
  }
}

/**
 * A bulk write in one transaction: one audit row per record written, a report of what was done and what
 * was skipped and why. `?preview=true` (or `preview: true` in the body) runs it all and rolls it back.
 */
export function defineBulk<B extends ZodType, I>(ctx: AppContext, decl: BulkDecl<B, I>) {
  const { app, database } = ctx;
  const route = routeOptions(decl.tags);
  const Query = z.object({ preview: z.enum(['true', 'false']).optional() });
  app.post(
    decl.path,
    route(decl.permission, `${decl.summary} (con ?preview=true, solo lo simula)`, {
      querystring: Query,
      body: decl.body,
      response: { 200: BulkReportSchema },
    }),
    async (req) => {
      const body = req.body as z.output<B>;
      const preview =
        (req.query as { preview?: string }).preview === 'true' ||
        (body as { preview?: unknown })?.preview === true;
      try {
        return await database.db.transaction(async (tx) => {
          const items = await decl.items(tx, body, req);
          const report: BulkReport = {
            total: items.length,
            aplicados: 0,
            omitidos: 0,
            simulacion: preview,
            hechos: [],
            saltados: [],
          };
          for (const item of items) {
            const clave = decl.key(item);
            try {
              // A savepoint per item: a skipped one leaves nothing behind.
              const entry = await tx.transaction((sp) => decl.apply(sp, item, body, req));
              await writeAudit(tx, req, entry);
              report.hechos.push({ clave });
            } catch (err) {
              if (!(err instanceof Skip) && !(err instanceof HttpError && err.statusCode < 500)) throw err;
              report.saltados.push({ clave, motivo: err.message });
            }
          }
          report.aplicados = report.hechos.length;
          report.omitidos = report.saltados.length;
          if (decl.mode === 'all' && report.omitidos) throw new Rollback({ ...report, simulacion: true });
          if (preview) throw new Rollback(report);
          return report;
        });
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
        if (decl.mode === 'all' && err.report.omitidos) throw new BulkRefused(err.report);
        return err.report;
      }
    },
  );
}

/** An all-or-nothing bulk write with failures: 400 errorCode 1, the report under `informe`. */
export class BulkRefused extends HttpError {
  constructor(readonly report: BulkReport) {
    super(
      400,
      1,
      `No se ha guardado nada: ${report.omitidos} de ${report.total} filas tienen errores.`,
      Object.fromEntries(report.saltados.slice(0, 50).map((s) => [String(s.clave), s.motivo])),
    );
  }
}
