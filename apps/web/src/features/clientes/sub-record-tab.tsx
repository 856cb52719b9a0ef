import { Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CreateButton, RowAction, RowDeleteAction } from '../../kit/actions';
import type { Column } from '../../kit/columns';
import { QueryTable } from '../../kit/data-table';
import { useCan } from '../../kit/permissions';
import { RecordDialogs, useRecordDialogs } from '../../kit/record-dialogs';
import { useCustomerList } from './api';

interface Row {
  id: number;
  version: number;
}

export interface SubRecordTabProps<T extends Row> {
  path: string;
  customerid: number;
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
  /** The create/edit form; it calls `done` after saving or cancelling. */
  form: (existing: T | null, done: () => void) => ReactNode;
  /** Quick actions of a row (activate, block, send…), shown with edit permission. */
  extraActions?: (row: T, refresh: () => void) => ReactNode;
  modalSize?: string;
  /** Toast after a delete ("Cuenta bancaria eliminada"). */
  deletedMessage: string;
}

/** A customer's sub-record list with create/edit in a dialog and delete with a reason. */
export function SubRecordTab<T extends Row>(props: SubRecordTabProps<T>) {
  const queryClient = useQueryClient();
  const list = useCustomerList<T>(props.path, props.customerid);
  const canEdit = useCan('can_edit_cliente');
  const canDelete = useCan('can_delete_cliente');
  const dialogs = useRecordDialogs<T>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [props.path] });
  const withActions = canEdit || canDelete;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {props.help}
        </Text>
        <CreateButton permission="can_create_cliente" onClick={dialogs.create}>
          {props.newLabel}
        </CreateButton>
      </Group>
      <QueryTable
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
                  {canEdit ? props.extraActions?.(r, refresh) : null}
                  {canEdit ? (
                    <RowAction
                      label="Editar"
                      ariaLabel={`Editar ${props.describe(r)}`}
                      icon={<IconPencil size={16} />}
                      onClick={() => dialogs.edit(r)}
                    />
                  ) : null}
                  <RowDeleteAction
                    permission="can_delete_cliente"
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
        form={props.form}
        onDone={refresh}
        deleteWhat={props.describe}
        deletedMessage={props.deletedMessage}
      />
    </Stack>
  );
}
