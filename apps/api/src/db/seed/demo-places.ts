import type { Tx } from '../client';
import { commercialAccounts, companies, groups, stations } from '../schema';
import { streets } from './data/names';
import { towns } from './data/towns';
import { makeCif, makePhone, type Rng } from './random';

const STATION_PLAN: { empresa: number; town: string; name: string }[] = [
  { empresa: 0, town: 'Valladolid', name: 'E.S. Valladolid Norte' },
  { empresa: 0, town: 'Tordesillas', name: 'E.S. Tordesillas A-62' },
  { empresa: 0, town: 'Medina del Campo', name: 'E.S. Medina del Campo' },
  { empresa: 1, town: 'Salamanca', name: 'E.S. Salamanca Vía de Servicio' },
  { empresa: 1, town: 'Zamora', name: 'E.S. Zamora Los Bloques' },
  { empresa: 1, town: 'Benavente', name: 'E.S. Benavente Cruce A-6' },
  { empresa: 2, town: 'Burgos', name: 'E.S. Burgos Villafría' },
  { empresa: 2, town: 'Aranda de Duero', name: 'E.S. Aranda Ribera' },
  { empresa: 2, town: 'Miranda de Ebro', name: 'E.S. Miranda AP-1' },
  { empresa: 3, town: 'Soria', name: 'E.S. Soria Valonsadero' },
  { empresa: 3, town: 'Segovia', name: 'E.S. Segovia Acueducto' },
  { empresa: 3, town: 'Palencia', name: 'E.S. Palencia Canal' },
  { empresa: 3, town: 'León', name: 'E.S. León Puente Castro' },
  { empresa: 4, town: 'Santander', name: 'E.S. Santander Bahía' },
  { empresa: 4, town: 'Oviedo', name: 'E.S. Oviedo La Corredoria' },
  { empresa: 4, town: 'Gijón', name: 'E.S. Gijón Puerto' },
  { empresa: 5, town: 'Bilbao', name: 'E.S. Bilbao Zorrotza' },
  { empresa: 5, town: 'Lugo', name: 'E.S. Lugo Muralla' },
  { empresa: 5, town: 'A Coruña', name: 'E.S. A Coruña Alfonso Molina' },
  { empresa: 5, town: 'Ponferrada', name: 'E.S. Ponferrada Bierzo' },
];

export const townOf = (name: string) => towns.find((t) => t.poblacion === name) ?? towns[0]!;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Commercial accounts › groups › companies › stations of the demo. */
export async function seedPlaces(db: Tx, rng: Rng) {
  const accs = await db
    .insert(commercialAccounts)
    .values([
      { nombre: 'Petrocentro Castilla S.L.', nif: makeCif(rng, 'B') },
      { nombre: 'Gasóleos del Norte S.A.', nif: makeCif(rng, 'A') },
    ])
    .returning();
  const grps = await db
    .insert(groups)
    .values([
      { grupo: 'Grupo Meseta', idcuentacomercial: accs[0]!.id },
      { grupo: 'Grupo Duero', idcuentacomercial: accs[0]!.id },
      { grupo: 'Grupo Cantábrico', idcuentacomercial: accs[1]!.id },
    ])
    .returning();
  const companyPlan = [
    ['Estaciones Pisuerga S.L.', 0, 'Valladolid'],
    ['Carburantes Tormes S.L.', 0, 'Salamanca'],
    ['Energías Arlanzón S.A.', 1, 'Burgos'],
    ['Servicios Viarios Duero S.L.', 1, 'Soria'],
    ['Petróleos Cantábricos S.A.', 2, 'Santander'],
    ['Red de Estaciones Atlántico S.L.', 2, 'A Coruña'],
  ] as const;
  const comps = await db
    .insert(companies)
    .values(
      companyPlan.map(([empresa, g, town]) => ({
        empresa,
        idgrupo: grps[g]!.idgrupo,
        nif: makeCif(rng, 'B'),
        direccion: `${rng.pick(streets)}, ${rng.int(1, 120)}, ${townOf(town).codigopostal} ${town}`,
      })),
    )
    .returning();
  const sts = await db
    .insert(stations)
    .values(
      STATION_PLAN.map((s, i) => {
        const town = townOf(s.town);
        const company = comps[s.empresa]!;
        const grp = grps.find((g) => g.idgrupo === company.idgrupo)!;
        return {
          local: s.name,
          idempresa: company.idempresa,
          idcuentacomercial: grp.idcuentacomercial,
          activolocal: i !== 11,
          es24: rng.chance(0.45),
          lavado: rng.chance(0.6),
          parking: rng.chance(0.5),
          duchas: rng.chance(0.25),
          restaurante: rng.chance(0.3),
          tienda: rng.chance(0.85),
          muestraprecio: rng.chance(0.9),
          observlocal: i === 11 ? 'Cerrada por obras de remodelación del área de repostaje.' : '',
          direccion: `${rng.pick(streets)}, ${rng.int(1, 200)}`,
          poblacion: town.poblacion,
          provincia: town.provincia,
          codigopostal: town.codigopostal,
          telefono: makePhone(rng, 'fijo'),
          latitud: round2(town.latitud * 100) / 100 + rng.float(-0.01, 0.01),
          longitud: town.longitud + rng.float(-0.01, 0.01),
        };
      }),
    )
    .returning();
  const groupOfStation = new Map(
    sts.map((s) => [s.idlocal, comps.find((c) => c.idempresa === s.idempresa)!.idgrupo] as const),
  );

  return { accs, grps, comps, sts, groupOfStation };
}
export type DemoPlaces = Awaited<ReturnType<typeof seedPlaces>>;
