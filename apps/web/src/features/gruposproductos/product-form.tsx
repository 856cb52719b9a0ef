import {
  MINISTRY_PRODUCTS,
  PRODUCT_FAMILIES,
  PRODUCT_UNITS,
  type Product,
  ProductFieldsSchema,
} from '@ac/shared/gruposproductos';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { FormGrid } from '../../kit/form-grid';
import { optionsOf } from '../../kit/options';
import { PRODUCTS_PATH, productKeys } from './api';

/** The form's, the filter's and the list's names of the stored families and units. */
export const FAMILY_OPTIONS = optionsOf(PRODUCT_FAMILIES);
export const UNIT_OPTIONS = optionsOf(PRODUCT_UNITS, { kWh: 'kWh' });
const MINISTRY_OPTIONS = Object.entries(MINISTRY_PRODUCTS).map(([id, name]) => ({
  value: id,
  label: `${id} · ${name}`,
}));

/** A group product: created in the chosen group, edited in its dialog. */
export function ProductForm({ idgrupo, ...frame }: DialogFormProps<Product, { idgrupo: number }>) {
  const form = useDialogForm({
    ...frame,
    schema: ProductFieldsSchema,
    paths: PRODUCTS_PATH,
    fresh: { idgrupo, iva: 21, familia: 'carburante', unidad: 'litro' },
    versioned: (p) => ({ id: p.idproducto, version: p.version }),
    invalidates: [productKeys.lists()],
    toast: { created: 'Producto creado', saved: 'Producto guardado' },
  });
  const fuel = form.values.familia === 'carburante';
  const ministry = form.field<number | null>('idproductoministerio');
  return (
    <DialogForm
      form={form}
      resource="equivalencia"
      label="Producto del grupo"
      createLabel="Crear producto"
      saveLabel="Guardar"
    >
      <FormGrid cols={2}>
        <TextInput label="Código" required maxLength={20} {...form.text('codigo')} />
        <TextInput label="Descripción" required {...form.text('descripcion')} />
        <Select
          label="Familia"
          required
          data={FAMILY_OPTIONS}
          allowDeselect={false}
          {...form.field<string | null>('familia')}
          onChange={(v) => {
            form.setValue('familia', v ?? 'carburante');
            if (v !== 'carburante') form.setValue('idproductoministerio', null);
          }}
        />
        <Select
          label="Unidad"
          required
          data={UNIT_OPTIONS}
          allowDeselect={false}
          {...form.field<string | null>('unidad')}
        />
        <NumberInput
          label="IVA (%)"
          required
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          {...form.number('iva')}
        />
        <Select
          label="Producto del Ministerio"
          description={fuel ? 'Obligatorio en carburantes (datos públicos de precios)' : 'Solo carburantes'}
          disabled={!fuel}
          searchable
          clearable
          data={MINISTRY_OPTIONS}
          {...ministry}
          value={ministry.value == null ? null : String(ministry.value)}
          onChange={(v) => form.setValue('idproductoministerio', v ? Number(v) : null)}
        />
        <Switch label="Activo" {...form.checkbox('activo')} />
      </FormGrid>
    </DialogForm>
  );
}
