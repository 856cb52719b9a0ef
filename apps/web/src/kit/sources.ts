import type { Customer, Rate } from '@ac/shared';
import { useMemo } from 'react';
import { useWorkArea } from '../work-area/work-area-context';
import type { RowsSource, ServerSource, WholeListSource } from './resource-select';

/**
 * What ResourceSelect picks from, one per kind of record several sections choose. They live in the
 * kit because features never import each other: Usuarios picks a customer without knowing Clientes.
 */

/** Customers of a group (all the user reaches without one), by code, name, NIF or town. */
export const customerSource = (idgrupo?: number | null): ServerSource<Customer> => ({
  kind: 'server',
  path: '/v1/customers',
  params: { idgrupo: idgrupo || undefined, sort: 'nombre' },
  value: (c) => c.id,
  // Codes are per group: without one chosen, two customers can share a code, so each says its group.
  label: (c) =>
    idgrupo || !c.grupo ? `${c.codigo} · ${c.nombre}` : `${c.codigo} · ${c.nombre} (${c.grupo})`,
});

type AppUser = { id: number; nombre: string; apellidos: string; email: string };
/** The app users of a group (Usuarios: drivers, customer staff), by name, e-mail, DNI or phone. */
export const appUserSource = (idgrupo?: number | null): ServerSource<AppUser> => ({
  kind: 'server',
  path: '/v1/users',
  params: { idgrupo: idgrupo || undefined, sort: 'apellidos' },
  value: (u) => u.id,
  label: (u) => `${`${u.nombre} ${u.apellidos}`.trim()} · ${u.email}`,
});

type Group = { idgrupo: number; grupo: string };
/** Groups of the user's scope. */
export const groupSource: ServerSource<Group> = {
  kind: 'server',
  path: '/v1/ambito/grupos',
  params: { sort: 'grupo' },
  value: (g) => g.idgrupo,
  label: (g) => g.grupo,
};

type Company = { idempresa: number; empresa: string };
/** Companies of a group. */
export const companySource = (idgrupo: number): ServerSource<Company> => ({
  kind: 'server',
  path: '/v1/ambito/empresas',
  params: { idgrupo, sort: 'empresa' },
  value: (e) => e.idempresa,
  label: (e) => e.empresa,
});

type Account = { id: number; nombre: string };
/** Commercial accounts. */
export const commercialAccountSource: ServerSource<Account> = {
  kind: 'server',
  path: '/v1/comercialaccount',
  params: { sort: 'nombre' },
  value: (a) => a.id,
  label: (a) => a.nombre,
};

/** Discount tariffs of a group (`GET /v1/rates?idgrupo=` has no search: the list is short). */
export const rateSource = (idgrupo: number): WholeListSource<Rate> => ({
  kind: 'list',
  path: '/v1/rates',
  params: { idgrupo, limit: 500 },
  enabled: idgrupo > 0,
  value: (r) => r.idtarifa,
  label: (r) => `${r.nombre} (${r.tipo})${r.activo ? '' : ' · inactiva'}`,
});

type Product = { idproducto: number; codigo: string; descripcion: string; activo: boolean };
/** The group's product catalogue (`/v1/products?idgrupo=&q=`, Productos de Grupo), active ones. */
export const productSource = (
  idgrupo: number,
  params: Record<string, string> = {},
): ServerSource<Product> => ({
  kind: 'server',
  path: '/v1/products',
  params: { idgrupo, activo: 'true', sort: 'descripcion', ...params },
  value: (p) => p.idproducto,
  label: (p) => `${p.codigo} · ${p.descripcion}`,
});

export type Station = { idlocal: number; local: string; grupo?: string };

/**
 * Stations of a group from the user's scope (login `scope`), sorted by name; with `anyGroup` and no group
 * (0), every station of the scope, each with its group (a filter of lists that span the groups).
 */
export function useGroupStations(idgrupo: number, anyGroup = false): Station[] {
  const { entries } = useWorkArea();
  return useMemo(() => {
    const every = anyGroup && !idgrupo;
    const seen = new Map<number, Station>();
    for (const e of entries)
      if ((every || e.idgrupo === idgrupo) && e.idlocal > 0)
        seen.set(e.idlocal, { idlocal: e.idlocal, local: e.local, ...(every ? { grupo: e.grupo } : {}) });
    return [...seen.values()].sort((a, b) => a.local.localeCompare(b.local, 'es'));
  }, [entries, idgrupo, anyGroup]);
}

/** The stations of a group (of the whole scope with `anyGroup` and none) as a ResourceSelect source. */
export function useStationSource(idgrupo: number, anyGroup = false): RowsSource<Station> {
  const rows = useGroupStations(idgrupo, anyGroup);
  return useMemo(
    () => ({
      kind: 'rows',
      rows,
      value: (s) => s.idlocal,
      label: (s) => (s.grupo ? `${s.local} (${s.grupo})` : s.local),
    }),
    [rows],
  );
}

/** "Todas las estaciones": the 0 of a field that applies to every station of the group. */
export const ALL_STATIONS = { value: 0, label: 'Todas las estaciones' };

/**
 * A station's name for a record's `idlocal` (0 = every station of the group): the name the API sent with
 * the record (`local`), else the one of the work area's list; never an internal number.
 */
export function stationName(stations: Station[], row: { idlocal: number; local?: string }): string {
  if (!row.idlocal) return ALL_STATIONS.label;
  return row.local || stations.find((s) => s.idlocal === row.idlocal)?.local || 'Estación fuera de su ámbito';
}
