import { RATE_VALUE_RULES, type RateRecord, RateRecordSchema } from '@ac/shared/tarifasdescuento';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { untilColumn } from '../../kit/columns';
import { EditableList } from '../../kit/editable-list';
import { count, formatNumber } from '../../kit/format';
import { GroupPage } from '../../kit/group-page';
import { yesNoFilter } from '../../kit/list-page';
import { CellLink } from '../../kit/record-link';
import { RATES_PATH } from './api';
import { RATE_TYPE_OPTIONS, RateForm } from './rate-form';

/** Each product's value in the rate's unit: 'Gasóleo A 3 cént./l · Sin Plomo 95 2,5 cént./l'. */
const lineSummary = (r: RateRecord) => {
  const unit = RATE_VALUE_RULES[r.tipo as keyof typeof RATE_VALUE_RULES]?.unit ?? '';
  return r.lineas.map((l) => `${l.producto} ${formatNumber(l.valor)} ${unit}`.trim()).join(' · ');
};

export default function TarifasdescuentoPage() {
  return (
    <GroupPage
      title="Tarifas Descuento"
      description="Tarifas del grupo: tipo de descuento, vigencia y el valor para cada producto."
      actions={
        <>
          <Button component={Link} to="/tarifasclientes" variant="default" size="sm">
            Tarifas clientes
          </Button>
          <Button component={Link} to="/programacionprecios" variant="default" size="sm">
            Programación de precios
          </Button>
        </>
      }
      chooseGroup={{
        title: 'Elija un grupo para ver sus tarifas',
        text: 'Cada grupo tiene sus tarifas de descuento. Elija el grupo en el área de trabajo.',
      }}
    >
      {(grupo) => (
        <EditableList<RateRecord>
          id="tarifasdescuento"
          path={RATES_PATH}
          schema={RateRecordSchema}
          resource="precio"
          workArea={{ grupo: 'idgrupo' }}
          defaultSort="nombre"
          searchPlaceholder="Buscar por nombre…"
          filters={[
            { kind: 'select', key: 'tipo', label: 'Tipo', options: RATE_TYPE_OPTIONS },
            yesNoFilter('activo', 'Activa'),
          ]}
          columns={[
            { key: 'nombre', header: 'Nombre', sort: true },
            { key: 'tipo', header: 'Tipo', options: RATE_TYPE_OPTIONS, width: 140 },
            { key: 'fechadesde', header: 'Desde', type: 'date', width: 110 },
            untilColumn(),
            { key: 'lineas', header: 'Líneas', value: lineSummary },
            {
              key: 'clientes',
              header: 'Clientes',
              type: 'number',
              width: 90,
              // Who has it: Tarifas clientes filtered by the tariff.
              render: (r) =>
                r.clientes ? (
                  <CellLink
                    to={`/tarifasclientes?idtarifa=${r.idtarifa}`}
                    label={`${count(r.clientes, 'cliente', 'clientes')} con la tarifa ${r.nombre}`}
                  >
                    {formatNumber(r.clientes)}
                  </CellLink>
                ) : (
                  '0'
                ),
            },
            { key: 'activo', header: 'Activa', type: 'boolean', width: 80 },
          ]}
          rowId={(r) => r.idtarifa}
          rowLabel={(r) => `Abrir tarifa ${r.nombre}`}
          emptyText="Este grupo aún no tiene tarifas."
          newLabel="Nueva tarifa"
          editTitle={(r) => `Tarifa ${r.nombre}`}
          modalSize={() => 'xl'}
          form={(r, done) => <RateForm existing={r} idgrupo={grupo} done={done} />}
          name={(r) => r.nombre}
          deleteWhat={(r) => `la tarifa ${r.nombre}`}
          deleteBlocked={(r) =>
            r.clientes
              ? `La tiene${r.clientes === 1 ? '' : 'n'} ${count(r.clientes, 'cliente', 'clientes')}: desactívela, o quítesela antes a cada cliente`
              : undefined
          }
          deletedMessage="Tarifa eliminada"
        />
      )}
    </GroupPage>
  );
}
