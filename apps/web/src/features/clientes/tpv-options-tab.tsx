import { type TpvOption, TpvOptionFieldsSchema, TpvOptionSchema } from '@ac/shared';
import { Group, NumberInput, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconLock, IconLockOpen, IconSend } from '@tabler/icons-react';
import { DialogForm, useDialogForm } from '../../kit/dialog-form';
import { ActiveToggle, FlagAction } from '../../kit/flag-action';
import { FormGrid } from '../../kit/form-grid';
import { formatAmount, formatNumber } from '../../kit/format';
import { resourceKeys } from '../../kit/query-keys';
import { ResourceSelect } from '../../kit/resource-select';
import { samePath } from '../../kit/save-resource';
import { ALL_STATIONS, stationName, useGroupStations, useStationSource } from '../../kit/sources';
import { StateBadges } from '../../kit/state-badges';
import { SubRecordTab } from '../../kit/sub-record-tab';
import { SUB } from './api';
import { sentLabel } from './clientes-format';

/** The group catalogue's usual products, offered as suggestions (any name can be typed). */
const PRODUCTS = [
  'Gasóleo A',
  'Gasóleo A+',
  'Gasóleo B',
  'Sin Plomo 95',
  'Sin Plomo 98',
  'AdBlue',
  'GLP',
  'Lavado',
];

function TpvOptionForm(props: {
  customerid: number;
  idgrupo: number;
  existing: TpvOption | null;
  done: () => void;
}) {
  const stations = useStationSource(props.idgrupo);
  const form = useDialogForm({
    schema: TpvOptionFieldsSchema,
    paths: samePath(SUB.tpvoptions),
    existing: props.existing,
    // A new option asks for the plate by default.
    fresh: { idcliente: props.customerid, pidematricula: true },
    toast: { created: 'Opción TPV creada', saved: 'Opción TPV guardada' },
    done: props.done,
  });
  const euros = { min: 0, decimalScale: 2, decimalSeparator: ',', thousandSeparator: '.', suffix: ' €' };
  const litres = { min: 0, allowDecimal: false, decimalSeparator: ',', thousandSeparator: '.', suffix: ' l' };
  return (
    <DialogForm
      form={form}
      existing={props.existing}
      label="Opción TPV"
      createLabel="Crear opción TPV"
      done={props.done}
    >
      <FormGrid>
        <TextInput label="Descripción" required data-autofocus {...form.text('descripcion')} />
        <ResourceSelect
          label="Estación"
          source={stations}
          extraOptions={[ALL_STATIONS]}
          allowDeselect={false}
          {...form.id('idlocal', 0)}
        />
      </FormGrid>
      <Text size="sm" fw={600} mt="sm">
        Qué pide el terminal
      </Text>
      <Group gap="lg" mt={4}>
        <Switch label="Matrícula" {...form.checkbox('pidematricula')} />
        <Switch label="Kilómetros" {...form.checkbox('pidekm')} />
        <Switch label="Conductor" {...form.checkbox('pideconductor')} />
      </Group>
      <TagsInput
        mt="sm"
        label="Productos permitidos"
        description="Vacío = todos. Escriba y pulse Intro para añadir."
        data={PRODUCTS}
        clearable
        {...form.field<string[]>('productos')}
      />
      <Text size="sm" fw={600} mt="sm">
        Límites (vacío = sin límite)
      </Text>
      <FormGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput label="Diario (€)" {...euros} {...form.number('limitediarioeuros')} />
        <NumberInput label="Mensual (€)" {...euros} {...form.number('limitemensualeuros')} />
        <NumberInput label="Diario (litros)" {...litres} {...form.number('limitediariolitros')} />
        <NumberInput label="Mensual (litros)" {...litres} {...form.number('limitemensuallitros')} />
      </FormGrid>
      <Group gap="lg" mt="sm">
        <Switch label="Activa" {...form.checkbox('activo')} />
        <Switch label="Bloqueada" color="red" {...form.checkbox('bloqueado')} />
      </Group>
    </DialogForm>
  );
}

const limitText = (o: TpvOption) => {
  const parts = [
    o.limitediarioeuros !== null ? `${formatAmount(o.limitediarioeuros)}/día` : null,
    o.limitemensualeuros !== null ? `${formatAmount(o.limitemensualeuros)}/mes` : null,
    o.limitediariolitros !== null ? `${formatNumber(o.limitediariolitros)} l/día` : null,
    o.limitemensuallitros !== null ? `${formatNumber(o.limitemensuallitros)} l/mes` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Sin límites';
};

export function TpvOptionsTab({ customerid, idgrupo }: { customerid: number; idgrupo: number }) {
  const stations = useGroupStations(idgrupo);
  const invalidates = resourceKeys(SUB.tpvoptions).lists();
  return (
    <SubRecordTab<TpvOption>
      path={SUB.tpvoptions}
      parent={{ customerid }}
      resource="cliente"
      schema={TpvOptionSchema}
      noun="opción TPV"
      newLabel="Nueva opción TPV"
      deletedMessage="Opción TPV eliminada"
      help="Lo que el terminal de la estación pide y permite cuando se usa una tarjeta de este cliente."
      emptyText="El cliente no tiene opciones de TPV."
      describe={(o) => `la opción TPV «${o.descripcion}»`}
      modalSize="xl"
      form={(existing, done) => (
        <TpvOptionForm customerid={customerid} idgrupo={idgrupo} existing={existing} done={done} />
      )}
      columns={[
        { key: 'descripcion', header: 'Descripción' },
        { key: 'idlocal', header: 'Estación', value: (o) => stationName(stations, o.idlocal) },
        {
          key: 'pide',
          header: 'Pide',
          value: (o) =>
            [o.pidematricula && 'matrícula', o.pidekm && 'km', o.pideconductor && 'conductor']
              .filter(Boolean)
              .join(', ') || 'nada',
        },
        {
          key: 'productos',
          header: 'Productos',
          value: (o) => (o.productos.length ? o.productos.join(', ') : 'Todos'),
          width: 220,
        },
        { key: 'limites', header: 'Límites', value: limitText },
        {
          key: 'estado',
          header: 'Estado',
          render: (o) => <StateBadges active={o.activo} blocked={o.bloqueado} gender="feminine" />,
        },
        {
          key: 'enviado',
          header: 'Envío a estaciones',
          render: (o) => (
            <Text size="sm" c={o.enviado ? undefined : 'orange.8'} data-testid={`enviado-${o.id}`}>
              {sentLabel(o.enviado)}
            </Text>
          ),
        },
      ]}
      extraActions={(o) => (
        <>
          <ActiveToggle
            path={SUB.tpvoptions}
            row={o}
            name={o.descripcion}
            done={{ on: 'Opción TPV activada', off: 'Opción TPV desactivada' }}
            invalidates={invalidates}
          />
          <FlagAction
            path={`${SUB.tpvoptions}/block`}
            body={{ id: o.id, bloqueado: !o.bloqueado }}
            label={o.bloqueado ? 'Desbloquear' : 'Bloquear'}
            ariaLabel={`${o.bloqueado ? 'Desbloquear' : 'Bloquear'} ${o.descripcion}`}
            color={o.bloqueado ? 'teal' : 'red'}
            icon={o.bloqueado ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            done={o.bloqueado ? 'Opción TPV desbloqueada' : 'Opción TPV bloqueada'}
            invalidates={invalidates}
          />
          <FlagAction
            path={`${SUB.tpvoptions}/send`}
            body={{ id: o.id }}
            label="Enviar a las estaciones"
            ariaLabel={`Enviar ${o.descripcion} a las estaciones`}
            icon={<IconSend size={16} />}
            done="Opción TPV enviada a las estaciones"
            invalidates={invalidates}
          />
        </>
      )}
    />
  );
}
