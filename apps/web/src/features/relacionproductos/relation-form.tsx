import { type ProductRelation, ProductRelationFieldsSchema } from '@ac/shared/relacionproductos';
import { TextInput } from '@mantine/core';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { FormGrid } from '../../kit/form-grid';
import { ResourceSelect } from '../../kit/resource-select';
import { productSource } from '../../kit/sources';
import { StationSelect } from '../../kit/station-select';
import { RELATIONS_PATH, relationKeys } from './api';

/** One station code: its station, own code and description, and the group product it means. */
export function RelationForm({ idgrupo, ...frame }: DialogFormProps<ProductRelation, { idgrupo: number }>) {
  const form = useDialogForm({
    ...frame,
    schema: ProductRelationFieldsSchema,
    paths: RELATIONS_PATH,
    invalidates: [relationKeys.all],
    toast: { created: 'Código creado', saved: 'Relación guardada' },
  });
  return (
    <DialogForm
      form={form}
      resource="equivalencia"
      label="Código de la estación"
      createLabel="Crear código"
      saveLabel="Guardar"
    >
      <FormGrid cols={2}>
        <StationSelect idgrupo={idgrupo} required disabled={!!frame.existing} {...form.id('idlocal')} />
        <TextInput label="Código en la estación" required {...form.text('codigolocal')} />
        <TextInput label="Descripción en la estación" {...form.text('descripcionlocal')} />
        <ResourceSelect
          label="Producto del grupo"
          placeholder="Sin relacionar"
          clearable
          source={productSource(idgrupo)}
          {...form.id('idproductogrupo')}
        />
      </FormGrid>
    </DialogForm>
  );
}
