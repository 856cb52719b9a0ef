import { type TpvOption, TpvOptionFieldsSchema } from '@ac/shared';
import { Group, NumberInput, Select, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconLock, IconLockOpen, IconSend } from '@tabler/icons-react';
import type { z } from 'zod';
import { RowAction } from '../../kit/actions';
import { FormGrid } from '../../kit/form-grid';
import { formatAmount, formatNumber } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { ResourceForm } from '../../kit/resource-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { SUB, saveSubRecord, stationName, useGroupStations } from './api';
import { sentLabel } from './clientes-format';
import { ActiveToggle, patchFlag } from './flag-action';
import { toNullableNumber } from './nullable-number';
import { StateBadges } from './state-badges';
import { SubRecordTab } from './sub-record-tab';

type Fields = z.input<typeof TpvOptionFieldsSchema>;
type Station = { idlocal: number; local: string };

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

const fieldsOf = (o: TpvOption): Fields => ({
  idcliente: o.idcliente,
  descripcion: o.descripcion,
  idlocal: o.idlocal,
  pidematricula: o.pidematricula,
  pidekm: o.pidekm,
  pideconductor: o.pideconductor,
  productos: o.productos,
  limitediarioeuros: o.limitediarioeuros,
  limitemensualeuros: o.limitemensualeuros,
  limitediariolitros: o.limitediariolitros,
  limitemensuallitros: o.limitemensuallitros,
  activo: o.activo,
  bloqueado: o.bloqueado,
});

const EMPTY = (idcliente: number): Fields => ({
  idcliente,
  descripcion: '',
  idlocal: 0,
  pidematricula: true,
  pidekm: false,
  pideconductor: false,
  productos: [],
  limitediarioeuros: null,
  limitemensualeuros: null,
  limitediariolitros: null,
  limitemensuallitros: null,
  activo: true,
  bloqueado: false,
});

export const stationOptions = (stations: Station[]) => [
  { value: '0', label: 'Todas las estaciones' },
  ...stations.map((s) => ({ value: String(s.idlocal), label: s.local })),
];

function TpvOptionForm(props: {
  customerid: number;
  existing: TpvOption | null;
  stations: Station[];
  done: () => void;
}) {
  const form = useResourceForm({
    schema: TpvOptionFieldsSchema,
    initial: props.existing ? fieldsOf(props.existing) : EMPTY(props.customerid),
    onSubmit: (values) => saveSubRecord(SUB.tpvoptions, values, props.existing),
    onSaved: () => {
      notifySuccess(props.existing ? 'Opción TPV guardada' : 'Opción TPV creada');
      props.done();
    },
  });
  const euros = { min: 0, decimalScale: 2, decimalSeparator: ',', thousandSeparator: '.', suffix: ' €' };
  const litres = { min: 0, allowDecimal: false, decimalSeparator: ',', thousandSeparator: '.', suffix: ' l' };
  return (
    <ResourceForm
      form={form}
      onCancel={props.done}
      label="Opción TPV"
      submitLabel={props.existing ? 'Guardar cambios' : 'Crear opción TPV'}
    >
      <FormGrid>
        <TextInput label="Descripción" required data-autofocus {...form.text('descripcion')} />
        <Select
          label="Estación"
          data={stationOptions(props.stations)}
          allowDeselect={false}
          searchable
          {...form.field<string | null>('idlocal', (v) => Number(v ?? 0))}
          value={String(form.values.idlocal ?? 0)}
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
        value={form.values.productos ?? []}
      />
      <Text size="sm" fw={600} mt="sm">
        Límites (vacío = sin límite)
      </Text>
      <FormGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput
          label="Diario (€)"
          {...euros}
          {...form.field<string | number>('limitediarioeuros', toNullableNumber)}
          value={form.values.limitediarioeuros ?? ''}
        />
        <NumberInput
          label="Mensual (€)"
          {...euros}
          {...form.field<string | number>('limitemensualeuros', toNullableNumber)}
          value={form.values.limitemensualeuros ?? ''}
        />
        <NumberInput
          label="Diario (litros)"
          {...litres}
          {...form.field<string | number>('limitediariolitros', toNullableNumber)}
          value={form.values.limitediariolitros ?? ''}
        />
        <NumberInput
          label="Mensual (litros)"
          {...litres}
          {...form.field<string | number>('limitemensuallitros', toNullableNumber)}
          value={form.values.limitemensuallitros ?? ''}
        />
      </FormGrid>
      <Group gap="lg" mt="sm">
        <Switch label="Activa" {...form.checkbox('activo')} />
        <Switch label="Bloqueada" color="red" {...form.checkbox('bloqueado')} />
      </Group>
    </ResourceForm>
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
  return (
    <SubRecordTab<TpvOption>
      path={SUB.tpvoptions}
      customerid={customerid}
      noun="opción TPV"
      newLabel="Nueva opción TPV"
      deletedMessage="Opción TPV eliminada"
      help="Lo que el terminal de la estación pide y permite cuando se usa una tarjeta de este cliente."
      emptyText="El cliente no tiene opciones de TPV."
      describe={(o) => `la opción TPV «${o.descripcion}»`}
      modalSize="xl"
      form={(existing, done) => (
        <TpvOptionForm customerid={customerid} existing={existing} stations={stations} done={done} />
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
      extraActions={(o, refresh) => (
        <>
          <ActiveToggle
            path={SUB.tpvoptions}
            row={o}
            name={o.descripcion}
            done={{ on: 'Opción TPV activada', off: 'Opción TPV desactivada' }}
            refresh={refresh}
          />
          <RowAction
            label={o.bloqueado ? 'Desbloquear' : 'Bloquear'}
            ariaLabel={`${o.bloqueado ? 'Desbloquear' : 'Bloquear'} ${o.descripcion}`}
            color={o.bloqueado ? 'teal' : 'red'}
            icon={o.bloqueado ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            onClick={() =>
              patchFlag(
                `${SUB.tpvoptions}/block`,
                { id: o.id, bloqueado: !o.bloqueado },
                o.bloqueado ? 'Opción TPV desbloqueada' : 'Opción TPV bloqueada',
                refresh,
              )
            }
          />
          <RowAction
            label="Enviar a las estaciones"
            ariaLabel={`Enviar ${o.descripcion} a las estaciones`}
            icon={<IconSend size={16} />}
            onClick={() =>
              patchFlag(
                `${SUB.tpvoptions}/send`,
                { id: o.id },
                'Opción TPV enviada a las estaciones',
                refresh,
              )
            }
          />
        </>
      )}
    />
  );
}
