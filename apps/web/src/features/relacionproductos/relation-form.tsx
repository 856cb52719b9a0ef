import { type ProductRelation, ProductRelationFieldsSchema } from '@ac/shared/relacionproductos';
import { TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { productSource, useStationSource } from '../../kit/sources';
import { useCanWrite, useRecordForm } from '../../kit/use-record-form';
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
  const canWrite = useCanWrite('equivalencia', relation);
  const stations = useStationSource(idgrupo);
  const form = useRecordForm({
    schema: ProductRelationFieldsSchema,
    record: relation,
    path: RELATIONS_PATH,
    invalidates: [relationKeys.all],
    notices: ['Relación guardada', 'Código creado'],
    onSaved: done,
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
