import { zBoolParam, zId } from '@ac/shared';
import { parseCsv } from '@ac/shared/csv';
import {
  ProductRelationBulkSchema,
  ProductRelationFieldsSchema,
  ProductRelationImportSchema,
  ProductRelationSchema,
  UnmappedCountSchema,
} from '@ac/shared/relacionproductos';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { productRelations, products, stations } from '../../db/schema';
import { defineBulk, Skip } from '../../kit/bulk';
import { requireInScope, scopeCondition } from '../../kit/place';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { HttpError, notFound, validationError } from '../../lib/http-error';
import { assertGroupProduct, stationGroup } from './relacionproductos.service';

const tags = ['Relación de Productos'];
const route = routeOptions(tags);

const firstMessage = (err: unknown) =>
  err instanceof HttpError && err.fields ? Object.values(err.fields)[0]! : (err as Error).message;

/** Relación de Productos (`/v1/productrelations`): each station's own codes mapped to a group product. */
export async function productRelationsRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;
  const t = productRelations;

  const kit = defineResource(ctx, {
    name: 'relacion_producto',
    labels: { one: 'relación de producto', many: 'relaciones de productos' },
    permission: 'equivalencia',
    table: t,
    // The audit log names a station's code by the code and its station.
    title: sql`${t.codigolocal} || ' · ' || coalesce((select ${stations.local} from ${stations} where ${stations.idlocal} = ${t.idlocal}), '')`,
    paths: restPaths('/api/v1/productrelations', 'create'),
    tags,
    fields: ProductRelationFieldsSchema,
    wire: ProductRelationSchema,
    place: { level: 'station', column: t.idlocal },
    filters: {
      // The chosen work area narrows the list; the scope (stations) still applies on top.
      idgrupo: { column: t.idgrupo, schema: zId, level: 'group' },
      idproductogrupo: { column: t.idproductogrupo, schema: zId },
      unmapped: {
        column: t.idproductogrupo,
        schema: zBoolParam,
        where: (v: boolean) => (v ? isNull(t.idproductogrupo) : isNotNull(t.idproductogrupo)),
      },
    },
    search: [t.codigolocal, t.descripcionlocal],
    sort: { codigolocal: t.codigolocal, descripcionlocal: t.descripcionlocal, idlocal: t.idlocal, id: t.id },
    defaultSort: 'codigolocal',
    lookups: {
      local: { column: stations.local, on: [stations.idlocal, t.idlocal] },
      producto: { column: products.descripcion, on: [products.idproducto, t.idproductogrupo] },
    },
    unique: {
      productos_locales_local_codigo_uq: {
        field: 'codigolocal',
        async message({ idlocal, codigolocal }, db) {
          const [station] = await db
            .select({ local: stations.local })
            .from(stations)
            .where(eq(stations.idlocal, idlocal));
          return `El código ${codigolocal.toUpperCase()} ya existe en la estación ${station?.local ?? idlocal}`;
        },
      },
    },
    async beforeCreate(tx, values) {
      const idgrupo = await stationGroup(tx, values.idlocal);
      if (values.idproductogrupo) await assertGroupProduct(tx, idgrupo, values.idproductogrupo);
      return { ...values, codigolocal: values.codigolocal.toUpperCase(), idgrupo };
    },
    async beforeUpdate(tx, changes, existing) {
      if (changes.idlocal !== undefined && changes.idlocal !== existing.idlocal)
        throw validationError({ idlocal: 'Un código no puede pasar a otra estación' });
      if (changes.idproductogrupo) await assertGroupProduct(tx, existing.idgrupo, changes.idproductogrupo);
      return changes.codigolocal ? { ...changes, codigolocal: changes.codigolocal.toUpperCase() } : changes;
    },
  });

  app.get(
    '/api/v1/productrelations/unmapped',
    route(
      { auth: 'can_view_equivalencia', scope: { station: 'idlocal' } },
      'Cuántos códigos de estación no tienen producto del grupo',
      {
        querystring: z.object({ idgrupo: zId.optional(), idlocal: zId.optional() }),
        response: { 200: UnmappedCountSchema },
      },
    ),
    async (req) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(t)
        .where(
          and(
            isNull(t.idproductogrupo),
            isNull(t.deleted_at),
            req.query.idgrupo ? eq(t.idgrupo, req.query.idgrupo) : undefined,
            req.query.idlocal ? eq(t.idlocal, req.query.idlocal) : undefined,
            scopeCondition(req.actor.scope, 'station', t.idlocal),
          ),
        );
      return { sinrelacion: row?.n ?? 0 };
    },
  );

  type Relation = typeof t.$inferSelect;
  defineBulk(ctx, {
    path: '/api/v1/productrelations/bulk',
    summary: 'Relaciona muchos códigos de estación con productos del grupo a la vez (todo o nada)',
    tags,
    permission: 'can_edit_equivalencia',
    body: ProductRelationBulkSchema,
    mode: 'all',
    async items(tx, body, req) {
      const ids = [...new Set(body.mappings.map((m) => m.id))];
      const rows = await tx
        .select()
        .from(t)
        .where(and(inArray(t.id, ids), isNull(t.deleted_at)))
        .for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      // Anything outside the user's stations refuses the whole request (403), before any row is written.
      for (const r of rows) requireInScope(req.actor, { level: 'station', id: r.idlocal });
      return body.mappings.map((m) => ({ ...m, row: byId.get(m.id) }));
    },
    key: (item) => item.id,
    async apply(tx, item) {
      const before = item.row as Relation | undefined;
      if (!before) throw new Skip('No existe la relación');
      if (item.version !== undefined && item.version !== before.version)
        throw new Skip('Otra persona la ha cambiado desde que se listó: vuelva a cargar la lista');
      try {
        await assertGroupProduct(tx, before.idgrupo, item.idproductogrupo);
      } catch (err) {
        throw new Skip(firstMessage(err));
      }
      const [after] = await tx
        .update(t)
        .set({ idproductogrupo: item.idproductogrupo, version: before.version + 1 })
        .where(eq(t.id, before.id))
        .returning();
      return {
        accion: 'modificacion',
        recurso: kit.decl.name,
        idregistro: before.id,
        antes: before,
        despues: after,
        motivo: 'Relación en bloque',
        place: { level: 'station', id: before.idlocal },
      };
    },
  });

  type Line = {
    linea: number;
    codigolocal: string;
    descripcionlocal: string;
    codigogrupo: string;
    error?: string;
  };
  defineBulk(ctx, {
    path: '/api/v1/productrelations/import',
    summary: 'Importa los códigos de una estación desde un CSV (codigolocal; descripcionlocal; codigogrupo)',
    tags,
    permission: 'can_create_equivalencia',
    body: ProductRelationImportSchema,
    mode: 'all',
    async items(tx, body, req) {
      requireInScope(req.actor, { level: 'station', id: body.idlocal });
      await stationGroup(tx, body.idlocal).catch(() => {
        throw notFound('No existe la estación');
      });
      const { header, rows } = parseCsv(body.csv);
      const col = (name: string) =>
        header.findIndex((h) => h.normalize('NFD').replace(/\p{M}/gu, '') === name);
      const at = {
        codigolocal: col('codigolocal'),
        descripcionlocal: col('descripcionlocal'),
        codigogrupo: col('codigogrupo'),
      };
      if (at.codigolocal < 0)
        throw validationError({
          csv: 'La primera línea debe tener los nombres de las columnas: codigolocal; descripcionlocal; codigogrupo',
        });
      if (!rows.length) throw validationError({ csv: 'El fichero no tiene filas' });
      if (rows.length > 5000) throw validationError({ csv: 'Como máximo 5000 filas por fichero' });
      const seen = new Map<string, number>();
      return rows.map(({ linea, cells }): Line => {
        const line: Line = {
          linea,
          codigolocal: (cells[at.codigolocal] ?? '').toUpperCase(),
          descripcionlocal: at.descripcionlocal >= 0 ? (cells[at.descripcionlocal] ?? '') : '',
          codigogrupo: at.codigogrupo >= 0 ? (cells[at.codigogrupo] ?? '').toUpperCase() : '',
        };
        const first = seen.get(line.codigolocal);
        // More cells than titles: a text with the separator in it, unquoted ('Agua 1,5 l' in a comma file).
        if (cells.length > header.length)
          line.error = `La línea tiene ${cells.length} columnas y la primera ${header.length}: un texto con el separador (coma o punto y coma) va entre comillas`;
        else if (first) line.error = `Código ${line.codigolocal} repetido (ya está en la línea ${first})`;
        else seen.set(line.codigolocal, linea);
        return line;
      });
    },
    key: (line) => line.linea,
    async apply(tx, line, body) {
      if (line.error) throw new Skip(line.error);
      const parsed = ProductRelationFieldsSchema.safeParse({
        idlocal: body.idlocal,
        codigolocal: line.codigolocal,
        descripcionlocal: line.descripcionlocal,
      });
      if (!parsed.success) throw new Skip(parsed.error.issues[0]!.message);
      const idgrupo = await stationGroup(tx, body.idlocal);
      let idproductogrupo: number | null = null;
      if (line.codigogrupo) {
        const [product] = await tx
          .select({ id: products.idproducto, activo: products.activo })
          .from(products)
          .where(
            and(
              eq(products.idgrupo, idgrupo),
              eq(products.codigo, line.codigogrupo),
              isNull(products.deleted_at),
            ),
          );
        if (!product) throw new Skip(`No existe el producto ${line.codigogrupo} en el grupo`);
        if (!product.activo) throw new Skip(`El producto ${line.codigogrupo} no está activo`);
        idproductogrupo = product.id;
      }
      const [existing] = await tx
        .select()
        .from(t)
        .where(
          and(
            eq(t.idlocal, body.idlocal),
            sql`upper(${t.codigolocal}) = ${line.codigolocal}`,
            isNull(t.deleted_at),
          ),
        )
        .for('update');
      const values = {
        descripcionlocal: parsed.data.descripcionlocal || existing?.descripcionlocal || '',
        idproductogrupo: idproductogrupo ?? existing?.idproductogrupo ?? null,
      };
      const [after] = existing
        ? await tx
            .update(t)
            .set({ ...values, version: existing.version + 1 })
            .where(eq(t.id, existing.id))
            .returning()
        : await tx
            .insert(t)
            .values({ ...values, idlocal: body.idlocal, idgrupo, codigolocal: line.codigolocal })
            .returning();
      return {
        accion: existing ? 'modificacion' : 'alta',
        recurso: kit.decl.name,
        idregistro: after!.id,
        antes: existing,
        despues: after,
        motivo: `Importación CSV, línea ${line.linea}`,
        place: { level: 'station', id: body.idlocal },
      };
    },
  });
}
