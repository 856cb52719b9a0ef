import { type CustomerRate, CustomerRateFieldsSchema } from '@ac/shared';
import { Select, Switch } from '@mantine/core';
import type { z } from 'zod';
import { DayInput } from '../../kit/date-range';
import { FormGrid } from '../../kit/form-grid';
import { formatDate, isoDay } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { ResourceForm } from '../../kit/resource-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { SUB, saveSubRecord, stationName, useGroupStations, useRates } from './api';
import { ActiveToggle } from './flag-action';
import { StateBadges } from './state-badges';
import { SubRecordTab } from './sub-record-tab';
import { stationOptions } from './tpv-options-tab';

type Fields = z.input<typeof CustomerRateFieldsSchema>;
type Station = { idlocal: number; local: string };

function RateForm(props: {
  customerid: number;
  idgrupo: number;
  existing: CustomerRate | null;
  stations: Station[];
  done: () => void;
}) {
  const rates = useRates(props.idgrupo);
  const e = props.existing;
  const form = useResourceForm({
    schema: CustomerRateFieldsSchema,
    initial: e
      ? {
          idcliente: e.idcliente,
          idtarifa: e.idtarifa,
          fechadesde: e.fechadesde.slice(0, 10),
          fechahasta: e.fechahasta ? e.fechahasta.slice(0, 10) : null,
          idlocal: e.idlocal,
          activo: e.activo,
        }
      : ({
          idcliente: props.customerid,
          idtarifa: 0,
          fechadesde: isoDay(),
          fechahasta: null,
          idlocal: 0,
          activo: true,
        } satisfies Fields),
    onSubmit: (values) => saveSubRecord(SUB.customerrate, values, e),
    onSaved: () => {
      notifySuccess(e ? 'Tarifa del cliente guardada' : 'Tarifa asignada al cliente');
      props.done();
    },
  });
  return (
    <ResourceForm
      form={form}
      onCancel={props.done}
      label="Tarifa del cliente"
      submitLabel={e ? 'Guardar cambios' : 'Asignar tarifa'}
    >
      <FormGrid>
        <Select
          label="Tarifa"
          required
          searchable
          data-autofocus
          placeholder={rates.isFetching ? 'Cargando tarifas…' : 'Elija una tarifa del grupo'}
          nothingFoundMessage="El grupo no tiene tarifas con ese nombre"
          data={(rates.data ?? []).map((r) => ({
            value: String(r.idtarifa),
            label: `${r.nombre} (${r.tipo})${r.activo ? '' : ' · inactiva'}`,
          }))}
          {...form.field<string | null>('idtarifa', (v) => (v ? Number(v) : 0))}
          value={form.values.idtarifa ? String(form.values.idtarifa) : null}
        />
        <Select
          label="Estación"
          data={stationOptions(props.stations)}
          allowDeselect={false}
          searchable
          {...form.field<string | null>('idlocal', (v) => Number(v ?? 0))}
          value={String(form.values.idlocal ?? 0)}
        />
        <DayInput label="Desde" required {...form.day('fechadesde')} />
        <DayInput label="Hasta" description="Vacío = sin fecha de fin" {...form.day('fechahasta')} />
        <Switch label="Activa" mt="xs" {...form.checkbox('activo')} />
      </FormGrid>
    </ResourceForm>
  );
}

export function RatesTab({ customerid, idgrupo }: { customerid: number; idgrupo: number }) {
  const stations = useGroupStations(idgrupo);
  const rates = useRates(idgrupo);
  const typeOf = (id: number) => rates.data?.find((r) => r.idtarifa === id)?.tipo ?? '';
  return (
    <SubRecordTab<CustomerRate>
      path={SUB.customerrate}
      customerid={customerid}
      noun="tarifa del cliente"
      newLabel="Asignar tarifa"
      deletedMessage="Tarifa retirada del cliente"
      help="Tarifas de descuento del grupo que se aplican a este cliente, dónde y en qué fechas."
      emptyText="El cliente no tiene tarifas asignadas."
      describe={(r) => `la tarifa «${r.tarifa}»`}
      form={(existing, done) => (
        <RateForm
          customerid={customerid}
          idgrupo={idgrupo}
          existing={existing}
          stations={stations}
          done={done}
        />
      )}
      columns={[
        { key: 'tarifa', header: 'Tarifa' },
        { key: 'tipo', header: 'Tipo', value: (r) => typeOf(r.idtarifa) },
        { key: 'idlocal', header: 'Estación', value: (r) => stationName(stations, r.idlocal) },
        { key: 'fechadesde', header: 'Desde', type: 'date' },
        {
          key: 'fechahasta',
          header: 'Hasta',
          value: (r) => r.fechahasta,
          render: (r) => (r.fechahasta ? formatDate(r.fechahasta) : 'Sin fin'),
        },
        {
          key: 'activo',
          header: 'Estado',
          render: (r) => <StateBadges active={r.activo} gender="feminine" />,
        },
      ]}
      extraActions={(r, refresh) => (
        <ActiveToggle
          path={SUB.customerrate}
          row={r}
          name={`la tarifa ${r.tarifa}`}
          done={{ on: 'Tarifa activada', off: 'Tarifa desactivada' }}
          refresh={refresh}
        />
      )}
    />
  );
}
