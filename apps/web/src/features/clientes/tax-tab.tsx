import { type CustomerTax, CustomerTaxFieldsSchema, CustomerTaxSchema, REGIMENES_IVA } from '@ac/shared';
import { NumberInput, Paper, Select, TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { DefaultsNotice, RecordTab } from '../../kit/record-tab';
import { ResourceForm } from '../../kit/resource-form';
import { saveParentRecord } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { SUB } from './api';

const REGIMEN_LABELS: Record<(typeof REGIMENES_IVA)[number], string> = {
  general: 'General',
  exento: 'Exento',
  'recargo de equivalencia': 'Recargo de equivalencia',
  intracomunitario: 'Intracomunitario',
};

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
    initial: tax,
    onSubmit: (values) => saveParentRecord(SUB.taxconfig, { idcliente: customerid }, values, tax.version),
    notice: 'Configuración fiscal guardada',
    onSaved: onSaved,
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
      <DefaultsNotice record={tax} mb="sm">
        Este cliente aún no tiene datos fiscales guardados: se muestran los valores por defecto.
      </DefaultsNotice>
      <Paper withBorder radius="md" p="sm">
        <FormGrid wide>
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
            {...form.number('retencion', 0)}
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
  return (
    <RecordTab path={SUB.taxconfig} query={{ customerid }} schema={CustomerTaxSchema}>
      {(tax, reload) => (
        <TaxForm key={tax.version} customerid={customerid} tax={tax} readOnly={readOnly} onSaved={reload} />
      )}
    </RecordTab>
  );
}
