import { RateListSchema, zId } from '@ac/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { rates } from '../../db/schema';

const tags = ['Tarifas'];

/** Tariffs of a group (spec `GET /v1/rates?idgrupo=`). */
export async function ratesRoutes({ app, database }: AppContext) {
  const { db } = database;
  app.get(
    '/api/v1/rates',
    {
      config: { auth: 'can_view_cliente', scope: { group: 'idgrupo' } },
      schema: {
        tags,
        summary: 'Tarifas del grupo',
        querystring: z.object({ idgrupo: zId }),
        response: { 200: RateListSchema },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(rates)
        .where(and(eq(rates.idgrupo, req.query.idgrupo), isNull(rates.deleted_at)))
        .orderBy(asc(rates.nombre), asc(rates.idtarifa))
        .limit(500);
      return { total: rows.length, rates: rows };
    },
  );
}
