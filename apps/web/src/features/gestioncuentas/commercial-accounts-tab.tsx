import { type CommercialAccount, CommercialAccountFieldsSchema } from '@ac/shared';
import { Switch, TextInput } from '@mantine/core';
import { YES_NO } from '../../kit/list-page';
import { notifySuccess } from '../../kit/notify';
import { useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { PATHS } from './api';
import { EditableList } from './editable-list';

function AccountForm({ account, onDone }: { account: CommercialAccount | null; onDone: () => void }) {
  const canEdit = useCan(account ? 'can_edit_permiso' : 'can_create_permiso');
  const form = useResourceForm({
    schema: CommercialAccountFieldsSchema,
    initial: account
      ? { nombre: account.nombre, nif: account.nif, activo: account.activo }
      : { nombre: '', nif: '', activo: true },
    onSubmit: (values) => saveResource(PATHS.accounts, values, account),
    invalidates: [PATHS.accounts],
    onSaved: () => {
      notifySuccess(account ? 'Cuenta comercial guardada' : 'Cuenta comercial creada');
      onDone();
    },
  });
  return (
    <ResourceForm
      form={form}
      onCancel={onDone}
      readOnly={!canEdit}
      onReload={onDone}
      label="Cuenta comercial"
    >
      <TextInput label="Nombre" required mb="xs" {...form.text('nombre')} />
      <TextInput label="NIF" mb="xs" {...form.text('nif')} />
      <Switch label="Activa" {...form.checkbox('activo')} />
    </ResourceForm>
  );
}

export function CommercialAccountsTab() {
  return (
    <EditableList<CommercialAccount>
      id="cuentas-comerciales"
      prefix="cc."
      path={PATHS.accounts}
      defaultSort="nombre"
      searchPlaceholder="Buscar por nombre…"
      filters={[{ kind: 'select', key: 'activo', label: 'Activa', options: YES_NO }]}
      columns={[
        { key: 'id', header: 'Nº', sort: true, width: 70 },
        { key: 'nombre', header: 'Nombre', sort: true },
        { key: 'nif', header: 'NIF' },
        { key: 'activo', header: 'Activa', type: 'boolean' },
      ]}
      rowLabel={(a) => `Abrir cuenta comercial ${a.nombre}`}
      newLabel="Nueva cuenta comercial"
      editTitle={() => 'Cuenta comercial'}
      form={(a, done) => <AccountForm account={a} onDone={done} />}
      name={(a) => a.nombre}
      deleteWhat={(a) => `la cuenta comercial ${a.nombre}`}
      deletedMessage="Cuenta comercial eliminada"
    />
  );
}
