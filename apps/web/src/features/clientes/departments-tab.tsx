import { type Department, DepartmentFieldsSchema } from '@ac/shared';
import { Switch, TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { notifySuccess } from '../../kit/notify';
import { ResourceForm } from '../../kit/resource-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { SUB, saveSubRecord } from './api';
import { SubRecordTab } from './sub-record-tab';

function DepartmentForm(props: { customerid: number; existing: Department | null; done: () => void }) {
  const e = props.existing;
  const form = useResourceForm({
    schema: DepartmentFieldsSchema,
    initial: e
      ? {
          idcliente: e.idcliente,
          codigo: e.codigo,
          nombre: e.nombre,
          responsable: e.responsable,
          centrocoste: e.centrocoste,
          activo: e.activo,
        }
      : {
          idcliente: props.customerid,
          codigo: '',
          nombre: '',
          responsable: '',
          centrocoste: '',
          activo: true,
        },
    onSubmit: (values) => saveSubRecord(SUB.department, values, e),
    onSaved: () => {
      notifySuccess(e ? 'Departamento guardado' : 'Departamento creado');
      props.done();
    },
  });
  return (
    <ResourceForm
      form={form}
      onCancel={props.done}
      label="Departamento"
      submitLabel={e ? 'Guardar cambios' : 'Crear departamento'}
    >
      <FormGrid>
        <TextInput label="Código" required maxLength={20} data-autofocus {...form.text('codigo')} />
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <TextInput label="Responsable" {...form.text('responsable')} />
        <TextInput label="Centro de coste" {...form.text('centrocoste')} />
        <Switch label="Activo" mt="xs" {...form.checkbox('activo')} />
      </FormGrid>
    </ResourceForm>
  );
}

export function DepartmentsTab({ customerid }: { customerid: number }) {
  return (
    <SubRecordTab<Department>
      path={SUB.department}
      customerid={customerid}
      noun="departamento"
      newLabel="Nuevo departamento"
      deletedMessage="Departamento eliminado"
      help="Departamentos o centros del cliente, para repartir el gasto de sus vehículos."
      emptyText="El cliente no tiene departamentos."
      describe={(d) => `el departamento ${d.codigo} ${d.nombre}`}
      form={(existing, done) => <DepartmentForm customerid={customerid} existing={existing} done={done} />}
      columns={[
        { key: 'codigo', header: 'Código', width: 100 },
        { key: 'nombre', header: 'Nombre' },
        { key: 'responsable', header: 'Responsable' },
        { key: 'centrocoste', header: 'Centro de coste' },
        { key: 'activo', header: 'Activo', type: 'boolean', width: 80 },
      ]}
    />
  );
}
