import { type CustomerRate, CustomerRateFieldsSchema, CustomerRateSchema } from '@ac/shared';
import { RATE_TYPES } from '@ac/shared/tarifasdescuento';
import { Badge, Switch } from '@mantine/core';
import { untilColumn } from '../../kit/columns';
import { DayInput } from '../../kit/date-inputs';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { FormGrid } from '../../kit/form-grid';
import { formatDate, isoDay } from '../../kit/format';
import { optionsOf } from '../../kit/options';
import { ResourceSelect, useWholeList } from '../../kit/resource-select';
import { samePath } from '../../kit/save-resource';
import { rateSource, stationName, useGroupStations } from '../../kit/sources';
import { StateBadges } from '../../kit/state-badges';
import { StationSelect } from '../../kit/station-select';
import { SubRecordTab } from '../../kit/sub-record-tab';
import { type CustomerPlace, SUB } from './api';

const RATE_TYPE_OPTIONS = optionsOf(RATE_TYPES);

function RateForm({ customerid, idgrupo, ...frame }: DialogFormProps<CustomerRate, CustomerPlace>) {
  const form = useDialogForm({
    ...frame,
    schema: CustomerRateFieldsSchema,
    paths: samePath(SUB.customerrate),
    fresh: { idcliente: customerid, fechadesde: isoDay() },
    toast: { created: 'Tarifa asignada al cliente', saved: 'Tarifa del cliente guardada' },
  });
  return (
    <DialogForm form={form} label="Tarifa del cliente" createLabel="Asignar tarifa">
      <FormGrid>
        <ResourceSelect
          label="Tarifa"
          required
          data-autofocus
          placeholder="Elija una tarifa del grupo"
          source={rateSource(idgrupo)}
          {...form.id('idtarifa')}
        />
        <StationSelect idgrupo={idgrupo} all {...form.id('idlocal', 0)} />
        <DayInput label="Desde" required {...form.field<string | null>('fechadesde')} />
        <DayInput
          label="Hasta"
          description="Vacío = sin fecha de fin"
          {...form.field<string | null>('fechahasta')}
        />
        <Switch label="Activa" mt="xs" {...form.checkbox('activo')} />
      </FormGrid>
    </DialogForm>
  );
}

/** 'Desde el 30/11/2026' for a tariff whose period has not begun, 'Vencida' for one that is over. */
export function periodState(
  r: Pick<CustomerRate, 'fechadesde' | 'fechahasta'>,
  today = isoDay(new Date()),
): string | null {
  if (r.fechadesde > today) return `Desde el ${formatDate(r.fechadesde)}`;
  if (r.fechahasta && r.fechahasta < today) return 'Vencida';
  return null;
}

export function RatesTab({ customerid, idgrupo }: CustomerPlace) {
  const stations = useGroupStations(idgrupo);
  // The query the form's ResourceSelect makes: the tariffs' types come from one cache.
  const rates = useWholeList(rateSource(idgrupo));
  const typeOf = (id: number) => rates.data?.find((r) => r.idtarifa === id)?.tipo ?? '';
  return (
    <SubRecordTab<CustomerRate>
      path={SUB.customerrate}
      parent={{ customerid }}
      resource="cliente"
      schema={CustomerRateSchema}
      noun="tarifa del cliente"
      newLabel="Asignar tarifa"
      deletedMessage="Tarifa retirada del cliente"
      help="Tarifas de descuento del grupo que se aplican a este cliente, dónde y en qué fechas."
      emptyText="El cliente no tiene tarifas asignadas."
      describe={(r) => `la tarifa «${r.tarifa}»`}
      form={(existing, done) => (
        <RateForm customerid={customerid} idgrupo={idgrupo} existing={existing} done={done} />
      )}
      columns={[
        { key: 'tarifa', header: 'Tarifa' },
        { key: 'tipo', header: 'Tipo', value: (r) => typeOf(r.idtarifa), options: RATE_TYPE_OPTIONS },
        { key: 'idlocal', header: 'Estación', value: (r) => stationName(stations, r) },
        { key: 'fechadesde', header: 'Desde', type: 'date' },
        untilColumn(),
        {
          key: 'activo',
          header: 'Estado',
          // Active is not yet in force before its first day, nor any longer after its last.
          value: (r) => periodState(r) ?? (r.activo ? 'Activa' : 'Inactiva'),
          render: (r) => {
            const period = r.activo ? periodState(r) : null;
            return period ? (
              <Badge size="xs" radius="sm" variant="light" color="gray">
                {period}
              </Badge>
            ) : (
              <StateBadges active={r.activo} gender="feminine" />
            );
          },
        },
      ]}
      activeToggle={{
        name: (r) => `la tarifa ${r.tarifa}`,
        done: { on: 'Tarifa activada', off: 'Tarifa desactivada' },
      }}
    />
  );
}
