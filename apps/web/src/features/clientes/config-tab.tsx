import {
  type CustomerConfig,
  CustomerConfigFieldsSchema,
  CustomerConfigSchema,
  FORMAS_PAGO_CLIENTE,
  PERIODOS_FACTURACION,
  PROFILE_SWITCHES,
} from '@ac/shared';
import { Badge, Group, Paper, Select, Switch, Text, TextInput, Title } from '@mantine/core';
import { AmountInput } from '../../kit/amount-input';
import { FormGrid, SwitchGrid } from '../../kit/form-grid';
import { capital, formatAmount } from '../../kit/format';
import { DefaultsNotice, RecordTab } from '../../kit/record-tab';
import { ResourceForm } from '../../kit/resource-form';
import { saveParentRecord } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { SUB } from './api';

function ConfigForm({
  customerid,
  config,
  readOnly,
  onSaved,
}: {
  customerid: number;
  config: CustomerConfig;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const form = useResourceForm({
    schema: CustomerConfigFieldsSchema,
    initial: config,
    onSubmit: (values) =>
      saveParentRecord(SUB.configuration, { idcliente: customerid }, values, config.version),
    notice: 'Configuración guardada',
    onSaved: onSaved,
  });
  return (
    <ResourceForm
      form={form}
      readOnly={readOnly}
      onReload={onSaved}
      label="Configuración del cliente"
      submitLabel="Guardar configuración"
    >
      <DefaultsNotice record={config} mb="sm">
        Este cliente aún no tiene configuración guardada: se muestran los valores por defecto.
      </DefaultsNotice>
      <Paper withBorder radius="md" p="sm">
        <Title order={2} size="h5" mb="xs">
          Perfil
        </Title>
        <SwitchGrid switches={PROFILE_SWITCHES} field={form.checkbox} cols={{ base: 1, md: 2, xl: 3 }} />
      </Paper>
      <Paper withBorder radius="md" p="sm" mt="sm">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5">
            Crédito y facturación
          </Title>
          <Text size="sm" c="dimmed">
            Riesgo actual: <b>{formatAmount(config.riesgo)}</b> (calculado, solo lectura)
          </Text>
        </Group>
        <FormGrid cols={{ base: 1, sm: 3 }}>
          <AmountInput
            label="Límite de crédito"
            description="0 = sin crédito"
            suffix=" €"
            {...form.number('limitecredito', 0)}
          />
          <Select
            label="Forma de pago"
            data={FORMAS_PAGO_CLIENTE.map((f) => ({ value: f, label: capital(f) }))}
            allowDeselect={false}
            {...form.field<string | null>('formapago')}
          />
          <Select
            label="Periodo de facturación"
            data={PERIODOS_FACTURACION.map((f) => ({ value: f, label: capital(f) }))}
            allowDeselect={false}
            {...form.field<string | null>('periodofacturacion')}
          />
        </FormGrid>
      </Paper>
      <Paper withBorder radius="md" p="sm" mt="sm">
        <Group gap="xs" mb="xs">
          <Title order={2} size="h5">
            Bloqueo
          </Title>
          {form.values.bloqueado ? (
            <Badge color="red" variant="light" radius="sm" size="sm">
              Bloqueado
            </Badge>
          ) : null}
        </Group>
        <FormGrid cols={{ base: 1, sm: 3 }}>
          <Switch
            label="Cliente bloqueado"
            description="Sus tarjetas no pueden repostar en ninguna estación."
            {...form.checkbox('bloqueado')}
          />
          <TextInput
            label="Motivo del bloqueo"
            disabled={!form.values.bloqueado}
            style={{ gridColumn: 'span 2' }}
            {...form.text('motivobloqueo')}
          />
        </FormGrid>
      </Paper>
    </ResourceForm>
  );
}

export function ConfigTab({ customerid, readOnly }: { customerid: number; readOnly: boolean }) {
  return (
    <RecordTab path={SUB.configuration} query={{ customerid }} schema={CustomerConfigSchema}>
      {(config, reload) => (
        <ConfigForm
          key={config.version}
          customerid={customerid}
          config={config}
          readOnly={readOnly}
          onSaved={reload}
        />
      )}
    </RecordTab>
  );
}
