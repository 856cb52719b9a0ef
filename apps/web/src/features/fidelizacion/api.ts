import { LoyaltyRuleSchema } from '@ac/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { resourceKeys } from '../../kit/query-keys';
import { useRecord } from '../../kit/use-record';
import { http, listFrom } from '../../lib/http';

export const RULES_PATH = '/v1/loyaltyrules';
export const ruleKeys = resourceKeys(RULES_PATH);

export const useRule = (id: number) => useRecord(RULES_PATH, { id }, LoyaltyRuleSchema);

const CatalogueRow = z.object({
  idproducto: z.number(),
  codigo: z.string(),
  descripcion: z.string(),
  unidad: z.string(),
});
/** The group's product catalogue, whole (a group has tens of products). */
export const useCatalogue = (idgrupo: number) => {
  const query = { idgrupo, limit: 500, sort: 'descripcion' };
  return useQuery({
    queryKey: resourceKeys('/v1/products').list(query),
    queryFn: async ({ signal }) =>
      listFrom<z.output<typeof CatalogueRow>>(await http.get('/v1/products', { query, signal, quiet: true })),
    enabled: idgrupo > 0,
  });
};
