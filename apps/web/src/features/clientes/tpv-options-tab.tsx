import { type TpvOption, TpvOptionFieldsSchema, TpvOptionSchema } from '@ac/shared';
import { Group, NumberInput, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconLock, IconLockOpen, IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { RowMenu } from '../../kit/actions';
import { AmountInput } from '../../kit/amount-input';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { useFlagPatch } from '../../kit/flag-action';
import { FormGrid } from '../../kit/form-grid';
import { formatAmount, formatNumber } from '../../kit/format';
import { resourceKeys } from '../../kit/query-keys';
import { samePath } from '../../kit/save-resource';
import { stationName, useGroupStations } from '../../kit/sources';
import { StateBadges } from '../../kit/state-badges';
import { StateChangeDialog, type StateChangeRequest } from '../../kit/state-change-dialog';
import { StationSelect } from '../../kit/station-select';
import { SubRecordTab } from '../../kit/sub-record-tab';
import { type CustomerPlace, SUB } from './api';
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

function TpvOptionForm({ customerid, idgrupo, ...frame }: DialogFormProps<TpvOption, CustomerPlace>) {
  const form = useDialogForm({
    ...frame,
    schema: TpvOptionFieldsSchema,
    paths: samePath(SUB.tpvoptions),
    // A new option asks for the plate by default.
    fresh: { idcliente: customerid, pidematricula: true },
    toast: { created: 'Opción TPV creada', saved: 'Opción TPV guardada' },
  });
  const litres = { min: 0, allowDecimal: false, decimalSeparator: ',', thousandSeparator: '.', suffix: ' l' };
  return (
    <DialogForm form={form} label="Opción TPV" createLabel="Crear opción TPV">
      <FormGrid>
        <TextInput label="Descripción" required data-autofocus {...form.text('descripcion')} />
        <StationSelect idgrupo={idgrupo} all {...form.id('idlocal', 0)} />
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
        <AmountInput label="Diario (€)" suffix=" €" {...form.number('limitediarioeuros')} />
        <AmountInput label="Mensual (€)" suffix=" €" {...form.number('limitemensualeuros')} />
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

function TpvRowMenu({ o, ask }: { o: TpvOption; ask: (request: StateChangeRequest) => void }) {
  const invalidates = resourceKeys(SUB.tpvoptions).lists();
  const flag = useFlagPatch(invalidates);
  /** A change made at once (`/active`, `/block`, `/send`). */
  const patch = (action: string, body: object, done: string) =>
    flag.run({ path: `${SUB.tpvoptions}/${action}`, body: { id: o.id, ...body }, done });
  /** A change asked first ("Desactivar", "Bloquear"): the stations still have to receive it. */
  const confirm = (action: string, body: object, verb: string, done: string) =>
    ask({
      path: `${SUB.tpvoptions}/${action}`,
      body: { id: o.id, ...body, version: o.version },
      title: `${verb} opción TPV`,
      confirmLabel: verb,
      text: `Va a ${verb.toLowerCase()} la opción TPV «${o.descripcion}». El cambio quedará pendiente de enviar a las estaciones.`,
      done,
      invalidates: [invalidates],
    });
  return (
    <RowMenu
      name={o.descripcion}
      items={[
        o.activo
          ? {
              label: 'Desactivar…',
              icon: <IconPlayerPause size={16} />,
              onClick: () => confirm('active', { activo: false }, 'Desactivar', 'Opción TPV desactivada'),
            }
          : {
              label: 'Activar',
              icon: <IconPlayerPlay size={16} />,
              onClick: () => patch('active', { activo: true, version: o.version }, 'Opción TPV activada'),
            },
        o.bloqueado
          ? {
              label: 'Desbloquear',
              icon: <IconLockOpen size={16} />,
              onClick: () =>
                patch('block', { bloqueado: false, version: o.version }, 'Opción TPV desbloqueada'),
            }
          : {
              label: 'Bloquear…',
              icon: <IconLock size={16} />,
              color: 'red',
              onClick: () => confirm('block', { bloqueado: true }, 'Bloquear', 'Opción TPV bloqueada'),
            },
        {
          label: 'Enviar a las estaciones',
          icon: <IconSend size={16} />,
          disabled: flag.pending,
          onClick: () => patch('send', {}, 'Opción TPV enviada a las estaciones'),
        },
      ]}
    />
  );
}

export function TpvOptionsTab({ customerid, idgrupo }: CustomerPlace) {
  const stations = useGroupStations(idgrupo);
  const [asking, setAsking] = useState<StateChangeRequest | null>(null);
  return (
    <>
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
          { key: 'idlocal', header: 'Estación', value: (o) => stationName(stations, o) },
          {
            key: 'pide',
            header: 'Pide',
            hideBelow: 'lg',
            value: (o) =>
              [o.pidematricula && 'matrícula', o.pidekm && 'km', o.pideconductor && 'conductor']
                .filter(Boolean)
                .join(', ') || 'nada',
          },
          {
            key: 'productos',
            header: 'Productos',
            hideBelow: 'lg',
            value: (o) => (o.productos.length ? o.productos.join(', ') : 'Todos'),
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
              <Text
                size="sm"
                c={o.enviado && !o.pendienteenvio ? undefined : 'orange.9'}
                fw={o.pendienteenvio ? 600 : undefined}
                data-testid={`enviado-${o.id}`}
                title={
                  o.enviado ? `Último envío: ${sentLabel(o.enviado).replace('Enviado el ', '')}` : undefined
                }
              >
                {sentLabel(o.enviado, o.pendienteenvio)}
              </Text>
            ),
          },
        ]}
        extraActions={(o) => <TpvRowMenu o={o} ask={setAsking} />}
      />
      <StateChangeDialog request={asking} onClose={() => setAsking(null)} />
    </>
  );
}
