import { type ReactNode, useState } from 'react';
import { DeleteWithReasonDialog } from './delete-with-reason-dialog';
import { FormDialog } from './form-dialog';

type Row = object;

/** Which row of a list is open in its dialog (null: a new one) and which one is being deleted. */
export function useRecordDialogs<T extends Row>() {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    deleting,
    create: () => setEditing(null),
    edit: (row: T) => setEditing(row),
    remove: (row: T) => setDeleting(row),
    closeEdit: () => setEditing(undefined),
    closeDelete: () => setDeleting(null),
  };
}

export type RecordDialogsState<T extends Row> = ReturnType<typeof useRecordDialogs<T>>;

/** The two dialogs of a list whose rows are edited in place: the record's form, and delete with a reason. */
export function RecordDialogs<T extends Row>(props: {
  state: RecordDialogsState<T>;
  /** `DELETE path?id=&description=`. */
  path: string;
  /** The row's id for the delete (default: its `id`; a product's is `idproducto`). */
  rowId?: (row: T) => number;
  /** The dialog's title: `row` is null when creating. */
  title: (row: T | null) => string;
  size?: string;
  /**
   * The dialog's content; it calls `done` after saving or cancelling, or `open` with a record just created
   * to go on with it in the same dialog (its permissions, its lines).
   */
  form: (row: T | null, done: () => void, open: (row: T) => void) => ReactNode;
  /** Runs after the form is done (e.g. to refresh a list the form does not know). */
  onDone?: () => void;
  /** What the delete dialog speaks of: "la cuenta comercial X". */
  deleteWhat: (row: T) => string;
  deletedMessage: string;
}) {
  const { state } = props;
  const done = () => {
    state.closeEdit();
    props.onDone?.();
  };
  return (
    <>
      <FormDialog
        opened={state.editing !== undefined}
        onClose={state.closeEdit}
        title={state.editing !== undefined ? props.title(state.editing) : undefined}
        size={props.size}
      >
        {state.editing !== undefined ? props.form(state.editing, done, state.edit) : null}
      </FormDialog>
      {state.deleting ? (
        <DeleteWithReasonDialog
          opened
          onClose={state.closeDelete}
          path={props.path}
          id={props.rowId ? props.rowId(state.deleting) : (state.deleting as { id: number }).id}
          what={props.deleteWhat(state.deleting)}
          successMessage={props.deletedMessage}
        />
      ) : null}
    </>
  );
}
