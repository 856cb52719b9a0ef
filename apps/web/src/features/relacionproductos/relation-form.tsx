import { type ProductRelation, ProductRelationFieldsSchema } from '@ac/shared/relacionproductos';
import { TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { notifySuccess } from '../../kit/notify';
import { useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { saveResource } from '../../kit/save-resource';
import { productSource, useStationSource } from '../../kit/sources';
import { useResourceForm } from '../../kit/use-resource-form';
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
  const canWrite = useCan(relation ? 'can_edit_equivalencia' : 'can_create_equivalencia');
  const stations = useStationSource(idgrupo);
  const form = useResourceForm({
    schema: ProductRelationFieldsSchema,
    initial: relation,
    onSubmit: (values) => saveResource<ProductRelation>(RELATIONS_PATH, values, relation),
    invalidates: [relationKeys.all],
    onSaved: () => {
      notifySuccess(relation ? 'Relación guardada' : 'Código creado');
      done();
    },
  });
  return (
    <ResourceForm
      form={form}
      readOnly={!canWrite}
      onCancel={done}
      onReload={done}
      label="Código de la estación"
      submitLabel={relation ? 'Guardar' : 'Crear código'}
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
    </ResourceForm>
  );
}
