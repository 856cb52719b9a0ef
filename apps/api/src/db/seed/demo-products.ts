import type { Tx } from '../client';
import { products } from '../schema';
import type { DemoPlaces } from './demo-places';

/** The demo catalogue of every group (domain.md "Equivalencias"), with the Ministry's fuel ids. */
export const DEMO_CATALOGUE = [
  {
    codigo: 'GOA',
    descripcion: 'Gasóleo A',
    familia: 'carburante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: 4,
  },
  {
    codigo: 'GOA+',
    descripcion: 'Gasóleo A+',
    familia: 'carburante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: 5,
  },
  {
    codigo: 'SP95',
    descripcion: 'Sin Plomo 95',
    familia: 'carburante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: 1,
  },
  {
    codigo: 'SP98',
    descripcion: 'Sin Plomo 98',
    familia: 'carburante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: 3,
  },
  {
    codigo: 'GOB',
    descripcion: 'Gasóleo B',
    familia: 'carburante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: 6,
  },
  {
    codigo: 'GLP',
    descripcion: 'GLP',
    familia: 'carburante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: 17,
  },
  {
    codigo: 'ADBL',
    descripcion: 'AdBlue',
    familia: 'lubricante',
    unidad: 'litro',
    iva: 21,
    idproductoministerio: null,
  },
  {
    codigo: 'LAVB',
    descripcion: 'Lavado Básico',
    familia: 'lavado',
    unidad: 'unidad',
    iva: 21,
    idproductoministerio: null,
  },
  {
    codigo: 'LAVP',
    descripcion: 'Lavado Premium',
    familia: 'lavado',
    unidad: 'unidad',
    iva: 21,
    idproductoministerio: null,
  },
  {
    codigo: 'CAFE',
    descripcion: 'Café',
    familia: 'tienda',
    unidad: 'unidad',
    iva: 10,
    idproductoministerio: null,
  },
  {
    codigo: 'AGUA',
    descripcion: 'Agua 1,5 l',
    familia: 'tienda',
    unidad: 'unidad',
    iva: 10,
    idproductoministerio: null,
  },
] as const;

export async function seedProducts(db: Tx, { grps }: DemoPlaces) {
  return db
    .insert(products)
    .values(grps.flatMap((g) => DEMO_CATALOGUE.map((p) => ({ ...p, idgrupo: g.idgrupo }))))
    .returning();
}
