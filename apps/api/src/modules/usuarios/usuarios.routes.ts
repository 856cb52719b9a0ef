import {
  AppUserFieldsSchema,
  AppUserSchema,
  datePageOf,
  LoyaltyMovementSchema,
  PointsQuerySchema,
  pageOf,
  UserCardSchema,
  UserChildQuerySchema,
  UserVehicleSchema,
  zBoolParam,
  zId,
} from '@ac/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { appUserParent } from '../../db/parents';
import { appUsers, customers, loyaltyMovements, userCards, userVehicles } from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { listPage } from '../../kit/list';
import { toWire } from '../../kit/paging';
import { requireParent } from '../../kit/place';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { validationError } from '../../lib/http-error';
import { ticketNumber } from '../tickets/ticket-number';

const tags = ['Usuarios de la app'];
const route = routeOptions(tags);

/** An app user attached to a customer must share the customer's group. */
async function assertCustomerOfGroup(tx: Tx, idcliente: number | null | undefined, idgrupo: number) {
  if (!idcliente) return;
  const [c] = await tx
    .select({ idgrupo: customers.idgrupo })
    .from(customers)
    .where(eq(customers.id, idcliente));
  if (!c || c.idgrupo !== idgrupo)
    throw validationError({ idcliente: 'El cliente no existe en el grupo del usuario' });
}

export async function usersRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  defineResource(ctx, {
    name: 'usuario',
    labels: { one: 'usuario de la app', many: 'usuarios de la app' },
    permission: 'usuario',
    table: appUsers,
    title: sql`${appUsers.nombre} || ' ' || ${appUsers.apellidos}`,
    paths: restPaths('/api/v1/users', 'create'),
    tags,
    fields: AppUserFieldsSchema,
    wire: AppUserSchema,
    place: { level: 'group', column: appUsers.idgrupo },
    filters: {
      idcliente: { column: appUsers.idcliente, schema: zId },
      activo: { column: appUsers.activo, schema: zBoolParam },
      verificado: { column: appUsers.verificado, schema: zBoolParam },
    },
    search: [appUsers.busqueda],
    sort: {
      nombre: appUsers.nombre,
      apellidos: appUsers.apellidos,
      email: appUsers.email,
      fechaalta: appUsers.fechaalta,
      puntos: appUsers.puntos,
      id: appUsers.id,
    },
    defaultSort: 'apellidos',
    lookups: { cliente: { column: customers.nombre, on: [customers.id, appUsers.idcliente] } },
    // The e-mail signs the user in to the app: one per user in the whole centre (deleted users' too).
    unique: {
      usuarios_email_uq: {
        field: 'email',
        message: ({ email }) => `El correo ${email} ya es de otro usuario de la app`,
      },
    },
    async beforeCreate(tx, values) {
      await assertCustomerOfGroup(tx, values.idcliente, values.idgrupo);
      return values;
    },
    async beforeUpdate(tx, changes, existing) {
      await assertCustomerOfGroup(
        tx,
        changes.idcliente === undefined ? existing.idcliente : changes.idcliente,
        changes.idgrupo ?? existing.idgrupo,
      );
      return changes;
    },
  });

  const children = [
    ['cards', 'Tarjetas del usuario', userCards, UserCardSchema],
    ['vehicles', 'Vehículos del usuario', userVehicles, UserVehicleSchema],
  ] as const;
  for (const [path, summary, table, wire] of children) {
    app.get(
      `/api/v1/users/${path}`,
      route('can_view_usuario', summary, {
        querystring: UserChildQuerySchema,
        response: { 200: pageOf(path, wire) },
      }),
      async (req) => {
        await requireParent(db, req.actor, appUserParent, req.query.userid);
        const { rows, ...meta } = await listPage<Record<string, unknown>>(database, {
          table,
          idColumn: table.id,
          select: getTableColumns(table) as Record<string, AnyPgColumn>,
          where: [eq(table.idusuario, req.query.userid)],
          sort: { key: 'id', column: table.id, direction: 'asc' },
          limit: 500,
        });
        return { ...meta, [path]: rows.map(toWire) as z.infer<typeof wire>[] };
      },
    );
  }

  app.get(
    '/api/v1/users/points',
    route('can_view_usuario', 'Movimientos de puntos del usuario, con el saldo tras cada uno', {
      querystring: PointsQuerySchema,
      response: { 200: datePageOf('points', LoyaltyMovementSchema) },
    }),
    async (req) => {
      await requireParent(db, req.actor, appUserParent, req.query.userid);
      const { rows, ...meta } = await dateList<Record<string, unknown>>(
        database,
        {
          table: loyaltyMovements,
          select: {
            ...getTableColumns(loyaltyMovements),
            ticket: ticketNumber(loyaltyMovements.idticket),
          },
          where: [eq(loyaltyMovements.idusuario, req.query.userid)],
        },
        req.query,
      );
      return { ...meta, points: rows.map(toWire) as z.infer<typeof LoyaltyMovementSchema>[] };
    },
  );
}
