import { UnmappedCountSchema } from '@ac/shared/relacionproductos';
import { useQuery } from '@tanstack/react-query';
import type { BulkReport } from '../../kit/bulk-report';
import { checkResponse } from '../../kit/check-response';
import { resourceKeys } from '../../kit/query-keys';
import { http } from '../../lib/http';

export const RELATIONS_PATH = '/v1/productrelations';
export const relationKeys = resourceKeys(RELATIONS_PATH);

/** How many station codes of the group have no group product yet. */
export function useUnmappedCount(idgrupo: number) {
  return useQuery({
    queryKey: [...relationKeys.all, 'unmapped', idgrupo],
    queryFn: async ({ signal }) =>
      checkResponse(
        UnmappedCountSchema,
        await http.get(`${RELATIONS_PATH}/unmapped`, { query: { idgrupo }, signal }),
        'unmapped',
      ).sinrelacion,
    enabled: idgrupo > 0,
  });
}

export const mapMany = (mappings: { id: number; idproductogrupo: number; version?: number }[]) =>
  http.post<BulkReport>(`${RELATIONS_PATH}/bulk`, { mappings });

export const importCsv = (idlocal: number, csv: string, preview: boolean) =>
  http.post<BulkReport>(`${RELATIONS_PATH}/import`, { idlocal, csv, preview }, { quiet: true });
