import { zBoolParam } from '@ac/shared';
import { ProductFieldsSchema, ProductSchema } from '@ac/shared/gruposproductos';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { groups, priceChanges, priceLimits, productRelations, products } from '../../db/schema';
import { otherLiveRow } from '../../kit/place';
import { defineResource, restPaths } from '../../kit/resource';
import { duplicate } from '../../lib/http-error';

const tags = ['Productos de Grupo'];

/** A group's codes are unique (upper case): a clear 409 rather than the database's generic one. */
async function assertFreeCode(tx: Tx, idgrupo: number, codigo: string, except?: number) {
  const taken = await otherLiveRow(
    tx,
    products.idproducto,
    [eq(products.idgrupo, idgrupo), eq(products.codigo, codigo)],
    { except },
  );
  if (taken) throw duplicate('codigo', `Ya existe un producto con el código ${codigo} en el grupo`);
}

/** Productos de Grupo (`/v1/products?idgrupo=`): the group's catalogue. */
export async function productsRoutes(ctx: AppContext) {
  const t = products;
  defineResource(ctx, {
    name: 'producto',
    labels: { one: 'producto del grupo', many: 'productos del grupo' },
    permission: 'equivalencia',
    table: t,
    title: sql`${t.codigo} || ' ' || ${t.descripcion}`,
    paths: restPaths('/api/v1/products', 'create'),
    tags,
    // The family/Ministry rule of the fields runs on create; an update checks the merged record.
    fields: ProductFieldsSchema,
    wire: ProductSchema,
    place: { level: 'group', column: t.idgrupo, fixed: 'Un producto no puede pasar a otro grupo' },
    filters: {
      activo: { column: t.activo, schema: zBoolParam },
      familia: { column: t.familia, schema: z.string().max(30) },
    },
    search: [t.codigo, t.descripcion],
    sort: { descripcion: t.descripcion, codigo: t.codigo, familia: t.familia, id: t.idproducto },
    defaultSort: 'descripcion',
    lookups: { grupo: { column: groups.grupo, on: [groups.idgrupo, t.idgrupo] } },
    children: [
      {
        column: productRelations.idproductogrupo,
        message: 'Hay códigos de estación relacionados con el producto',
      },
      { column: priceLimits.idproducto, message: 'El producto tiene límites de precio' },
      { column: priceChanges.idproducto, message: 'El producto tiene cambios de precio programados' },
    ],
    async beforeCreate(tx, values) {
      await assertFreeCode(tx, values.idgrupo, values.codigo);
      return values;
    },
    async beforeUpdate(tx, changes, existing) {
      // The merged record must hold (a 400 naming each field, as for a bad body).
      const merged = ProductFieldsSchema.parse({ ...existing, ...changes });
      if (changes.codigo !== undefined)
        await assertFreeCode(tx, existing.idgrupo, merged.codigo, existing.idproducto);
      return changes;
    },
  });
}
