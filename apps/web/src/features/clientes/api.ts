import { CustomerSchema } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../kit/query-keys';
import { useRecord } from '../../kit/use-record';
import { http } from '../../lib/http';

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

/** A customer's sub-records that depend on its group (tariffs, stations): the customer and that group. */
export type CustomerPlace = { customerid: number; idgrupo: number };

/** Query keys of the section: the customers' own, and the code proposal of a group. */
export const customerKeys = {
  ...resourceKeys(CUSTOMERS_PATH),
  codeProposal: (groupid: number) => [CUSTOMERS_PATH, 'codeproposal', groupid] as const,
  bankCodes: (ccc: { entidad: string; oficina: string; cuenta: string }) =>
    ['/v1/customers/bankcodeproposal', ccc] as const,
};

export function useCustomer(id: number) {
  return useRecord(CUSTOMERS_PATH, { id }, CustomerSchema);
}

/** Next free code of the group (`codeproposal`), shown in the create form. */
export function useCodeProposal(groupid: number) {
  return useQuery({
    queryKey: customerKeys.codeProposal(groupid),
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
