import { type GroupCustomerRate, GroupCustomerRateSchema, RATE_TYPES } from '@ac/shared/tarifasdescuento';
import { useState } from 'react';
import { type BulkReport, BulkReportView } from '../../kit/bulk-report';
import { untilColumn } from '../../kit/columns';
import { count, formatDate } from '../../kit/format';
import { GroupPage } from '../../kit/group-page';
import { ListPage } from '../../kit/list-page';
import { optionsOf } from '../../kit/options';
import { useCan } from '../../kit/permissions';
import { useWholeList } from '../../kit/resource-select';
import { rateSource, stationName, useGroupStations } from '../../kit/sources';
import { UnassignBar } from './unassign-bar';

const RATE_TYPE_OPTIONS = optionsOf(RATE_TYPES);
const CURRENT = [
  { value: 'true', label: 'Vigentes' },
  { value: 'false', label: 'No vigentes' },
];

/** A row as its box and the report name it: the customer, the tariff and its start. */
const rowName = (r: GroupCustomerRate) => `${r.cliente} · ${r.tarifa} desde el ${formatDate(r.fechadesde)}`;

/** The group's customer tariffs; with can_edit_precio, the ticked ones can be taken off at once. */
function CustomerRates({ grupo }: { grupo: number }) {
  const rates = useWholeList(rateSource(grupo));
  const stations = useGroupStations(grupo);
  const canRemove = useCan('can_edit_precio');
  const [ticked, setTicked] = useState<Set<string | number>>(new Set());
  const [report, setReport] = useState<BulkReport | null>(null);
  const clear = () => setTicked(new Set());
  return (
    <>
      {ticked.size ? (
        <UnassignBar
          ids={[...ticked].map(Number)}
          clear={clear}
          onDone={(done) => {
            setReport(done);
            clear();
          }}
        />
      ) : null}
      {report ? (
        <BulkReportView
          report={report}
          keyHeader="Tarifa del cliente"
          keyLabel={String}
          done={(n) =>
            `Se ${n === 1 ? 'ha' : 'han'} quitado ${count(n, 'tarifa', 'tarifas')} a sus clientes.`
          }
          skipped={(n) => `${count(n, 'tarifa no se ha', 'tarifas no se han')} quitado:`}
        />
      ) : null}
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
          // Cut a little sooner (whole on hover): the ticks' column shares the 1366 px row.
          { key: 'cliente', header: 'Cliente', pin: true, maxWidth: '12rem' },
          { key: 'tarifa', header: 'Tarifa' },
          { key: 'tipo', header: 'Tipo', options: RATE_TYPE_OPTIONS, width: 140 },
          { key: 'fechadesde', header: 'Desde', type: 'date', sort: true, width: 110 },
          untilColumn(),
          { key: 'idlocal', header: 'Estación', maxWidth: '11rem', value: (r) => stationName(stations, r) },
          { key: 'activo', header: 'Activa', type: 'boolean', width: 80 },
        ]}
        rowKey={(r) => r.id}
        rowLabel={(r) => `Abrir cliente ${r.cliente}`}
        rowHref={(r) => `/clientes/${r.idcliente}?tab=tarifas`}
        selection={
          canRemove
            ? {
                selected: ticked,
                onChange: (next) => {
                  setTicked(next);
                  setReport(null);
                },
                name: rowName,
              }
            : undefined
        }
        emptyText="Ningún cliente del grupo tiene tarifas."
      />
    </>
  );
}

export default function TarifasclientesPage() {
  return (
    <GroupPage
      title="Tarifas clientes"
      description="Qué clientes tienen cada tarifa y en qué fechas."
      chooseGroup={{
        title: 'Elija un grupo para ver las tarifas de sus clientes',
        text: 'Las tarifas y los clientes son de un grupo. Elija el grupo en el área de trabajo.',
      }}
    >
      {/* Ticks are of one group's rows: another group starts with none. */}
      {(grupo) => <CustomerRates key={grupo} grupo={grupo} />}
    </GroupPage>
  );
}
