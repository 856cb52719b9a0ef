import { type Settings, SettingsFieldsSchema } from '@ac/shared/configuracion';
import { NumberInput, Paper, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SPANISH_AMOUNT } from '../../kit/amount-input';
import { FormGrid } from '../../kit/form-grid';
import { formatAmount } from '../../kit/format';
import { PostalCodeInput } from '../../kit/postal-code-input';
import { DefaultsNotice } from '../../kit/record-tab';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { useResourceForm } from '../../kit/use-resource-form';
import { useWorkArea } from '../../work-area/work-area-context';
import { saveSettings, settingsKeys, useAccountRates } from './api';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const es = SPANISH_AMOUNT;

/** The one form of a commercial account's settings (Ajustes generales / Configuración). */
export function SettingsForm({
  settings,
  readOnly,
  onSaved,
}: {
  settings: Settings;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const { entries } = useWorkArea();
  const rates = useAccountRates(settings.idcuentacomercial, entries);
  const form = useResourceForm({
    schema: SettingsFieldsSchema,
    initial: settings,
    onSubmit: (values) => saveSettings(settings.idcuentacomercial, values, settings.version),
    invalidates: [settingsKeys.all],
    notice: 'Ajustes guardados',
    onSaved: onSaved,
  });
  const valorpunto = Number(form.values.valorpunto) || 0;
  const rateRows =
    rates.rates.some((r) => r.idtarifa === settings.idtarifadefecto) || !settings.idtarifadefecto
      ? rates.rates
      : [...rates.rates, { idtarifa: settings.idtarifadefecto, label: settings.tarifadefecto }];
  return (
    <ResourceForm
      form={form}
      readOnly={readOnly}
      onReload={onSaved}
      label={`Ajustes generales de ${settings.cuentacomercial}`}
      submitLabel="Guardar ajustes"
    >
      <DefaultsNotice record={settings}>
        Esta cuenta comercial aún no tiene ajustes guardados: se muestran los valores por defecto, que son los
        que se aplican.
      </DefaultsNotice>
      <Block title="Empresa que factura">
        <FormGrid wide>
          <TextInput label="Razón social" {...form.text('razonsocial')} />
          <TextInput label="NIF" description="NIF, NIE o CIF" {...form.text('nif')} />
          <TextInput label="Dirección" {...form.text('direccion')} />
          <PostalCodeInput form={form} />
          <TextInput label="Población" {...form.text('poblacion')} />
          <TextInput label="Provincia" {...form.text('provincia')} />
        </FormGrid>
      </Block>
      <Block title="Facturas y tarifas">
        <FormGrid wide>
          <TextInput
            label="Serie de las facturas"
            description="De 1 a 10 letras, números o guiones"
            required
            {...form.text('seriefactura')}
          />
          <ResourceSelect
            label="Tarifa por defecto"
            description="La que recibe un cliente nuevo de la cuenta"
            placeholder={rates.pending ? 'Cargando tarifas…' : 'Sin tarifa por defecto'}
            clearable
            source={{ kind: 'rows', rows: rateRows, value: (r) => r.idtarifa, label: (r) => r.label }}
            {...form.id('idtarifadefecto')}
          />
        </FormGrid>
      </Block>
      <Block title="Fidelización y vales">
        <FormGrid wide>
          <NumberInput
            label="Valor del punto"
            description={`100 puntos valen ${formatAmount(valorpunto * 100)}`}
            min={0}
            decimalScale={4}
            suffix=" €"
            {...es}
            {...form.number('valorpunto')}
          />
          <NumberInput
            label="Caducidad de los puntos (meses)"
            description="0 = los puntos no caducan"
            min={0}
            max={120}
            allowDecimal={false}
            {...form.number('caducidadpuntosmeses')}
          />
          <NumberInput
            label="Caducidad de los vales (días)"
            description="Desde su emisión, si el lote no dice otra cosa"
            min={1}
            max={3650}
            allowDecimal={false}
            {...es}
            {...form.number('caducidadvalesdias')}
          />
        </FormGrid>
      </Block>
      <Block title="Autorizaciones y contacto">
        <FormGrid wide>
          <NumberInput
            label="Caducidad de la reserva (minutos)"
            description="Lo que una autorización aprobada retiene el importe si la venta no se completa"
            min={1}
            max={1440}
            allowDecimal={false}
            {...form.number('reservaminutos')}
          />
          <Textarea
            label="Correos de contacto"
            description="Separados por comas"
            autosize
            minRows={2}
            style={{ gridColumn: 'span 2' }}
            {...form.text('emailscontacto')}
          />
        </FormGrid>
        <Text size="xs" c="dimmed" mt="xs">
          El autorizador aplica la nueva caducidad de la reserva a las autorizaciones que se aprueben desde
          que se guarda.
        </Text>
      </Block>
    </ResourceForm>
  );
}
