import {
  RATE_TYPES,
  RATE_VALUE_RULES,
  RateFieldsSchema,
  type RateRecord,
  type RateType,
} from '@ac/shared/tarifasdescuento';
import { Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DayInput } from '../../kit/date-inputs';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { EditableGrid } from '../../kit/editable-grid';
import { FormGrid } from '../../kit/form-grid';
import { optionsOf } from '../../kit/options';
import { ResourceSelect } from '../../kit/resource-select';
import { productSource } from '../../kit/sources';
import { useCanWrite } from '../../kit/use-record-form';
import { RATES_PATH, rateKeys } from './api';

/** The form's, the filter's and the list's names of the stored rate types. */
export const RATE_TYPE_OPTIONS = optionsOf(RATE_TYPES);

/** A rate and its lines, saved as one record (the lines' errors stay on their own cells). */
export function RateForm({ idgrupo, ...frame }: DialogFormProps<RateRecord, { idgrupo: number }>) {
  const rate = frame.existing;
  const canWrite = useCanWrite('precio', rate);
  const form = useDialogForm({
    ...frame,
    schema: RateFieldsSchema,
    paths: RATES_PATH,
    initial: rate
      ? { ...rate, lineas: rate.lineas.map((l) => ({ idproducto: l.idproducto ?? 0, valor: l.valor })) }
      : undefined,
    fresh: { idgrupo, tipo: 'céntimos/litro', lineas: [{ idproducto: 0, valor: null }] },
    versioned: (r) => ({ id: r.idtarifa, version: r.version }),
    invalidates: [rateKeys.lists()],
    toast: { created: 'Tarifa creada', saved: 'Tarifa guardada' },
  });
  const rule =
    RATE_VALUE_RULES[(form.values.tipo as RateType) ?? 'céntimos/litro'] ??
    RATE_VALUE_RULES['céntimos/litro'];
  return (
    <DialogForm
      form={form}
      resource="precio"
      label="Tarifa de descuento"
      createLabel="Crear tarifa"
      saveLabel="Guardar"
    >
      <Stack gap="sm">
        <FormGrid cols={2}>
          <TextInput label="Nombre" required {...form.text('nombre')} />
          <Select
            label="Tipo"
            required
            data={RATE_TYPE_OPTIONS}
            allowDeselect={false}
            {...form.field<string | null>('tipo')}
          />
          <DayInput label="Válida desde" {...form.field<string | null>('fechadesde')} />
          <DayInput label="Válida hasta" {...form.field<string | null>('fechahasta')} />
        </FormGrid>
        <Switch label="Activa" {...form.checkbox('activo')} />
        <Text size="sm" fw={500}>
          Líneas: el valor de cada producto en {rule.unit}
        </Text>
        <EditableGrid
          form={form}
          path="lineas"
          readOnly={!canWrite}
          newLine={() => ({ idproducto: 0, valor: null })}
          addLabel="Añadir producto"
          columns={[
            {
              key: 'idproducto',
              header: 'Producto del grupo',
              editor: (cell) => (
                <ResourceSelect
                  size="xs"
                  aria-label={cell['aria-label']}
                  name={cell.name}
                  error={cell.error}
                  readOnly={cell.readOnly}
                  source={productSource(idgrupo)}
                  value={(cell.value as number) || null}
                  onChange={(v) => cell.onChange(v ?? 0)}
                />
              ),
            },
            {
              key: 'valor',
              header: `Valor (${rule.unit})`,
              width: 160,
              editor: 'number',
              decimals: rule.decimals,
              suffix: ` ${rule.unit}`,
            },
          ]}
        />
      </Stack>
    </DialogForm>
  );
}
