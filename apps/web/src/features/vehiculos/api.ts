import { VehicleSchema } from '@ac/shared';
import { type Product, ProductSchema } from '@ac/shared/gruposproductos';
import { useQuery } from '@tanstack/react-query';
import { checkResponse } from '../../kit/check-response';
import { useCan } from '../../kit/permissions';
import { resourceKeys } from '../../kit/query-keys';
import { useRecord } from '../../kit/use-record';
import { http, listFrom } from '../../lib/http';

export const VEHICLES_PATH = '/v1/vehicles';
export const vehicleKeys = resourceKeys(VEHICLES_PATH);
const productKeys = resourceKeys('/v1/products');

export function useVehicle(id: number) {
  return useRecord(VEHICLES_PATH, { id }, VehicleSchema);
}

/**
 * The group's product catalogue (Productos de Grupo) for the pickers and names of the vehicle's allowed
 * products; read only by who may see it (`can_view_equivalencia`): the others see product numbers.
 */
export function useCatalogue(idgrupo?: number) {
  const allowed = useCan('can_view_equivalencia');
  const query = { ...(idgrupo ? { idgrupo } : {}), limit: 500, sort: 'descripcion' };
  const list = useQuery({
    queryKey: productKeys.list(query),
    enabled: allowed,
    queryFn: async ({ signal }) =>
      listFrom<Product>(await http.get('/v1/products', { query, signal, quiet: true })).map((p) =>
        checkResponse(ProductSchema, p, '/v1/products'),
      ),
  });
  const rows = list.data ?? [];
  return {
    rows,
    name: (id: number) => rows.find((p) => p.idproducto === id)?.descripcion ?? `Producto nº ${id}`,
  };
}
