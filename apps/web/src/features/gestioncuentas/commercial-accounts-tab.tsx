import { type CommercialAccount, CommercialAccountFieldsSchema, CommercialAccountSchema } from '@ac/shared';
import { Switch, TextInput } from '@mantine/core';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { EditableList } from '../../kit/editable-list';
import { yesNoFilter } from '../../kit/list-page';
import { keys, PATHS } from './api';

function AccountForm(frame: DialogFormProps<CommercialAccount>) {
  const form = useDialogForm({
    ...frame,
    schema: CommercialAccountFieldsSchema,
    paths: PATHS.accounts,
    invalidates: [keys.accounts.lists()],
    toast: { created: 'Cuenta comercial creada', saved: 'Cuenta comercial guardada' },
  });
  return (
    <DialogForm form={form} resource="permiso" label="Cuenta comercial">
      <TextInput label="Nombre" required mb="xs" {...form.text('nombre')} />
      <TextInput label="NIF" mb="xs" {...form.text('nif')} />
      <Switch label="Activa" {...form.checkbox('activo')} />
    </DialogForm>
  );
}

export function CommercialAccountsTab() {
  return (
    <EditableList<CommercialAccount>
      id="cuentas-comerciales"
      prefix="cc."
      path={PATHS.accounts}
      schema={CommercialAccountSchema}
      resource="permiso"
      defaultSort="nombre"
      searchPlaceholder="Buscar por nombre…"
      filters={[yesNoFilter('activo', 'Activa')]}
      columns={[
        { key: 'id', header: 'Nº', sort: true, width: 70 },
        { key: 'nombre', header: 'Nombre', sort: true },
        { key: 'nif', header: 'NIF' },
        { key: 'activo', header: 'Activa', type: 'boolean' },
      ]}
      rowLabel={(a) => `Abrir cuenta comercial ${a.nombre}`}
      newLabel="Nueva cuenta comercial"
      editTitle={() => 'Cuenta comercial'}
      form={(a, done) => <AccountForm existing={a} done={done} />}
      name={(a) => a.nombre}
      deleteWhat={(a) => `la cuenta comercial ${a.nombre}`}
      deletedMessage="Cuenta comercial eliminada"
    />
  );
}
