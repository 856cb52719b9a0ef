import { type ProductRelation, ProductRelationFieldsSchema } from '@ac/shared/relacionproductos';
import { TextInput } from '@mantine/core';
import { DialogForm, useDialogForm } from '../../kit/dialog-form';
import { FormGrid } from '../../kit/form-grid';
import { ResourceSelect } from '../../kit/resource-select';
import { productSource, useStationSource } from '../../kit/sources';
import { RELATIONS_PATH, relationKeys } from './api';

/** One station code: its station, own code and description, and the group product it means. */
export function RelationForm({
  relation,
  idgrupo,
  done,
}: {
  relation: ProductRelation | null;
  idgrupo: number;
  done: () => void;
}) {
  const stations = useStationSource(idgrupo);
  const form = useDialogForm({
    schema: ProductRelationFieldsSchema,
    paths: RELATIONS_PATH,
    existing: relation,
    invalidates: [relationKeys.all],
    toast: { created: 'Código creado', saved: 'Relación guardada' },
    done,
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
        <ResourceSelect
          label="Estación"
          required
          disabled={!!relation}
          source={stations}
          {...form.id('idlocal')}
        />
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
