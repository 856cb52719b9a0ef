import { zBoolParam, zId } from '@ac/shared';
import {
  NEWS_STATES,
  type News,
  NewsFieldsSchema,
  NewsImageUploadSchema,
  NewsSchema,
  newsState,
} from '@ac/shared/novedades';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { groups, news, newsImages } from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { madridToday } from '../../lib/dates';
import { notFound, validationError } from '../../lib/http-error';
import { writeAudit } from '../../plugins/audit';
import { imageProblem, sizeText } from './image';
import { sanitizeNewsHtml } from './sanitize';

const tags = ['Noticias y novedades'];
const route = routeOptions(tags);
const IMAGE_PATH = '/api/v1/news/image';
/** A JSON body with an image of up to 2 MB in base64, and room to say how much bigger one is. */
const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;

/** The audience's groups must exist. */
async function checkAudience(tx: Tx, grupos: number[]) {
  const unique = [...new Set(grupos)];
  const found = await tx
    .select({ id: groups.idgrupo })
    .from(groups)
    .where(and(inArray(groups.idgrupo, unique), isNull(groups.deleted_at)));
  if (found.length !== unique.length) throw validationError({ grupos: 'Algún grupo destinatario no existe' });
  return unique;
}

/** `?estado=` as a condition on the days, for today in Madrid. */
function stateCondition(estado: (typeof NEWS_STATES)[number]) {
  const today = madridToday();
  switch (estado) {
    case 'borrador':
      return sql`not ${news.activo}`;
    case 'programada':
      return sql`(${news.activo} and ${news.fechapublicacion} > ${today})`;
    case 'caducada':
      return sql`(${news.activo} and ${news.fechapublicacion} <= ${today} and ${news.fechafin} < ${today})`;
    default:
      return sql`(${news.activo} and ${news.fechapublicacion} <= ${today} and (${news.fechafin} is null or ${news.fechafin} >= ${today}))`;
  }
}

/**
 * Noticias y novedades for the app: a group publishes them to the app users of the audience's groups (each
 * one checked for scope), between two days. The body is rich text cut to an allow-list on every write; the
 * image is checked by its first bytes and size, kept in the database and served with its type and nosniff.
 * The image has routes of its own and leaves the record's version alone: a form being edited is not made
 * stale by the upload next to it.
 */
export async function newsRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  const kit = defineResource(ctx, {
    name: 'novedad',
    labels: { one: 'novedad', many: 'novedades' },
    permission: 'novedad',
    table: news,
    paths: restPaths('/api/v1/news', 'create'),
    tags,
    fields: NewsFieldsSchema,
    wire: NewsSchema,
    place: { level: 'group', column: news.idgrupo },
    places: [{ column: news.grupos, level: 'group' }],
    filters: {
      activo: { column: news.activo, schema: zBoolParam },
      destacado: { column: news.destacado, schema: zBoolParam },
      estado: {
        column: news.fechapublicacion,
        schema: z.enum(NEWS_STATES, { error: 'Estado no válido' }),
        where: stateCondition,
      },
      /** News an audience group sees. */
      destinatario: {
        column: news.grupos,
        schema: zId,
        where: (id: number) => sql`${id}::integer = any(${news.grupos})`,
      },
    },
    search: [news.titulo, news.resumen],
    sort: { fechapublicacion: news.fechapublicacion, titulo: news.titulo, id: news.id },
    defaultSort: '-fechapublicacion',
    lookups: { grupo: { column: groups.grupo, on: [groups.idgrupo, news.idgrupo] } },
    async beforeCreate(tx, values) {
      return {
        ...values,
        contenido: sanitizeNewsHtml(values.contenido),
        grupos: await checkAudience(tx, values.grupos),
      };
    },
    async beforeUpdate(tx, changes, existing) {
      const merged = { ...existing, ...changes };
      if (merged.fechafin && merged.fechafin < merged.fechapublicacion)
        throw validationError({ fechafin: 'La fecha de fin es anterior a la de publicación' });
      return {
        ...changes,
        ...(changes.contenido !== undefined ? { contenido: sanitizeNewsHtml(changes.contenido) } : {}),
        ...(changes.grupos ? { grupos: await checkAudience(tx, changes.grupos) } : {}),
      };
    },
    /** The state for today, and the audience's names (one query per page, by primary key). */
    async decorate(executor, rows) {
      const today = madridToday();
      const ids = [...new Set(rows.flatMap((r) => (r.grupos as number[] | undefined) ?? []))];
      const names = new Map<number, string>();
      if (ids.length)
        for (const g of await executor
          .select({ id: groups.idgrupo, grupo: groups.grupo })
          .from(groups)
          .where(inArray(groups.idgrupo, ids)))
          names.set(g.id, g.grupo);
      return rows.map((r) => ({
        ...r,
        estado: newsState(r as Parameters<typeof newsState>[0], today),
        destinatarios: ((r.grupos as number[]) ?? []).map((id) => names.get(id) ?? `Grupo ${id}`),
      }));
    },
  });

  app.get(
    IMAGE_PATH,
    route('can_view_novedad', 'La imagen de una novedad, con su tipo (PNG, JPEG o WebP)', {
      querystring: z.object({ id: zId }),
    }),
    async (req, reply) => {
      await kit.findOne(db, req.query.id, req.actor);
      const [img] = await db.select().from(newsImages).where(eq(newsImages.idnovedad, req.query.id));
      if (!img) throw notFound('La novedad no tiene imagen');
      return reply
        .type(img.tipo)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-cache')
        .send(img.datos);
    },
  );

  /**
   * Sets (`image`) or removes (null) a news item's image in one transaction, with its audit row: the item
   * must be in scope; `check` runs on the locked row before anything is written.
   */
  async function changeImage(
    req: FastifyRequest,
    id: number,
    image: { tipo: string; bytes: Buffer } | null,
    check: (row: typeof news.$inferSelect) => void,
  ) {
    await db.transaction(async (tx) => {
      const { row, place } = await kit.findOne(tx, id, req.actor, true);
      check(row);
      const next = image
        ? { imagentipo: image.tipo, imagentamano: image.bytes.length }
        : { imagentipo: null, imagentamano: null };
      if (image)
        await tx
          .insert(newsImages)
          .values({ idnovedad: id, tipo: image.tipo, tamano: image.bytes.length, datos: image.bytes })
          .onConflictDoUpdate({
            target: newsImages.idnovedad,
            set: { tipo: image.tipo, tamano: image.bytes.length, datos: image.bytes, subida: new Date() },
          });
      else await tx.delete(newsImages).where(eq(newsImages.idnovedad, id));
      await tx.update(news).set(next).where(eq(news.id, id));
      await writeAudit(tx, req, {
        accion: 'imagen',
        recurso: 'novedad',
        idregistro: id,
        antes: { imagentipo: row.imagentipo, imagentamano: row.imagentamano },
        despues: next,
        motivo: image ? `imagen cambiada (${image.tipo}, ${sizeText(image.bytes.length)})` : 'imagen quitada',
        place,
      });
    });
    return (await kit.selectOne(db, id, req.actor)) as News;
  }

  app.post(
    IMAGE_PATH,
    {
      ...route(
        'can_edit_novedad',
        'Sube (o sustituye) la imagen de una novedad: PNG, JPEG o WebP de hasta 2 MB, en base64',
        { body: NewsImageUploadSchema, response: { 200: NewsSchema } },
      ),
      bodyLimit: IMAGE_BODY_LIMIT,
    },
    async (req) => {
      const { id, tipo, datos } = req.body;
      const bytes = Buffer.from(datos, 'base64');
      const found = tipo.toLowerCase().replace('image/jpg', 'image/jpeg');
      return changeImage(req, id, { tipo: found, bytes }, () => {
        const problem = imageProblem(bytes, tipo);
        if (problem) throw validationError({ imagen: problem }, problem);
      });
    },
  );

  app.delete(
    IMAGE_PATH,
    route('can_edit_novedad', 'Quita la imagen de una novedad', {
      querystring: z.object({ id: zId }),
      response: { 200: NewsSchema },
    }),
    async (req) =>
      changeImage(req, req.query.id, null, (row) => {
        if (!row.imagentipo) throw notFound('La novedad no tiene imagen');
      }),
  );
}
