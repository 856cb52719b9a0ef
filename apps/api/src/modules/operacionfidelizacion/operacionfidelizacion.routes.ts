import {
  datePageOf,
  PointsAdjustmentSchema,
  PointsMovementQuerySchema,
  PointsMovementSchema,
} from '@ac/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { appUserParent } from '../../db/parents';
import { appUsers, loyaltyMovements, stations } from '../../db/schema';
import { dateList, eqIf } from '../../kit/date-list';
import { toWire } from '../../kit/paging';
import { requireParent, scopeCondition } from '../../kit/place';
import { routeOptions } from '../../kit/route';
import { validationError } from '../../lib/http-error';
import { withAudit } from '../../plugins/audit';
import { ticketNumber } from '../tickets/ticket-number';
import { recordPointsMovement } from './loyalty.service';

const tags = ['Fidelización'];
const route = routeOptions(tags);

export async function loyaltyMovementRoutes({ app, database }: AppContext) {
  const { db } = database;

  app.get(
    '/api/v1/loyalty/movements',
    route(
      { auth: 'can_view_operacionesfidelizacion', scope: { group: 'idgrupo', station: 'idlocal' } },
      'Movimientos de puntos (acumulación, canje, ajuste, caducidad, anulación) con el saldo tras cada uno',
      {
        querystring: PointsMovementQuerySchema,
        response: { 200: datePageOf('movements', PointsMovementSchema) },
      },
    ),
    async (req) => {
      const q = req.query;
      if (q.idusuario) await requireParent(db, req.actor, appUserParent, q.idusuario);
      const { rows, ...meta } = await dateList<Record<string, unknown>>(
        database,
        {
          table: loyaltyMovements,
          parent: { parent: appUserParent, fk: loyaltyMovements.idusuario },
          select: {
            id: loyaltyMovements.id,
            idusuario: loyaltyMovements.idusuario,
            usuario: sql<string>`trim(${appUsers.nombre} || ' ' || ${appUsers.apellidos})`,
            email: appUsers.email,
            fecha: loyaltyMovements.fecha,
            tipo: loyaltyMovements.tipo,
            puntos: loyaltyMovements.puntos,
            saldo: loyaltyMovements.saldo,
            idticket: loyaltyMovements.idticket,
            ticket: ticketNumber(loyaltyMovements.idticket),
            idlocal: loyaltyMovements.idlocal,
            local: stations.local,
            motivo: loyaltyMovements.motivo,
          },
          lookups: [{ column: stations.local, on: [stations.idlocal, loyaltyMovements.idlocal] }],
          where: [
            scopeCondition(req.actor.scope, 'group', appUsers.idgrupo),
            eqIf(appUsers.idgrupo, q.idgrupo),
            eqIf(loyaltyMovements.idusuario, q.idusuario),
            eqIf(loyaltyMovements.idlocal, q.idlocal),
            eqIf(loyaltyMovements.tipo, q.tipo),
          ],
        },
        q,
      );
      return { ...meta, movements: rows.map(toWire) as never[] };
    },
  );

  app.post(
    '/api/v1/loyalty/movements/',
    route('can_edit_operacionesfidelizacion', 'Ajuste manual de puntos de un usuario, con su motivo', {
      body: PointsAdjustmentSchema,
      response: { 200: PointsMovementSchema },
    }),
    async (req) => {
      const body = req.body;
      const place = await requireParent(db, req.actor, appUserParent, body.idusuario);
      return withAudit(db, req, async (tx) => {
        const [user] = await tx
          .select({
            puntos: appUsers.puntos,
            nombre: appUsers.nombre,
            apellidos: appUsers.apellidos,
            email: appUsers.email,
          })
          .from(appUsers)
          .where(eq(appUsers.id, body.idusuario))
          .for('update');
        if (body.puntos < 0 && user!.puntos + body.puntos < 0)
          throw validationError({
            puntos: `El usuario tiene ${user!.puntos} puntos: un ajuste no puede dejar el saldo en negativo`,
          });
        const row = await recordPointsMovement(tx, {
          idusuario: body.idusuario,
          tipo: 'ajuste',
          puntos: body.puntos,
          motivo: body.motivo,
        });
        const wire = toWire({
          ...row,
          usuario: `${user!.nombre} ${user!.apellidos}`.trim(),
          email: user!.email,
          local: null,
        });
        return {
          result: wire as never,
          audit: {
            accion: 'ajuste',
            recurso: 'movimientos_puntos',
            idregistro: row.id,
            antes: { puntos: user!.puntos },
            despues: row,
            motivo: body.motivo,
            place,
          },
        };
      });
    },
  );
}
