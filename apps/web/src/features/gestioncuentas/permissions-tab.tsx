import { AuthPermissionFieldsSchema, type AuthPermissionRow } from '@ac/shared';
import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CreateButton } from '../../kit/actions';
import { DataTable } from '../../kit/data-table';
import { FormDialog } from '../../kit/form-dialog';
import { ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { keys, PATHS, usePermissionCatalogue } from './api';

function PermissionForm({ onDone }: { onDone: () => void }) {
  const form = useResourceForm({
    schema: AuthPermissionFieldsSchema,

    onSubmit: (values) => saveResource(PATHS.permissions, values),
    invalidates: [keys.permissions.all],
    notice: 'Permiso creado',
    onSaved: onDone,
  });
  return (
    <ResourceForm form={form} onCancel={onDone} label="Nuevo permiso" submitLabel="Crear permiso">
      <Stack gap="xs">
        <TextInput label="Descripción" required {...form.text('descripcion')} />
        <TextInput label="Código" required placeholder="VIEW_INFORME" {...form.text('descripcioncodigo')} />
        <TextInput
          label="Tipo de permiso"
          required
          placeholder="can_view_informe"
          {...form.text('tipo_permiso')}
        />
      </Stack>
    </ResourceForm>
  );
}

/** The catalogue is short (a few dozen rows): filtered here, not paged. */
export function PermissionsTab() {
  const catalogue = usePermissionCatalogue();
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const needle = q.trim().toLowerCase();
  const rows = catalogue.data?.filter(
    (p) =>
      !needle || `${p.descripcion} ${p.descripcioncodigo} ${p.tipo_permiso}`.toLowerCase().includes(needle),
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <TextInput
          size="sm"
          w={260}
          aria-label="Buscar"
          placeholder="Buscar permiso…"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        <CreateButton permission="can_create_permiso" onClick={() => setCreating(true)}>
          Nuevo permiso
        </CreateButton>
      </Group>
      <DataTable<AuthPermissionRow>
        columns={[
          { key: 'id', header: 'Nº', width: 60 },
          { key: 'descripcion', header: 'Descripción' },
          { key: 'descripcioncodigo', header: 'Código' },
          { key: 'tipo_permiso', header: 'Tipo de permiso' },
        ]}
        rows={rows}
        rowKey={(p) => p.id}
        loading={catalogue.isFetching}
        error={catalogue.error}
        onRetry={() => void catalogue.refetch()}
      />
      <FormDialog opened={creating} onClose={() => setCreating(false)} title="Nuevo permiso">
        <PermissionForm onDone={() => setCreating(false)} />
      </FormDialog>
    </Stack>
  );
}
