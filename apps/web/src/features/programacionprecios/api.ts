import { type PriceGrid, PriceGridSchema, PriceHistorySchema } from '@ac/shared/programacionprecios';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkResponse } from '../../kit/check-response';
import { resourceKeys } from '../../kit/query-keys';
import { useWorkAreaQuery } from '../../kit/use-resource-list';
import { http } from '../../lib/http';

export const CHANGES_PATH = '/v1/pricechanges';
export const LIMITS_PATH = '/v1/pricelimits';
export const changeKeys = resourceKeys(CHANGES_PATH);
export const gridKeys = resourceKeys('/v1/prices');

const GRID_AREA = { empresa: 'idempresa', local: 'idlocal' };

/** The grid of a group: its stations (in the user's scope, and the work area's company or station) × fuels. */
export function usePriceGrid(idgrupo: number) {
  const area = useWorkAreaQuery(GRID_AREA);
  return useQuery({
    queryKey: gridKeys.list({ idgrupo, ...area }),
    queryFn: async ({ signal }): Promise<PriceGrid> =>
      checkResponse(
        PriceGridSchema,
        await http.get('/v1/prices', { query: { idgrupo, ...area, limit: 1000 }, signal }),
        'prices',
      ),
    placeholderData: keepPreviousData,
  });
}

/** A station's price of a product over the last months, oldest first for the chart. */
export function usePriceHistory(idlocal: number | null, idproducto: number | null, since: string) {
  return useQuery({
    queryKey: ['/v1/prices/history', idlocal, idproducto, since],
    queryFn: async ({ signal }) =>
      checkResponse(
        PriceHistorySchema,
        await http.get('/v1/prices/history', {
          query: { idlocal, idproducto, datesince: since, limit: 1000 },
          signal,
        }),
        'history',
      ).history.reverse(),
    enabled: !!idlocal && !!idproducto,
  });
}
