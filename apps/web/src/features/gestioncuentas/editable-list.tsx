import { Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { CreateButton, RowDeleteAction } from '../../kit/actions';
import { DeleteWithReasonDialog } from '../../kit/delete-with-reason-dialog';
import { ListPage, type ListPageProps } from '../../kit/list-page';

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
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const row = editing === 'new' ? null : editing;
  const done = () => setEditing(null);
  return (
    <>
      <ListPage<T>
        {...list}
        rowKey={(r) => r.id}
        onOpen={setEditing}
        rowActions={(r) => (
          <RowDeleteAction permission="can_delete_permiso" name={name(r)} onClick={() => setDeleting(r)} />
        )}
        actions={
          <CreateButton permission="can_create_permiso" onClick={() => setEditing('new')}>
            {newLabel}
          </CreateButton>
        }
      />
      <Modal
        opened={editing !== null}
        onClose={done}
        title={row ? editTitle(row) : newLabel}
        size={modalSize?.(row)}
      >
        {editing !== null ? form(row, done) : null}
      </Modal>
      {deleting ? (
        <DeleteWithReasonDialog
          opened
          onClose={() => setDeleting(null)}
          path={list.path}
          id={deleting.id}
          what={deleteWhat(deleting)}
          successMessage={deletedMessage}
        />
      ) : null}
    </>
  );
}
