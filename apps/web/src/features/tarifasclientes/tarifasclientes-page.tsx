import { type GroupCustomerRate, GroupCustomerRateSchema, RATE_TYPES } from '@ac/shared/tarifasdescuento';
import { untilColumn } from '../../kit/columns';
import { GroupPage } from '../../kit/group-page';
import { ListPage } from '../../kit/list-page';
import { optionsOf } from '../../kit/options';
import { useWholeList } from '../../kit/resource-select';
import { rateSource, stationName, useGroupStations } from '../../kit/sources';
import { useWorkArea } from '../../work-area/work-area-context';

const RATE_TYPE_OPTIONS = optionsOf(RATE_TYPES);
const CURRENT = [
  { value: 'true', label: 'Vigentes' },
  { value: 'false', label: 'No vigentes' },
];

export default function TarifasclientesPage() {
  const { scope } = useWorkArea();
  const grupo = scope?.grupo ?? 0;
  const rates = useWholeList(grupo ? rateSource(grupo) : null);
  const stations = useGroupStations(grupo);
  return (
    <GroupPage
      title="Tarifas clientes"
      description="Qué clientes tienen cada tarifa y en qué fechas."
      chooseGroup={{
        title: 'Elija un grupo para ver las tarifas de sus clientes',
        text: 'Las tarifas y los clientes son de un grupo. Elija el grupo en el área de trabajo.',
      }}
    >
      {() => (
        <ListPage<GroupCustomerRate>
          id="tarifasclientes"
          path="/v1/customerrates"
          schema={GroupCustomerRateSchema}
          workArea={{ grupo: 'idgrupo' }}
          defaultSort="-fechadesde"
          searchPlaceholder="Buscar cliente por código, nombre o NIF…"
          filters={[
            {
              kind: 'select',
              key: 'idtarifa',
              label: 'Tarifa',
              all: 'todas',
              options: (rates.data ?? []).map((r) => ({ value: String(r.idtarifa), label: r.nombre })),
            },
            { kind: 'select', key: 'vigentes', label: 'Vigencia', options: CURRENT, all: 'todas' },
          ]}
          columns={[
            { key: 'cliente', header: 'Cliente', pin: true },
            { key: 'tarifa', header: 'Tarifa' },
            { key: 'tipo', header: 'Tipo', options: RATE_TYPE_OPTIONS, width: 140 },
            { key: 'fechadesde', header: 'Desde', type: 'date', sort: true, width: 110 },
            untilColumn(),
            { key: 'idlocal', header: 'Estación', value: (r) => stationName(stations, r) },
            { key: 'activo', header: 'Activa', type: 'boolean', width: 80 },
          ]}
          rowKey={(r) => r.id}
          rowLabel={(r) => `Abrir cliente ${r.cliente}`}
          rowHref={(r) => `/clientes/${r.idcliente}?tab=tarifas`}
          emptyText="Ningún cliente del grupo tiene tarifas."
        />
      )}
    </GroupPage>
  );
}
