import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, products, stations } from '../../db/schema';
import { notFound, validationError } from '../../lib/http-error';

/** The group of a live station (404 when there is none). */
export async function stationGroup(db: Db | Tx, idlocal: number): Promise<number> {
  const [row] = await db
    .select({ idgrupo: companies.idgrupo })
    .from(stations)
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(and(eq(stations.idlocal, idlocal), isNull(stations.deleted_at)));
  if (!row) throw notFound('No existe la estación');
  return row.idgrupo;
}

/** A station code maps to a live, active product of the station's own group. */
export async function assertGroupProduct(
  db: Db | Tx,
  idgrupo: number,
  idproducto: number,
  field = 'idproductogrupo',
) {
  const [row] = await db
    .select({ idgrupo: products.idgrupo, activo: products.activo })
    .from(products)
    .where(and(eq(products.idproducto, idproducto), isNull(products.deleted_at)));
  if (!row) throw validationError({ [field]: 'No existe el producto del grupo' });
  if (row.idgrupo !== idgrupo)
    throw validationError({ [field]: 'El producto no es del grupo de la estación' });
  if (!row.activo) throw validationError({ [field]: 'El producto del grupo no está activo' });
}
