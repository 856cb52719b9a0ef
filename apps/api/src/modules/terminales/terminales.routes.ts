import { randomBytes } from 'node:crypto';
import { type Operation, zBoolParam, zId } from '@ac/shared';
import {
  TERMINAL_ONLINE_MINUTES,
  TerminalFieldsSchema,
  TerminalKeyRequestSchema,
  TerminalKeySchema,
  TerminalOperationsSchema,
  TerminalSchema,
  terminalState,
} from '@ac/shared/terminales';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { companies, operations, stations, terminals } from '../../db/schema';
import { toWire } from '../../kit/paging';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { versionedUpdate } from '../../kit/versioned';
import { sha256 } from '../../lib/tokens';
import { explainOperation } from '../tickets/tickets.service';

const tags = ['Terminales'];
const route = routeOptions(tags);

/** The stations' terminals, and the key each uses to call the centre (`x-terminal-key`). */
export async function terminalsRoutes(ctx: AppContext) {
  const { app, database, terminalKeys } = ctx;
  const { db } = database;
  const t = terminals;

  const kit = defineResource(ctx, {
    name: 'terminal',
    labels: { one: 'terminal', many: 'terminales' },
    permission: 'terminal',
    table: t,
    title: sql`${t.descripcion} || ' (' || ${t.numeroserie} || ')'`,
    paths: restPaths('/api/v1/terminals', 'create'),
    tags,
    fields: TerminalFieldsSchema,
    wire: TerminalSchema,
    place: { level: 'station', column: t.idlocal },
    filters: {
      // The work area's group or company: the terminals of its stations.
      idgrupo: {
        column: t.idlocal,
        schema: zId,
        level: 'group',
        where: (idgrupo: number) =>
          inArray(
            t.idlocal,
            db
              .select({ idlocal: stations.idlocal })
              .from(stations)
              .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
              .where(eq(companies.idgrupo, idgrupo)),
          ),
      },
      idempresa: {
        column: t.idlocal,
        schema: zId,
        level: 'company',
        where: (idempresa: number) =>
          inArray(
            t.idlocal,
            db.select({ idlocal: stations.idlocal }).from(stations).where(eq(stations.idempresa, idempresa)),
          ),
      },
      activo: { column: t.activo, schema: zBoolParam },
      // Computed from the last call, never a stored flag.
      enlinea: {
        column: t.ultimaconexion,
        schema: zBoolParam,
        where: (enlinea: boolean) => {
          const recent = sql`${t.ultimaconexion} > now() - make_interval(mins => ${TERMINAL_ONLINE_MINUTES})`;
          return enlinea ? recent : or(isNull(t.ultimaconexion), sql`not (${recent})`);
        },
      },
    },
    search: [t.numeroserie, t.descripcion, t.modelo],
    sort: { descripcion: t.descripcion, numeroserie: t.numeroserie, id: t.id },
    defaultSort: 'descripcion',
    lookups: { local: { column: stations.local, on: [stations.idlocal, t.idlocal] } },
    unique: {
      // Unique among deleted terminals too: the message says which one has it, and whether it is deleted.
      terminales_numeroserie_unique: {
        field: 'numeroserie',
        async message({ numeroserie }, db) {
          const [other] = await db
            .select({ descripcion: t.descripcion, local: stations.local, deleted: t.deleted_at })
            .from(t)
            .innerJoin(stations, eq(stations.idlocal, t.idlocal))
            .where(eq(t.numeroserie, numeroserie));
          if (!other) return `Ya existe un terminal con el número de serie ${numeroserie}`;
          const which = `«${other.descripcion}» (${other.local})`;
          return other.deleted
            ? `El número de serie ${numeroserie} es del terminal ${which}, dado de baja: restáurelo desde Auditoría o use otro número`
            : `Ya existe un terminal con el número de serie ${numeroserie}: ${which}`;
        },
      },
    },
    // A terminal switched off, moved or deleted stops being let in at once, on every instance.
    afterCommit: () => terminalKeys.changed(),
    // En línea / fuera de línea from the last call (no query: a pure function of the row).
    decorate: async (_db, rows) => {
      const now = Date.now();
      return rows.map((r) => ({ ...r, ...terminalState(r.ultimaconexion as string | null, now) }));
    },
  });

  app.get(
    '/api/v1/terminals/operations',
    route('can_view_terminal', 'Últimas operaciones del terminal (las 20 más recientes)', {
      querystring: z.object({ id: zId, limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: TerminalOperationsSchema },
    }),
    async (req) => {
      const { row } = await kit.findOne(db, req.query.id, req.actor);
      // The station's index (idlocal, fecha, id) walked newest first; its two or three terminals share it.
      const rows = await db
        .select({
          id: operations.id,
          fecha: operations.fecha,
          idlocal: operations.idlocal,
          local: stations.local,
          idterminal: operations.idterminal,
          tarjeta: operations.tarjeta,
          idvehiculo: operations.idvehiculo,
          idcliente: operations.idcliente,
          tipo: operations.tipo,
          importesolicitado: operations.importesolicitado,
          importeautorizado: operations.importeautorizado,
          resultado: operations.resultado,
          motivo: operations.motivo,
          estado: operations.estado,
          idticket: operations.idticket,
        })
        .from(operations)
        .innerJoin(stations, eq(stations.idlocal, operations.idlocal))
        .where(and(eq(operations.idlocal, row.idlocal), eq(operations.idterminal, row.id)))
        .orderBy(desc(operations.fecha), desc(operations.id))
        .limit(req.query.limit);
      return {
        idterminal: row.id,
        operaciones: rows.map((r) => toWire(explainOperation(r))) as Operation[],
      };
    },
  );

  app.post(
    '/api/v1/terminals/key',
    route(
      'can_edit_terminal',
      'Emite una clave nueva para el terminal (se muestra una sola vez y sustituye a la anterior)',
      {
        body: TerminalKeyRequestSchema,
        response: { 200: TerminalKeySchema },
      },
    ),
    async (req) => {
      const clave = randomBytes(32).toString('base64url');
      const row = await db.transaction((tx) =>
        versionedUpdate(
          tx,
          kit,
          req,
          req.body.id,
          undefined,
          () => ({ clave_hash: sha256(clave), claveemitida: new Date() }),
          { accion: 'clave', motivo: 'Clave del terminal emitida (la anterior deja de valer)' },
        ),
      );
      await terminalKeys.changed();
      return { id: row.id, clave, claveemitida: row.claveemitida!.toISOString() };
    },
  );
}
