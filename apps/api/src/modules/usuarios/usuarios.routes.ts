import {
  AppUserFieldsSchema,
  AppUserSchema,
  datePageOf,
  LoyaltyMovementSchema,
  PointsQuerySchema,
  UserCardSchema,
  UserChildQuerySchema,
  UserVehicleSchema,
  zBoolParam,
  zId,
} from '@ac/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { appUsers, customers, loyaltyMovements, userCards, userVehicles } from '../../db/schema';
import { dateList } from '../../kit/date-list';
import { toWire } from '../../kit/paging';
import { defineResource, restPaths } from '../../kit/resource';
import { notFound, outOfScope, validationError } from '../../lib/http-error';
import type { Actor } from '../../plugins/session';

const tags = ['Usuarios de la app'];

/** The app user must exist and belong to a group in the staff member's scope. */
async function assertUserInScope(db: Db, actor: Actor, idusuario: number) {
  const [u] = await db
    .select({ idgrupo: appUsers.idgrupo })
    .from(appUsers)
    .where(and(eq(appUsers.id, idusuario), isNull(appUsers.deleted_at)));
  if (!u) throw notFound('El usuario no existe');
  if (!actor.scope.hasGroup(u.idgrupo)) throw outOfScope();
}

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
    permission: 'usuario',
    table: appUsers,
    idColumn: appUsers.id,
    listKey: 'users',
    paths: restPaths('/api/v1/users', 'create'),
    tags,
    fields: AppUserFieldsSchema,
    wire: AppUserSchema,
    filters: {
      idgrupo: { column: appUsers.idgrupo, schema: zId },
      idcliente: { column: appUsers.idcliente, schema: zId },
      activo: { column: appUsers.activo, schema: zBoolParam },
      verificado: { column: appUsers.verificado, schema: zBoolParam },
    },
    search: [appUsers.nombre, appUsers.apellidos, appUsers.email, appUsers.dni, appUsers.telefono],
    sort: {
      nombre: appUsers.nombre,
      apellidos: appUsers.apellidos,
      email: appUsers.email,
      fechaalta: appUsers.fechaalta,
      puntos: appUsers.puntos,
      id: appUsers.id,
    },
    defaultSort: 'apellidos',
    scope: { level: 'group', column: appUsers.idgrupo, field: 'idgrupo' },
    async beforeCreate(tx, values) {
      await assertCustomerOfGroup(tx, values.idcliente, values.idgrupo);
      return values;
    },
    async beforeUpdate(tx, values, existing) {
      await assertCustomerOfGroup(
        tx,
        values.idcliente ?? existing.idcliente,
        values.idgrupo ?? existing.idgrupo,
      );
      return values;
    },
    async decorate(db, rows) {
      const ids = [...new Set(rows.map((r) => r.idcliente).filter(Boolean))] as number[];
      if (!ids.length) return rows;
      const names = new Map(
        (
          await db
            .select({ id: customers.id, nombre: customers.nombre })
            .from(customers)
            .where(inArray(customers.id, ids))
        ).map((c) => [c.id, c.nombre]),
      );
      return rows.map((r) => ({ ...r, cliente: r.idcliente ? (names.get(r.idcliente) ?? '') : '' }));
    },
  });

  const children = [
    ['cards', 'Tarjetas del usuario', userCards, UserCardSchema],
    ['vehicles', 'Vehículos del usuario', userVehicles, UserVehicleSchema],
  ] as const;
  for (const [path, summary, table, wire] of children) {
    app.get(
      `/api/v1/users/${path}`,
      {
        config: { auth: 'can_view_usuario' },
        schema: {
          tags,
          summary,
          querystring: UserChildQuerySchema,
          response: { 200: z.object({ total: z.number(), [path]: z.array(wire) }) },
        },
      },
      async (req) => {
        await assertUserInScope(db, req.actor, req.query.userid);
        const rows = await db
          .select()
          .from(table)
          .where(eq(table.idusuario, req.query.userid))
          .orderBy(table.id)
          .limit(500);
        return { total: rows.length, [path]: rows.map(toWire) as z.infer<typeof wire>[] };
      },
    );
  }

  app.get(
    '/api/v1/users/points',
    {
      config: { auth: 'can_view_usuario' },
      schema: {
        tags,
        summary: 'Movimientos de puntos del usuario, con el saldo tras cada uno',
        querystring: PointsQuerySchema,
        response: { 200: datePageOf('points', LoyaltyMovementSchema) },
      },
    },
    async (req) => {
      await assertUserInScope(db, req.actor, req.query.userid);
      const { rows, ...meta } = await dateList(db, loyaltyMovements, loyaltyMovements, req.query, [
        eq(loyaltyMovements.idusuario, req.query.userid),
      ]);
      return { ...meta, points: rows.map(toWire) as z.infer<typeof LoyaltyMovementSchema>[] };
    },
  );
}
