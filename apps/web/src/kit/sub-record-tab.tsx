import { permissionName, type Resource } from '@ac/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CreateButton, RowAction, RowDeleteAction } from './actions';
import type { Column } from './columns';
import { QueryTable } from './data-table';
import { ActiveToggle } from './flag-action';
import { useCan } from './permissions';
import { resourceKeys } from './query-keys';
import { RecordDialogs, useRecordDialogs } from './record-dialogs';
import { useRecordList } from './use-record';

interface Row {
  id: number;
  version: number;
  activo?: boolean;
}

export interface SubRecordTabProps<T extends Row> {
  /** The sub-records' API path (`/v1/customers/bank`). */
  path: string;
  /** Who they belong to, as the list query says it: `{ customerid: 7 }`. */
  parent: Record<string, number>;
  /** Create, edit and delete need `can_<action>_<resource>` (the parent's resource). */
  resource: Resource;
  /** The shared schema of a row (checked in development). */
  schema: z.ZodType<T>;
  /** "opción TPV", "cuenta bancaria"… */
  noun: string;
  /** "Nueva opción TPV". */
  newLabel: string;
  /** One line under the toolbar: what these records are for. */
  help?: ReactNode;
  columns: Column<T>[];
  /** Name of a record in texts ("la cuenta ES91…"). */
  describe: (row: T) => string;
  emptyText: string;
  /** The create/edit form; it calls `done` after saving or cancelling. `rows`: the records listed now. */
  form: (existing: T | null, done: () => void, rows: T[]) => ReactNode;
  /** Quick actions of a row (block, send…), shown with edit permission. */
  extraActions?: (row: T) => ReactNode;
  /**
   * The row's activate / deactivate icon (`PATCH path/active`), shown with edit permission: how it is
   * named ("la cuenta ES91…") and the toasts after activating (`on`) and deactivating (`off`).
   */
  activeToggle?: { name: (row: T) => string; done: { on: string; off: string } };
  modalSize?: string;
  /** Toast after a delete ("Cuenta bancaria eliminada"). */
  deletedMessage: string;
}

/** A record's sub-record list with create/edit in a dialog and delete with a reason. */
export function SubRecordTab<T extends Row>(props: SubRecordTabProps<T>) {
  const queryClient = useQueryClient();
  const list = useRecordList(props.path, { ...props.parent, limit: 500 }, props.schema);
  const canEdit = useCan(permissionName('edit', props.resource));
  const canDelete = useCan(permissionName('delete', props.resource));
  const dialogs = useRecordDialogs<T>();
  const withActions = canEdit || canDelete;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {props.help}
        </Text>
        <CreateButton permission={permissionName('create', props.resource)} onClick={dialogs.create}>
          {props.newLabel}
        </CreateButton>
      </Group>
      <QueryTable<T>
        columns={props.columns}
        query={list}
        rowKey={(r) => r.id}
        onOpen={canEdit ? dialogs.edit : undefined}
        rowLabel={(r) => `Editar ${props.describe(r)}`}
        emptyText={props.emptyText}
        skeletonRows={3}
        rowActions={
          withActions
            ? (r) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  {canEdit ? props.extraActions?.(r) : null}
                  {canEdit && props.activeToggle && r.activo !== undefined ? (
                    <ActiveToggle
                      path={props.path}
                      row={{ id: r.id, activo: r.activo }}
                      name={props.activeToggle.name(r)}
                      done={props.activeToggle.done}
                      invalidates={resourceKeys(props.path).lists()}
                    />
                  ) : null}
                  {canEdit ? (
                    <RowAction
                      label="Editar"
                      ariaLabel={`Editar ${props.describe(r)}`}
                      icon={<IconPencil size={16} />}
                      onClick={() => dialogs.edit(r)}
                    />
                  ) : null}
                  <RowDeleteAction
                    permission={permissionName('delete', props.resource)}
                    name={props.describe(r)}
                    onClick={() => dialogs.remove(r)}
                  />
                </Group>
              )
            : undefined
        }
      />
      <RecordDialogs<T>
        state={dialogs}
        path={props.path}
        title={(row) => (row ? `Editar ${props.noun}` : props.newLabel)}
        size={props.modalSize ?? 'lg'}
        form={(existing, done) => props.form(existing, done, list.data ?? [])}
        onDone={() => void queryClient.invalidateQueries({ queryKey: resourceKeys(props.path).lists() })}
        deleteWhat={props.describe}
        deletedMessage={props.deletedMessage}
      />
    </Stack>
  );
}
