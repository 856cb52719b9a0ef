import { permissionName, type Resource } from '@ac/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useCan } from './permissions';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import type { SavePaths, Versioned } from './save-resource';
import { useRecordForm } from './use-record-form';

export interface DialogFormOptions<S extends z.ZodObject, R> {
  schema: S;
  /** Where it is created and saved: `saveResource` paths (`samePath(p)` for a record's sub-records). */
  paths: SavePaths;
  /** The record edited, or null to create one. */
  existing: R | null;
  /** The record's id and version for the update, when they are not its `id` and `version`. */
  versioned?: (record: R) => Versioned;
  /** What a new one starts with (its parent's id…); the rest comes from the schema's defaults. */
  fresh?: object;
  /** What the form shows of an existing record when it differs from the wire (an IBAN in groups). */
  initial?: object;
  /** Toasts: after creating, after saving changes. */
  toast: { created: string; saved: string };
  /** Closes the dialog (after saving, or on Cancelar). */
  done: () => void;
  /** Queries stale after a save (the list behind the dialog). */
  invalidates?: readonly QueryKey[];
}

/**
 * What the form of a record edited in a dialog is given (by a list's or a tab's `form`): the record, null
 * for a new one, and `done`, which closes the dialog; `More` is what else it needs (the parent's id…).
 * They pass on to `useDialogForm` as they come: `useDialogForm({ ...frame, schema, … })`.
 */
export type DialogFormProps<R, More = unknown> = More & { existing: R | null; done: () => void };

/**
 * The form of a record edited in a dialog (a row of a list, a sub-record): saved, a toast, then closed.
 * It carries the record and `done` for its `DialogForm`.
 */
export function useDialogForm<S extends z.ZodObject, R>(options: DialogFormOptions<S, R>) {
  const form = useRecordForm({
    schema: options.schema,
    record: options.existing,
    blank: options.fresh,
    initial: options.initial,
    path: options.paths,
    versioned: options.versioned,
    invalidates: options.invalidates,
    notices: [options.toast.saved, options.toast.created],
    onSaved: options.done,
  });
  return { ...form, existing: options.existing, done: options.done };
}

/**
 * The frame of a record's form in a dialog: "Guardar cambios" (or the create label), Cancelar and
 * Recargar close it; without `can_create_/can_edit_<resource>` it is read-only.
 */
export function DialogForm(props: {
  /** `useDialogForm`'s: the record edited (or none) and `done`, which closes the dialog. */
  form: ResourceFormProps['form'] & { existing: unknown; done: () => void };
  /** Accessible name of the form ("Departamento"). */
  label: string;
  /** The submit button of a new one ("Crear departamento"); "Guardar" when not given. */
  createLabel?: string;
  /** The submit button of an existing one: "Guardar cambios" beside a `createLabel`, else "Guardar". */
  saveLabel?: string;
  /** When given, the form is read-only without the permission to create or edit one. */
  resource?: Resource;
  children: ReactNode;
}) {
  const { existing, done } = props.form;
  const allowed = useCan(permissionName(existing ? 'edit' : 'create', props.resource ?? 'cliente'));
  return (
    <ResourceForm
      form={props.form}
      onCancel={done}
      onReload={done}
      readOnly={props.resource ? !allowed : false}
      label={props.label}
      createLabel={props.createLabel}
      submitLabel={props.saveLabel}
    >
      {props.children}
    </ResourceForm>
  );
}
