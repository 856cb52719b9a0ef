import { zId } from '@ac/shared';
import {
  TERMINAL_ONLINE_MINUTES,
  TERMINAL_STATE_KINDS,
  TerminalModulesSchema,
  TerminalStateSchema,
  terminalState,
} from '@ac/shared/terminales';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { stations, terminals } from '../../db/schema';
import { requireInScope } from '../../kit/place';
import { routeOptions } from '../../kit/route';
import { notFound } from '../../lib/http-error';

const tags = ['Terminales'];
const route = routeOptions(tags);
const MODULES = ['fidelizacion', 'credito', 'vales', 'app', 'pagomovil'] as const;

/** A live terminal with its station, in the user's scope (403 errorCode 5 otherwise). */
async function terminalOf(db: Db, req: FastifyRequest, id: number) {
  const [row] = await db
    .select({ terminal: terminals, station: stations })
    .from(terminals)
    .leftJoin(stations, eq(stations.idlocal, terminals.idlocal))
    .where(and(eq(terminals.id, id), isNull(terminals.deleted_at)));
  if (!row) throw notFound('No existe el terminal');
  requireInScope(req.actor, { level: 'station', id: row.terminal.idlocal });
  return row;
}

/** The state of the stations' terminals: active modules, status and the wallet test. */
export async function terminalStatesRoutes({ app, database }: AppContext) {
  const { db } = database;

  app.get(
    '/api/estados/modulosactivos/:id',
    route('can_view_terminal', 'Módulos activos de un terminal', {
      params: z.object({ id: zId }),
      response: { 200: TerminalModulesSchema },
    }),
    async (req) => {
      const { terminal } = await terminalOf(db, req, req.params.id);
      const modulos = Object.fromEntries(MODULES.map((m) => [m, Boolean(terminal.modulos?.[m])])) as Record<
        (typeof MODULES)[number],
        boolean
      >;
      return { idterminal: terminal.id, modulos, activos: MODULES.filter((m) => modulos[m]) };
    },
  );

  app.get(
    '/api/estados/:kind/:id',
    route('can_view_terminal', 'Estado de un terminal (kind=terminal) o prueba del monedero (kind=wallet)', {
      params: z.object({
        kind: z.enum(TERMINAL_STATE_KINDS, { error: 'Tipo de estado no válido: use terminal o wallet' }),
        id: zId,
      }),
      response: { 200: TerminalStateSchema },
    }),
    async (req) => {
      const { terminal, station } = await terminalOf(db, req, req.params.id);
      const { enlinea, estado } = terminalState(terminal.ultimaconexion);
      if (req.params.kind === 'terminal') {
        return {
          kind: 'terminal' as const,
          idterminal: terminal.id,
          descripcion: terminal.descripcion,
          numeroserie: terminal.numeroserie,
          idlocal: terminal.idlocal,
          local: station?.local ?? '',
          activo: terminal.activo,
          estado,
          enlinea,
          ultimaconexion: terminal.ultimaconexion?.toISOString() ?? null,
          versionsw: terminal.versionsw,
        };
      }
      const stationActive = Boolean(station && !station.deleted_at && station.activolocal);
      const checks = [
        {
          check: 'terminal_activo',
          ok: terminal.activo,
          message: terminal.activo ? 'El terminal está activo' : 'El terminal está desactivado',
        },
        {
          check: 'terminal_en_linea',
          ok: enlinea,
          message: enlinea
            ? 'El terminal está en línea'
            : terminal.ultimaconexion
              ? `El terminal no llama al centro desde hace más de ${TERMINAL_ONLINE_MINUTES} minutos`
              : 'El terminal nunca ha llamado al centro',
        },
        {
          check: 'clave_emitida',
          ok: Boolean(terminal.clave_hash),
          message: terminal.clave_hash
            ? 'El terminal tiene una clave emitida'
            : 'El terminal no tiene clave: emita una para que pueda llamar al centro',
        },
        {
          check: 'modulo_pago_movil',
          ok: Boolean(terminal.modulos?.pagomovil || terminal.modulos?.app),
          message:
            terminal.modulos?.pagomovil || terminal.modulos?.app
              ? 'El terminal acepta pagos con la app o el móvil'
              : 'El terminal no tiene activo el módulo de app ni el de pago móvil',
        },
        {
          check: 'estacion_activa',
          ok: stationActive,
          message: stationActive
            ? `La estación ${station!.local} está activa`
            : 'La estación del terminal no está activa',
        },
      ];
      return {
        kind: 'wallet' as const,
        idterminal: terminal.id,
        ok: checks.every((c) => c.ok),
        checks,
      };
    },
  );
}
