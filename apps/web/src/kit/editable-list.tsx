import { permissionName, type Resource } from '@ac/shared';
import type { ReactNode } from 'react';
import { CreateButton, RowDeleteAction } from './actions';
import { ListPage, type ListPageProps } from './list-page';
import { RecordDialogs, useRecordDialogs } from './record-dialogs';

type Row = object;

export interface EditableListProps<T extends Row>
  extends Omit<ListPageProps<T>, 'rowKey' | 'onOpen' | 'rowActions' | 'actions'> {
  /** The row's id (default: its `id`; a product's is `idproducto`). */
  rowId?: (row: T) => number;
  /** More row icons before the delete one. */
  extraRowActions?: (row: T) => ReactNode;
  /** More buttons before the create one. */
  extraActions?: ReactNode;
  /** Create and delete need `can_create_<resource>` / `can_delete_<resource>`. */
  resource: Resource;
  /** "Nueva cuenta comercial": the create button and its dialog's title. */
  newLabel: string;
  editTitle: (row: T) => string;
  /** Dialog width; `row` is null when creating. */
  modalSize?: (row: T | null) => string;
  /** The dialog's content; `row` is null when creating, `done` closes it, `open` goes on with one just created. */
  form: (row: T | null, done: () => void, open: (row: T) => void) => ReactNode;
  /** Ends the delete icon's name: "Eliminar <name>". */
  name: (row: T) => string;
  /** What the delete dialog speaks of: "la cuenta comercial X". */
  deleteWhat: (row: T) => string;
  /** Why a row cannot be deleted (it is in use), if it cannot: its delete icon says so and does nothing. */
  deleteBlocked?: (row: T) => string | undefined;
  deletedMessage: string;
}

/** A paged list whose rows open in a dialog to edit, with create and delete-with-reason. */
export function EditableList<T extends Row>(props: EditableListProps<T>) {
  const {
    resource,
    newLabel,
    editTitle,
    modalSize,
    form,
    name,
    deleteWhat,
    deleteBlocked,
    deletedMessage,
    ...rest
  } = props;
  const { rowId = (r: T) => (r as { id: number }).id, extraRowActions, extraActions, ...list } = rest;
  const dialogs = useRecordDialogs<T>();
  return (
    <>
      <ListPage<T>
        {...list}
        rowKey={rowId}
        onOpen={dialogs.edit}
        rowActions={(r) => (
          <>
            {extraRowActions?.(r)}
            <RowDeleteAction
              permission={permissionName('delete', resource)}
              name={name(r)}
              onClick={() => dialogs.remove(r)}
              blocked={deleteBlocked?.(r)}
            />
          </>
        )}
        actions={
          <>
            {extraActions}
            <CreateButton permission={permissionName('create', resource)} onClick={dialogs.create}>
              {newLabel}
            </CreateButton>
          </>
        }
      />
      <RecordDialogs<T>
        state={dialogs}
        path={list.path}
        rowId={rowId}
        title={(row) => (row ? editTitle(row) : newLabel)}
        size={modalSize?.(dialogs.editing ?? null)}
        form={form}
        deleteWhat={deleteWhat}
        deletedMessage={deletedMessage}
      />
    </>
  );
}
