import { randomBytes } from 'node:crypto';
import { zBoolParam, zId } from '@ac/shared';
import {
  TerminalFieldsSchema,
  TerminalKeyRequestSchema,
  TerminalKeySchema,
  TerminalSchema,
} from '@ac/shared/terminales';
import type { AppContext } from '../../app-context';
import { stations, terminals } from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { versionedUpdate } from '../../kit/versioned';
import { sha256 } from '../../lib/tokens';

const tags = ['Terminales'];

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
    id: t.id,
    listKey: 'terminals',
    paths: restPaths('/api/v1/terminals', 'create'),
    tags,
    fields: TerminalFieldsSchema,
    wire: TerminalSchema,
    place: { level: 'station', column: t.idlocal },
    filters: {
      idlocal: { column: t.idlocal, schema: zId, level: 'station' },
      activo: { column: t.activo, schema: zBoolParam },
    },
    search: [t.numeroserie, t.descripcion, t.modelo],
    sort: { descripcion: t.descripcion, numeroserie: t.numeroserie, id: t.id },
    defaultSort: 'descripcion',
    lookups: { local: { column: stations.local, on: [stations.idlocal, t.idlocal] } },
    // A terminal switched off, moved or deleted stops being let in at once, on every instance.
    afterCommit: () => terminalKeys.changed(),
  });

  app.post(
    '/api/v1/terminals/key',
    {
      config: { auth: 'can_edit_terminal' },
      schema: {
        tags,
        summary: 'Emite una clave nueva para el terminal (se muestra una sola vez y sustituye a la anterior)',
        body: TerminalKeyRequestSchema,
        response: { 200: TerminalKeySchema },
      },
    },
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
