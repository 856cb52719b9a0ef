import {
  ACTION_LABELS,
  ACTIONS,
  type AuthGroup,
  AuthGroupFieldsSchema,
  AuthGroupSchema,
  actionsOf,
  permissionName,
  RESOURCE_LABELS,
  RESOURCES,
} from '@ac/shared';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../kit/api-errors';
import { EditableList } from '../../kit/editable-list';
import { FailureAlert } from '../../kit/failure-alert';
import { notifySuccess } from '../../kit/notify';
import { useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { useCanWrite, useRecordForm } from '../../kit/use-record-form';
import { useDialogDirty } from '../../kit/use-unsaved-changes';
import { http } from '../../lib/http';
import { keys, PATHS, usePermissionCatalogue, useStaffOptions } from './api';

function GroupForm({
  group,
  onDone,
  onCreated,
}: {
  group: AuthGroup | null;
  onDone: () => void;
  /** A group just created goes on to its permissions, which is what it was created for. */
  onCreated?: (created: AuthGroup) => void;
}) {
  const canEdit = useCanWrite('permiso', group);
  const form = useRecordForm({
    schema: AuthGroupFieldsSchema,
    record: group,
    path: PATHS.groups,
    invalidates: [keys.groups.all],
    notices: ['Grupo guardado', 'Grupo creado'],
    onSaved: (saved) => {
      if (group) return;
      if (onCreated) onCreated(saved as AuthGroup);
      else onDone();
    },
  });
  return (
    <ResourceForm
      form={form}
      readOnly={!canEdit}
      onCancel={group ? undefined : onDone}
      onReload={onDone}
      label="Grupo"
    >
      <TextInput label="Descripción" required {...form.text('descripcion')} />
    </ResourceForm>
  );
}

/** Resources × Ver/Crear/Editar/Eliminar; saved as a whole (the API replaces the group's set). */
function PermissionMatrix({ group: opened, onSaved }: { group: AuthGroup; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const catalogue = usePermissionCatalogue();
  const canEdit = useCan('can_edit_permiso');
  // The group as last read: its version goes with the save, and Recargar reads it again after a 409.
  const [group, setGroup] = useState(opened);
  const [checked, setChecked] = useState(() => new Set<string>(group.permisos));
  // Ticked boxes not saved yet are typed data: closing the dialog asks first.
  useDialogDirty(checked.size !== group.permisos.length || group.permisos.some((p) => !checked.has(p)));
  const toggle = (p: string) =>
    setChecked((s) => {
      const next = new Set(s);
      if (next.has(p)) next.delete(p);
      else next.add(p);
      return next;
    });
  const save = useMutation({
    mutationFn: () =>
      http.post('/v1/authgroups/authpermissions/', {
        authGroup: group.id,
        authPermissions: (catalogue.data ?? []).filter((p) => checked.has(p.tipo_permiso)).map((p) => p.id),
        groupid: group.id,
        version: group.version,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.groups.all });
      notifySuccess('Permisos del grupo guardados');
      onSaved();
    },
  });
  const failure = save.error ? describeError(save.error) : null;
  const reload = async () => {
    const fresh = await http.get<AuthGroup>(PATHS.groups, { query: { id: group.id } });
    setGroup(fresh);
    setChecked(new Set(fresh.permisos));
    save.reset();
  };
  return (
    <Stack gap="xs">
      <FailureAlert message={failure?.message ?? null} />
      {failure?.kind === 'conflict' ? (
        <Group>
          <Button variant="default" size="xs" onClick={() => void reload()}>
            Recargar los permisos
          </Button>
        </Group>
      ) : null}
      <Table fz="sm" verticalSpacing={3} withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recurso</Table.Th>
            {ACTIONS.map((a) => (
              <Table.Th key={a} ta="center">
                {ACTION_LABELS[a]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RESOURCES.map((r) => (
            <Table.Tr key={r}>
              <Table.Td>{RESOURCE_LABELS[r]}</Table.Td>
              {ACTIONS.map((a) => {
                const p = permissionName(a, r);
                // Nothing to grant (the audit log is only read): no box to tick for nothing.
                if (!actionsOf(r).includes(a))
                  return (
                    <Table.Td key={a} ta="center" c="dimmed" title="No aplica">
                      <span aria-hidden>—</span>
                      <VisuallyHidden>{`${ACTION_LABELS[a]} ${RESOURCE_LABELS[r]}: no aplica`}</VisuallyHidden>
                    </Table.Td>
                  );
                return (
                  <Table.Td key={a}>
                    <Checkbox
                      size="xs"
                      mx="auto"
                      w="fit-content"
                      aria-label={`${ACTION_LABELS[a]} ${RESOURCE_LABELS[r]}`}
                      checked={checked.has(p)}
                      disabled={!canEdit}
                      onChange={() => toggle(p)}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit ? (
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => save.mutate()} disabled={!catalogue.data}>
            Guardar permisos
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function Members({ group }: { group: AuthGroup }) {
  const queryClient = useQueryClient();
  const staff = useStaffOptions();
  const canEdit = useCan('can_edit_permiso');
  const [adding, setAdding] = useState<string[]>([]);
  useDialogDirty(adding.length > 0);
  const members = (staff.data ?? []).filter((a) => a.idauthgroup === group.id);
  const others = (staff.data ?? []).filter((a) => a.idauthgroup !== group.id);
  const add = useMutation({
    mutationFn: () =>
      http.post('/v1/authgroups/authaccounts', {
        authGroup: group.id,
        // Only those added: the members listed may have moved to another group meanwhile.
        authAccounts: adding.map(Number),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.staff.all });
      await queryClient.invalidateQueries({ queryKey: keys.groups.all });
      setAdding([]);
      notifySuccess('Miembros del grupo guardados');
    },
  });
  const failure = add.error ? describeError(add.error).message : null;
  return (
    <Stack gap="xs">
      <FailureAlert message={failure} />
      <Table fz="sm" verticalSpacing={3} withTableBorder>
        <Table.Tbody>
          {members.length ? (
            members.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.nombre}</Table.Td>
                <Table.Td>{m.email}</Table.Td>
              </Table.Tr>
            ))
          ) : (
            <Table.Tr>
              <Table.Td c="dimmed">El grupo no tiene miembros.</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {canEdit ? (
        <Group align="flex-end" gap="xs">
          <MultiSelect
            size="sm"
            label="Añadir cuentas al grupo"
            description="Cada cuenta pertenece a un solo grupo: se moverá desde el suyo."
            searchable
            data={others.map((a) => ({ value: String(a.id), label: `${a.nombre} (${a.authgroup})` }))}
            value={adding}
            onChange={setAdding}
            w={420}
          />
          <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!adding.length}>
            Añadir
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function GroupEditor({ group, onDone }: { group: AuthGroup; onDone: () => void }) {
  return (
    <Tabs defaultValue="permisos" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="permisos">Permisos</Tabs.Tab>
        <Tabs.Tab value="miembros">Miembros ({group.miembros})</Tabs.Tab>
        <Tabs.Tab value="datos">Datos</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="permisos">
        <PermissionMatrix group={group} onSaved={onDone} />
      </Tabs.Panel>
      <Tabs.Panel value="miembros">
        <Members group={group} />
      </Tabs.Panel>
      <Tabs.Panel value="datos">
        <GroupForm group={group} onDone={onDone} />
      </Tabs.Panel>
    </Tabs>
  );
}

export function GroupsTab() {
  return (
    <EditableList<AuthGroup>
      id="grupos-permisos"
      prefix="gr."
      path={PATHS.groups}
      schema={AuthGroupSchema}
      resource="permiso"
      defaultSort="descripcion"
      columns={[
        { key: 'descripcion', header: 'Grupo', sort: true },
        { key: 'miembros', header: 'Miembros', type: 'number' },
        { key: 'permisos', header: 'Permisos', type: 'number', value: (g) => g.permisos.length },
        {
          key: 'secciones',
          header: 'Puede ver',
          value: (g) =>
            g.permisos
              .filter((p) => p.startsWith('can_view_'))
              .map((p) => RESOURCE_LABELS[p.slice(9) as keyof typeof RESOURCE_LABELS] ?? p)
              .join(', '),
        },
      ]}
      rowLabel={(g) => `Abrir grupo ${g.descripcion}`}
      newLabel="Nuevo grupo"
      editTitle={(g) => `Grupo ${g.descripcion}`}
      modalSize={(g) => (g ? 'xl' : 'md')}
      form={(g, done, open) => (
        <>
          {g ? (
            <GroupEditor group={g} onDone={done} />
          ) : (
            <GroupForm group={null} onDone={done} onCreated={open} />
          )}
          <Text size="xs" c="dimmed" mt="xs">
            Nadie puede quitarse a sí mismo el permiso de editar cuentas y permisos.
          </Text>
        </>
      )}
      name={(g) => g.descripcion}
      deleteWhat={(g) => `el grupo ${g.descripcion}`}
      deletedMessage="Grupo eliminado"
    />
  );
}
