import {
  GATEWAY_CURRENCIES,
  GATEWAY_ENVIRONMENTS,
  GATEWAY_PROVIDERS,
  type PaymentGateway,
  PaymentGatewayFieldsSchema,
} from '@ac/shared/conexionbancaria';
import { PasswordInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { formatDateTime } from '../../kit/format';
import { optionsOf } from '../../kit/options';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { companySource, groupSource, useStationSource } from '../../kit/sources';
import { useRecordForm } from '../../kit/use-record-form';
import { GATEWAYS_PATH, gatewayKeys } from './api';

/** The form's and the list's names of the stored providers and environments. */
export const PROVIDER_OPTIONS = optionsOf(GATEWAY_PROVIDERS);
export const ENVIRONMENT_OPTIONS = optionsOf(GATEWAY_ENVIRONMENTS);

/** A payment gateway: its merchant data, its key (write-only) and where it applies. */
export function GatewayForm({
  gateway,
  idgrupo,
  onSaved,
  ...frame
}: RecordFormProps<PaymentGateway> & { gateway?: PaymentGateway; idgrupo?: number }) {
  const form = useRecordForm({
    schema: PaymentGatewayFieldsSchema,
    record: gateway,
    blank: { idgrupo: idgrupo || null },
    path: GATEWAYS_PATH,
    // An empty key on an update keeps the stored one.
    body: ({ clave, ...rest }) => (clave ? { ...rest, clave } : rest),
    invalidates: [gatewayKeys.all],
    notices: ['Pasarela guardada', 'Pasarela creada'],
    onSaved,
  });
  const group = Number(form.values.idgrupo) || 0;
  const company = Number(form.values.idempresa) || 0;
  const stations = useStationSource(group);
  const stationRows = company ? stations : { ...stations, rows: [] };
  return (
    <ResourceForm form={form} {...frame} label="Datos de la pasarela" createLabel="Crear pasarela">
      <FormGrid wide>
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <Select
          label="Proveedor"
          allowDeselect={false}
          data={PROVIDER_OPTIONS}
          {...form.field<string | null>('proveedor')}
        />
        <TextInput
          label="Código de comercio (FUC)"
          required
          inputMode="numeric"
          {...form.text('codigocomercio')}
        />
        <TextInput label="Terminal" inputMode="numeric" {...form.text('terminal')} />
        <Select
          label="Entorno"
          allowDeselect={false}
          data={ENVIRONMENT_OPTIONS}
          {...form.field<string | null>('entorno')}
        />
        <Select
          label="Moneda"
          allowDeselect={false}
          data={Object.keys(GATEWAY_CURRENCIES)}
          {...form.field<string | null>('moneda')}
        />
        <PasswordInput
          label={gateway ? 'Clave nueva' : 'Clave de firma'}
          required={!gateway}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la clave' }}
          description={
            gateway
              ? `Guardada: ${gateway.clavepista}, el ${formatDateTime(gateway.claveguardada)}. Déjela vacía para conservarla.`
              : 'La del portal de administración de Redsys (SHA-256). Se guarda cifrada y no se vuelve a mostrar.'
          }
          {...form.text('clave')}
        />
        <Switch label="Activa" mt="lg" {...form.checkbox('activo')} />
      </FormGrid>
      <Text fw={600} size="sm" mt="xs">
        Dónde se aplica
      </Text>
      <FormGrid cols={{ base: 1, sm: 3 }}>
        <ResourceSelect
          label="Grupo"
          clearButtonProps={{ 'aria-label': 'Borrar grupo' }}
          required
          source={groupSource}
          value={group || null}
          onChange={(id) => {
            form.mantine.setFieldValue('idgrupo', id);
            form.mantine.setFieldValue('idempresa', null);
            form.mantine.setFieldValue('idlocal', null);
          }}
          error={form.errors.idgrupo}
        />
        <ResourceSelect
          label="Empresa"
          clearButtonProps={{ 'aria-label': 'Borrar empresa' }}
          description="Vacía: todo el grupo"
          clearable
          disabled={!group}
          source={companySource(group)}
          value={company || null}
          onChange={(id) => {
            form.mantine.setFieldValue('idempresa', id);
            form.mantine.setFieldValue('idlocal', null);
          }}
          error={form.errors.idempresa}
        />
        <ResourceSelect
          label="Estación"
          clearButtonProps={{ 'aria-label': 'Borrar estación' }}
          description="Vacía: toda la empresa"
          clearable
          disabled={!company}
          source={stationRows}
          {...form.id('idlocal')}
        />
      </FormGrid>
    </ResourceForm>
  );
}
