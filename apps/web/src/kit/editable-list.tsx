import { permissionName, type Resource } from '@ac/shared';
import type { ReactNode } from 'react';
import { CreateButton, RowDeleteAction } from './actions';
import { ListPage, type ListPageProps } from './list-page';
import { RecordDialogs, useRecordDialogs } from './record-dialogs';

type Row = { id: number };

export interface EditableListProps<T extends Row>
  extends Omit<ListPageProps<T>, 'rowKey' | 'onOpen' | 'rowActions' | 'actions'> {
  /** Create and delete need `can_create_<resource>` / `can_delete_<resource>`. */
  resource: Resource;
  /** "Nueva cuenta comercial": the create button and its dialog's title. */
  newLabel: string;
  editTitle: (row: T) => string;
  /** Dialog width; `row` is null when creating. */
  modalSize?: (row: T | null) => string;
  /** The dialog's content; `row` is null when creating, `done` closes it. */
  form: (row: T | null, done: () => void) => ReactNode;
  /** Ends the delete icon's name: "Eliminar <name>". */
  name: (row: T) => string;
  /** What the delete dialog speaks of: "la cuenta comercial X". */
  deleteWhat: (row: T) => string;
  deletedMessage: string;
}

/** A paged list whose rows open in a dialog to edit, with create and delete-with-reason. */
export function EditableList<T extends Row>(props: EditableListProps<T>) {
  const { resource, newLabel, editTitle, modalSize, form, name, deleteWhat, deletedMessage, ...list } = props;
  const dialogs = useRecordDialogs<T>();
  return (
    <>
      <ListPage<T>
        {...list}
        rowKey={(r) => r.id}
        onOpen={dialogs.edit}
        rowActions={(r) => (
          <RowDeleteAction
            permission={permissionName('delete', resource)}
            name={name(r)}
            onClick={() => dialogs.remove(r)}
          />
        )}
        actions={
          <CreateButton permission={permissionName('create', resource)} onClick={dialogs.create}>
            {newLabel}
          </CreateButton>
        }
      />
      <RecordDialogs<T>
        state={dialogs}
        path={list.path}
        title={(row) => (row ? editTitle(row) : newLabel)}
        size={modalSize?.(dialogs.editing ?? null)}
        form={form}
        deleteWhat={deleteWhat}
        deletedMessage={deletedMessage}
      />
    </>
  );
}
