import type { ReactNode } from 'react';
import { CreateButton, RowDeleteAction } from '../../kit/actions';
import { ListPage, type ListPageProps } from '../../kit/list-page';
import { RecordDialogs, useRecordDialogs } from '../../kit/record-dialogs';

type Row = { id: number };

interface EditableListProps<T extends Row>
  extends Omit<ListPageProps<T>, 'rowKey' | 'onOpen' | 'rowActions' | 'actions'> {
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

/** A list of the section whose rows open in a dialog to edit, with create and delete-with-reason. */
export function EditableList<T extends Row>(props: EditableListProps<T>) {
  const { newLabel, editTitle, modalSize, form, name, deleteWhat, deletedMessage, ...list } = props;
  const dialogs = useRecordDialogs<T>();
  return (
    <>
      <ListPage<T>
        {...list}
        rowKey={(r) => r.id}
        onOpen={dialogs.edit}
        rowActions={(r) => (
          <RowDeleteAction permission="can_delete_permiso" name={name(r)} onClick={() => dialogs.remove(r)} />
        )}
        actions={
          <CreateButton permission="can_create_permiso" onClick={dialogs.create}>
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
