import { DECLINE_EXPLANATIONS } from '@ac/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type operations, stations, type tickets } from '../../db/schema';
import type { Actor } from '../../plugins/session';

const euros = (cents: number) => Math.round(cents) / 100;

/** Stations outside the scope never show: the filter is part of the query, not of the page. */
export function stationScope(actor: Actor, column: AnyPgColumn): SQL | undefined {
  if (actor.scope.all) return undefined;
  const ids = [...actor.scope.stationIds];
  return ids.length ? sql`${column} in ${ids}` : sql`false`;
}

export async function stationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: stations.idlocal, local: stations.local })
    .from(stations)
    .where(inArray(stations.idlocal, unique));
  return new Map(rows.map((r) => [r.id, r.local]));
}

export function ticketToWire(t: typeof tickets.$inferSelect, local: string) {
  return {
    ...t,
    fecha: t.fecha.toISOString(),
    local,
    base: euros(t.base),
    iva: euros(t.iva),
    total: euros(t.total),
  };
}

export function operationToWire(o: typeof operations.$inferSelect, local: string) {
  return {
    ...o,
    fecha: o.fecha.toISOString(),
    local,
    importesolicitado: euros(o.importesolicitado),
    importeautorizado: euros(o.importeautorizado),
    explicacion: o.resultado === 'denegada' ? (DECLINE_EXPLANATIONS[o.motivo] ?? o.motivo) : '',
  };
}
