import type { Customer, Rate } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HttpError, http, listFrom } from '../../lib/http';
import { useWorkArea } from '../../work-area/work-area-context';

export const CUSTOMERS_PATH = '/v1/customers';
/** The spec writes both writes with the trailing slash: `POST /v1/customers/`, `PATCH /v1/customers/`. */
export const CUSTOMER_SAVE_PATHS = { create: `${CUSTOMERS_PATH}/`, update: `${CUSTOMERS_PATH}/` };

/** The sub-record calls of spec §7 "Customers and related". */
export const SUB = {
  configuration: '/v1/customers/configuration',
  taxconfig: '/v1/customers/taxconfig',
  tpvoptions: '/v1/customers/tpvoptions',
  customerrate: '/v1/customers/customerrate',
  bank: '/v1/customers/bank',
  department: '/v1/customers/department',
  users: '/v1/customers/users',
  vehicles: '/v1/customers/vehicles',
} as const;

export function useCustomer(id: number) {
  return useQuery({
    queryKey: [CUSTOMERS_PATH, 'one', id],
    queryFn: ({ signal }) => http.get<Customer>(CUSTOMERS_PATH, { query: { id }, signal, quiet: true }),
  });
}

/** Next free code of the group (`codeproposal`), shown in the create form. */
export function useCodeProposal(groupid: number) {
  return useQuery({
    queryKey: [CUSTOMERS_PATH, 'codeproposal', groupid],
    queryFn: ({ signal }) =>
      http.get<{ codigo: number }>(`${CUSTOMERS_PATH}/codeproposal`, {
        query: { groupid },
        signal,
        quiet: true,
      }),
    enabled: groupid > 0,
    staleTime: 0,
  });
}

/** One-per-customer records (configuración, fiscal): defaults with `version: 0` until stored. */
export function useCustomerRecord<T>(path: string, customerid: number) {
  return useQuery({
    queryKey: [path, 'one', customerid],
    queryFn: ({ signal }) => http.get<T>(path, { query: { customerid }, signal, quiet: true }),
  });
}

/** A customer's sub-record list (TPV options, rates, banks, departments, users, vehicles). */
export function useCustomerList<T>(path: string, customerid: number) {
  return useQuery({
    queryKey: [path, 'list', customerid],
    queryFn: async ({ signal }) =>
      listFrom<T>(await http.get(path, { query: { customerid, limit: 500 }, signal, quiet: true })),
  });
}

/** Sub-records: `POST path` to create, `PATCH path` with `id` + `version` to update. */
export function saveSubRecord<T = unknown>(
  path: string,
  values: object,
  existing?: { id: number; version: number } | null,
): Promise<T> {
  return existing
    ? http.patch<T>(path, { ...values, id: existing.id, version: existing.version })
    : http.post<T>(path, values);
}

/** The customer record on its one-per-customer path: POST while `version` is 0, else PATCH. */
export function saveCustomerRecord<T = unknown>(
  path: string,
  customerid: number,
  values: object,
  version: number,
): Promise<T> {
  return version === 0
    ? http.post<T>(path, { ...values, idcliente: customerid })
    : http.patch<T>(path, { ...values, idcliente: customerid, version });
}

export function useRates(idgrupo: number) {
  return useQuery({
    queryKey: ['/v1/rates', idgrupo],
    queryFn: async ({ signal }) =>
      listFrom<Rate>(await http.get('/v1/rates', { query: { idgrupo }, signal, quiet: true })),
    enabled: idgrupo > 0,
    staleTime: 60_000,
  });
}

/** Stations of a group from the user's scope (login `scope`), for "where it applies" pickers. */
export function useGroupStations(idgrupo: number) {
  const { entries } = useWorkArea();
  return useMemo(() => {
    const seen = new Map<number, string>();
    for (const e of entries) if (e.idgrupo === idgrupo && e.idlocal > 0) seen.set(e.idlocal, e.local);
    return [...seen]
      .map(([idlocal, local]) => ({ idlocal, local }))
      .sort((a, b) => a.local.localeCompare(b.local, 'es'));
  }, [entries, idgrupo]);
}

/** Station name for an `idlocal` (0 = every station of the group). */
export function stationName(stations: { idlocal: number; local: string }[], idlocal: number): string {
  if (!idlocal) return 'Todas las estaciones';
  return stations.find((s) => s.idlocal === idlocal)?.local ?? `Estación nº ${idlocal}`;
}

/** The ticket PDF, fetched with the session headers (an `<a href>` could not send them). */
export function fetchTicketPdf(id: number): Promise<Blob> {
  return http.get<Blob>(`/tickets/getpdf/${id}`, { responseType: 'blob', quiet: true });
}

/** A 409 "code in use" answer, put on the `codigo` input like a field error. */
export function codeTakenAsFieldError(error: unknown): unknown {
  if (error instanceof HttpError && error.status === 409 && /c[óo]digo/i.test(error.message)) {
    return new HttpError(400, 1, error.message, { codigo: error.message });
  }
  return error;
}
