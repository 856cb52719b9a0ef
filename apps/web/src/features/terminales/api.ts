import { TerminalOperationsSchema, TerminalSchema, TerminalStateSchema } from '@ac/shared/terminales';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkResponse } from '../../kit/check-response';
import { resourceKeys } from '../../kit/query-keys';
import type { RowsSource } from '../../kit/resource-select';
import { useRecord } from '../../kit/use-record';
import { http } from '../../lib/http';
import { useWorkArea } from '../../work-area/work-area-context';

export const TERMINALS_PATH = '/v1/terminals';
export const terminalKeys = {
  ...resourceKeys(TERMINALS_PATH),
  operations: (id: number) => [TERMINALS_PATH, 'operations', id] as const,
  state: (kind: 'terminal' | 'wallet', id: number) => ['/estados', kind, id] as const,
};

export function useTerminal(id: number) {
  return useRecord(TERMINALS_PATH, { id }, TerminalSchema);
}

/** The terminal's last operations (`GET /v1/terminals/operations?id=`). */
export function useTerminalOperations(id: number) {
  return useQuery({
    queryKey: terminalKeys.operations(id),
    queryFn: async ({ signal }) =>
      checkResponse(
        TerminalOperationsSchema,
        await http.get(`${TERMINALS_PATH}/operations`, { query: { id }, signal, quiet: true }),
        TERMINALS_PATH,
      ),
  });
}

/** `GET /estados/{kind}/{id}`: the status (read when the tab opens) or the wallet test (run on demand). */
export function useTerminalState(kind: 'terminal' | 'wallet', id: number, enabled = true) {
  return useQuery({
    queryKey: terminalKeys.state(kind, id),
    queryFn: async ({ signal }) =>
      checkResponse(
        TerminalStateSchema,
        await http.get(`/estados/${kind}/${id}`, { signal, quiet: true }),
        kind,
      ),
    enabled,
    staleTime: 0,
  });
}

type StationRow = { idlocal: number; label: string };

/** Stations of the user's scope (of the work area's group when one is chosen), for the terminal's station. */
export function useScopeStations(): RowsSource<StationRow> {
  const { entries, scope } = useWorkArea();
  return useMemo(() => {
    const seen = new Map<number, string>();
    for (const e of entries)
      if (e.idlocal > 0 && (!scope?.grupo || e.idgrupo === scope.grupo))
        seen.set(e.idlocal, `${e.local} · ${e.grupo}`);
    const rows = [...seen]
      .map(([idlocal, label]) => ({ idlocal, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
    return { kind: 'rows', rows, value: (s) => s.idlocal, label: (s) => s.label };
  }, [entries, scope]);
}
