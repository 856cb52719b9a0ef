import type { Rate, ScopeEntry } from '@ac/shared';
import { type Settings, SettingsSchema } from '@ac/shared/configuracion';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceKeys } from '../../kit/query-keys';
import { saveParentRecord } from '../../kit/save-resource';
import { useRecord } from '../../kit/use-record';
import { http, listFrom } from '../../lib/http';

export const SETTINGS_PATH = '/v1/settings';
export const settingsKeys = resourceKeys(SETTINGS_PATH);

export function useSettings(idcuentacomercial: number) {
  return useRecord(SETTINGS_PATH, { idcuentacomercial }, SettingsSchema);
}

/** The account's settings saved: POST the first time (version 0 = the defaults), then PATCH with the version. */
export const saveSettings = (idcuentacomercial: number, values: object, version: number) =>
  saveParentRecord<Settings>(SETTINGS_PATH, { idcuentacomercial }, values, version);

export type AccountRate = { idtarifa: number; label: string };

/** Every tariff of the account's groups the user reaches (`/v1/rates?idgrupo=` per group), for the default tariff. */
export function useAccountRates(idcuentacomercial: number, entries: ScopeEntry[]) {
  const groups = useMemo(() => {
    const seen = new Map<number, string>();
    for (const e of entries)
      if (e.idcuentacomercial === idcuentacomercial && e.idgrupo > 0) seen.set(e.idgrupo, e.grupo);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1], 'es'));
  }, [entries, idcuentacomercial]);
  return useQueries({
    queries: groups.map(([idgrupo]) => ({
      queryKey: resourceKeys('/v1/rates').options({ idgrupo, all: true }),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        listFrom<Rate>(await http.get('/v1/rates', { query: { idgrupo }, signal, quiet: true })),
      staleTime: 60_000,
    })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      rates: results.flatMap((r, i) =>
        (r.data ?? []).map(
          (rate): AccountRate => ({
            idtarifa: rate.idtarifa,
            label: `${rate.nombre} · ${groups[i]![1]}${rate.activo ? '' : ' (inactiva)'}`,
          }),
        ),
      ),
    }),
  });
}
