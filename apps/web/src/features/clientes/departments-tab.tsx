import { type Department, DepartmentFieldsSchema, DepartmentSchema } from '@ac/shared';
import { Switch, TextInput } from '@mantine/core';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { FormGrid } from '../../kit/form-grid';
import { samePath } from '../../kit/save-resource';
import { SubRecordTab } from '../../kit/sub-record-tab';
import { SUB } from './api';

function DepartmentForm({ customerid, ...frame }: DialogFormProps<Department, { customerid: number }>) {
  const form = useDialogForm({
    ...frame,
    schema: DepartmentFieldsSchema,
    paths: samePath(SUB.department),
    fresh: { idcliente: customerid },
    toast: { created: 'Departamento creado', saved: 'Departamento guardado' },
  });
  return (
    <DialogForm form={form} label="Departamento" createLabel="Crear departamento">
      <FormGrid>
        <TextInput label="Código" required maxLength={20} data-autofocus {...form.text('codigo')} />
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <TextInput label="Responsable" {...form.text('responsable')} />
        <TextInput label="Centro de coste" {...form.text('centrocoste')} />
        <Switch label="Activo" mt="xs" {...form.checkbox('activo')} />
      </FormGrid>
    </DialogForm>
  );
}

export function DepartmentsTab({ customerid }: { customerid: number }) {
  return (
    <SubRecordTab<Department>
      path={SUB.department}
      parent={{ customerid }}
      resource="cliente"
      schema={DepartmentSchema}
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
