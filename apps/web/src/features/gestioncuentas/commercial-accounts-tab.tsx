import { type CommercialAccount, CommercialAccountFieldsSchema } from '@ac/shared';
import { ActionIcon, Button, Modal, Switch, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteWithReasonDialog } from '../../kit/delete-with-reason-dialog';
import { ListPage, YES_NO } from '../../kit/list-page';
import { notifySuccess } from '../../kit/notify';
import { Can, useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { PATHS } from './api';

function AccountForm({ account, onDone }: { account: CommercialAccount | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const canEdit = useCan(account ? 'can_edit_permiso' : 'can_create_permiso');
  const form = useResourceForm({
    schema: CommercialAccountFieldsSchema,
    initial: account
      ? { nombre: account.nombre, nif: account.nif, activo: account.activo }
      : { nombre: '', nif: '', activo: true },
    onSubmit: (values) => saveResource(PATHS.accounts, values, account),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: [PATHS.accounts] });
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
  const [editing, setEditing] = useState<CommercialAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CommercialAccount | null>(null);
  return (
    <>
      <ListPage<CommercialAccount>
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
        rowKey={(a) => a.id}
        rowLabel={(a) => `Abrir cuenta comercial ${a.nombre}`}
        onOpen={setEditing}
        rowActions={(a) => (
          <Can permission="can_delete_permiso">
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar ${a.nombre}`}
                onClick={() => setDeleting(a)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Can>
        )}
        actions={
          <Can permission="can_create_permiso">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Nueva cuenta comercial
            </Button>
          </Can>
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nueva cuenta comercial' : 'Cuenta comercial'}
      >
        {editing !== null ? (
          <AccountForm account={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      {deleting ? (
        <DeleteWithReasonDialog
          opened
          onClose={() => setDeleting(null)}
          path={PATHS.accounts}
          id={deleting.id}
          what={`la cuenta comercial ${deleting.nombre}`}
          successMessage="Cuenta comercial eliminada"
        />
      ) : null}
    </>
  );
}
