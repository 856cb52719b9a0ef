import {
  LoyaltyPreviewRequestSchema,
  LoyaltyPreviewSchema,
  LoyaltyRuleFieldsSchema,
  LoyaltyRuleSchema,
  zBoolParam,
} from '@ac/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { companies, groups, loyaltyRules, products, stations } from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { madridDayStart } from '../../lib/dates';
import { conflict, validationError } from '../../lib/http-error';
import {
  computeTicketPoints,
  type RuleForPoints,
  rulesOfGroup,
} from '../operacionfidelizacion/loyalty.service';

const tags = ['Reglas de fidelización'];
const route = routeOptions(tags);

/** The products and stations a rule names must be the group's own. */
async function checkRule(
  tx: Tx,
  r: {
    idgrupo: number;
    productos: number[];
    locales: number[];
    fechadesde: string | null;
    fechahasta: string | null;
  },
) {
  if (r.fechadesde && r.fechahasta && r.fechahasta < r.fechadesde)
    throw validationError({ fechahasta: 'La fecha final es anterior a la inicial' });
  if (r.productos.length) {
    const found = await tx
      .select({ id: products.idproducto })
      .from(products)
      .where(
        and(
          inArray(products.idproducto, r.productos),
          eq(products.idgrupo, r.idgrupo),
          isNull(products.deleted_at),
        ),
      );
    if (found.length !== new Set(r.productos).size)
      throw validationError({ productos: 'Algún producto no es del catálogo del grupo' });
  }
  if (r.locales.length) {
    const found = await tx
      .select({ id: stations.idlocal })
      .from(stations)
      .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
      .where(and(inArray(stations.idlocal, r.locales), eq(companies.idgrupo, r.idgrupo)));
    if (found.length !== new Set(r.locales).size)
      throw validationError({ locales: 'Alguna estación no es del grupo' });
  }
}

export async function loyaltyRulesRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  const kit = defineResource(ctx, {
    name: 'reglafidelizacion',
    labels: { one: 'regla de fidelización', many: 'reglas de fidelización' },
    permission: 'fidelizacion',
    table: loyaltyRules,
    title: sql`${loyaltyRules.nombre}`,
    paths: restPaths('/api/v1/loyaltyrules', 'create'),
    tags,
    fields: LoyaltyRuleFieldsSchema,
    wire: LoyaltyRuleSchema,
    place: { level: 'group', column: loyaltyRules.idgrupo },
    places: [{ column: loyaltyRules.locales, level: 'station' }],
    filters: {
      activo: { column: loyaltyRules.activo, schema: zBoolParam },
      tipo: { column: loyaltyRules.tipo, schema: z.string().max(40) },
    },
    search: [loyaltyRules.nombre],
    sort: { prioridad: loyaltyRules.prioridad, nombre: loyaltyRules.nombre, id: loyaltyRules.id },
    defaultSort: 'prioridad',
    lookups: { grupo: { column: groups.grupo, on: [groups.idgrupo, loyaltyRules.idgrupo] } },
    async beforeCreate(tx, values) {
      await checkRule(tx, values);
      return values;
    },
    async beforeUpdate(tx, changes, existing) {
      await checkRule(tx, { ...existing, ...changes } as Parameters<typeof checkRule>[1]);
      return changes;
    },
    beforeDelete(_tx, existing) {
      if (existing.enuso)
        throw conflict(
          'La regla ya ha dado puntos: no se puede eliminar, solo desactivar (quite la marca «Activa»).',
        );
    },
  });
  void kit;

  app.post(
    '/api/v1/loyaltyrules/preview',
    route(
      { auth: 'can_view_fidelizacion', scope: { group: 'idgrupo' } },
      'Los puntos que daría un ticket de ejemplo con las reglas activas y la regla en edición',
      {
        body: LoyaltyPreviewRequestSchema,
        response: { 200: LoyaltyPreviewSchema },
      },
    ),
    async (req) => {
      const { idgrupo, ticket, regla, idregla } = req.body;
      const { rules, catalogue } = await rulesOfGroup(db, idgrupo);
      let all: RuleForPoints[] = rules;
      if (regla) {
        // The rule as typed so far: a field still invalid says so instead of guessing.
        const parsed = LoyaltyRuleFieldsSchema.safeParse({ ...regla, idgrupo });
        if (!parsed.success)
          throw validationError(
            Object.fromEntries(parsed.error.issues.map((i) => [`regla.${i.path.join('.')}`, i.message])),
          );
        all = [...rules.filter((r) => r.id !== idregla), { ...parsed.data, id: idregla ?? undefined }];
      }
      const [day, time] = ticket.fecha.split('T') as [string, string];
      const [hh, mm] = time.split(':').map(Number) as [number, number];
      const fecha = new Date(madridDayStart(day).getTime() + (hh * 60 + mm) * 60_000);
      const lineas = ticket.lineas.map((l) => ({ ...l, producto: '' }));
      const total = Math.round(lineas.reduce((s, l) => s + l.importe * 100, 0)) / 100;
      return computeTicketPoints(all, { idlocal: ticket.idlocal, fecha, total, lineas }, catalogue);
    },
  );
}
