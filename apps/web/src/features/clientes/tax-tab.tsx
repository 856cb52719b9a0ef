import { type CustomerTax, CustomerTaxFieldsSchema, REGIMENES_IVA } from '@ac/shared';
import { Alert, NumberInput, Paper, Select, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormGrid } from '../../kit/form-grid';
import { notifySuccess } from '../../kit/notify';
import { ResourceForm } from '../../kit/resource-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { SUB, saveCustomerRecord, useCustomerRecord } from './api';
import { TabLoader } from './tab-loader';

type Fields = z.input<typeof CustomerTaxFieldsSchema>;

const REGIMEN_LABELS: Record<(typeof REGIMENES_IVA)[number], string> = {
  general: 'General',
  exento: 'Exento',
  'recargo de equivalencia': 'Recargo de equivalencia',
  intracomunitario: 'Intracomunitario',
};

const fieldsOf = (t: CustomerTax): Fields => ({
  regimeniva: t.regimeniva as Fields['regimeniva'],
  motivoexencion: t.motivoexencion,
  retencion: t.retencion,
  seriefactura: t.seriefactura,
  cuentacontable: t.cuentacontable,
});

function TaxForm({
  customerid,
  tax,
  readOnly,
  onSaved,
}: {
  customerid: number;
  tax: CustomerTax;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const form = useResourceForm({
    schema: CustomerTaxFieldsSchema,
    initial: fieldsOf(tax),
    onSubmit: (values) => saveCustomerRecord(SUB.taxconfig, customerid, values, tax.version),
    onSaved: () => {
      notifySuccess('Configuración fiscal guardada');
      onSaved();
    },
  });
  const exempt = form.values.regimeniva === 'exento' || form.values.regimeniva === 'intracomunitario';
  return (
    <ResourceForm
      form={form}
      readOnly={readOnly}
      onReload={onSaved}
      label="Configuración fiscal"
      submitLabel="Guardar datos fiscales"
    >
      {tax.version === 0 ? (
        <Alert variant="light" color="blue" mb="sm">
          Este cliente aún no tiene datos fiscales guardados: se muestran los valores por defecto.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="sm">
        <FormGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Select
            label="Régimen de IVA"
            description="El tipo y el porcentaje se aplican según la configuración de la estación."
            data={REGIMENES_IVA.map((r) => ({ value: r, label: REGIMEN_LABELS[r] }))}
            allowDeselect={false}
            {...form.field<string | null>('regimeniva')}
          />
          <TextInput
            label="Motivo de la exención"
            description={
              exempt ? 'Artículo de la ley que ampara la exención' : 'Solo para exento o intracomunitario'
            }
            disabled={!exempt}
            {...form.text('motivoexencion')}
          />
          <NumberInput
            label="Retención"
            description="Porcentaje de IRPF retenido en factura"
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator=","
            suffix=" %"
            {...form.field<string | number>('retencion', (v) => (v === '' ? 0 : Number(v)))}
          />
          <TextInput label="Serie de factura" maxLength={10} {...form.text('seriefactura')} />
          <TextInput
            label="Cuenta contable"
            inputMode="numeric"
            maxLength={12}
            description="Hasta 12 dígitos (p. ej. 430001001)"
            {...form.text('cuentacontable')}
          />
        </FormGrid>
      </Paper>
    </ResourceForm>
  );
}

export function TaxTab({ customerid, readOnly }: { customerid: number; readOnly: boolean }) {
  const q = useCustomerRecord<CustomerTax>(SUB.taxconfig, customerid);
  if (!q.data) return <TabLoader error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <TaxForm
      key={q.data.version}
      customerid={customerid}
      tax={q.data}
      readOnly={readOnly}
      onSaved={() => void q.refetch()}
    />
  );
}
