import { zBoolParam } from '@ac/shared';
import { RateFieldsSchema, RateRecordSchema } from '@ac/shared/tarifasdescuento';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { customerRates, rates } from '../../db/schema';
import { liveRows } from '../../kit/place';
import { defineResource, restPaths } from '../../kit/resource';
import { assertAssignmentsWithin, storedLines } from './rates.service';

const tags = ['Tarifas'];

/**
 * Tarifas Descuento (`/v1/rates`; spec `GET ?idgrupo=` keeps its `{total, rates}`): a rate and its lines,
 * written as one record. A customer's tab reads them too (to pick one), with `can_view_cliente`.
 */
export async function ratesRoutes(ctx: AppContext) {
  const t = rates;
  defineResource(ctx, {
    name: 'tarifa',
    labels: { one: 'tarifa', many: 'tarifas' },
    permission: 'precio',
    readers: ['can_view_cliente'],
    table: t,
    title: sql`${t.nombre}`,
    paths: restPaths('/api/v1/rates', 'create'),
    tags,
    fields: RateFieldsSchema,
    wire: RateRecordSchema,
    place: { level: 'group', column: t.idgrupo, fixed: 'Una tarifa no puede pasar a otro grupo' },
    filters: {
      activo: { column: t.activo, schema: zBoolParam },
      tipo: { column: t.tipo, schema: z.string().max(30) },
    },
    search: [t.nombre],
    sort: { nombre: t.nombre, id: t.idtarifa },
    defaultSort: 'nombre',
    children: [{ column: customerRates.idtarifa, message: 'Hay clientes con esta tarifa' }],
    // The pickers that assign a tariff show only its name.
    unique: {
      tarifas_grupo_nombre_uq: {
        field: 'nombre',
        message: ({ nombre }) => `Ya hay una tarifa llamada «${nombre}» en este grupo: use otro nombre`,
      },
    },
    computed: {
      // How many customers have it, in the list's own statement: shown, and why it cannot be deleted.
      clientes: sql<number>`(select count(distinct ${customerRates.idcliente})::int from ${customerRates}
        where ${and(eq(customerRates.idtarifa, t.idtarifa), liveRows(customerRates))})`,
    },
    async beforeCreate(tx, values) {
      return { ...values, lineas: await storedLines(tx, values.idgrupo, values.lineas) };
    },
    async beforeUpdate(tx, changes, existing) {
      // The merged record must hold (a 400 naming each field, as for a bad body).
      RateFieldsSchema.parse({
        ...existing,
        lineas: existing.lineas.map((l) => ({ idproducto: l.idproducto ?? 0, valor: l.valor })),
        ...changes,
      });
      if ('fechadesde' in changes || 'fechahasta' in changes)
        await assertAssignmentsWithin(tx, existing.idtarifa, {
          fechadesde: changes.fechadesde !== undefined ? changes.fechadesde : existing.fechadesde,
          fechahasta: changes.fechahasta !== undefined ? changes.fechahasta : existing.fechahasta,
        });
      const { lineas, ...rest } = changes;
      return lineas ? { ...rest, lineas: await storedLines(tx, existing.idgrupo, lineas) } : rest;
    },
  });
}
