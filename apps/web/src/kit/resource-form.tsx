import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormButtons } from './form-buttons';
import { confirmDiscard, LeaveGuard, useBeforeUnload, useDialogDirty } from './use-unsaved-changes';

interface FormLike {
  submit: (event?: { preventDefault(): void }) => Promise<void>;
  dirty: boolean;
  dirtyRef: { current: boolean };
  submitting: boolean;
  failure: { kind: string; message: string } | null;
  /** A record not created yet (`useRecordForm`'s): the submit button says `createLabel`. */
  isNew?: boolean;
}

export interface ResourceFormProps {
  form: FormLike;
  children: ReactNode;
  onCancel?: () => void;
  /** Shown with a 409 conflict: reloads the record (and resets the form). */
  onReload?: () => void;
  submitLabel?: string;
  /** The submit button while the record is new ("Crear cliente"); once it exists, `submitLabel` or "Guardar cambios". */
  createLabel?: string;
  /** Without edit permission the form is read-only and has no buttons. */
  readOnly?: boolean;
  /** Accessible name of the form. */
  label?: string;
}

/** What a page gives a record's form, used both to create (in a dialog) and to edit (in a tab). */
export interface RecordFormProps<T> extends Pick<ResourceFormProps, 'readOnly' | 'onCancel' | 'onReload'> {
  onSaved: (saved: T) => void;
}

/**
 * What a detail page gives its record's form (the Datos tab): read-only without `canEdit`; a save or
 * Recargar reads the record again.
 */
export function detailFormFrame(record: { refetch: () => unknown }, canEdit: boolean) {
  const reload = () => void record.refetch();
  return { readOnly: !canEdit, onSaved: reload, onReload: reload };
}

/**
 * A form with save/cancel, the API's errors, and a question before unsaved changes are lost: leaving
 * the route or the tab, closing the browser tab, or (in a FormDialog) closing the dialog.
 */
export function ResourceForm({
  form,
  children,
  onCancel,
  onReload,
  submitLabel,
  createLabel,
  readOnly,
  label,
}: ResourceFormProps) {
  const saveLabel = submitLabel ?? (createLabel ? 'Guardar cambios' : 'Guardar');
  const guarded = form.dirty && !readOnly;
  const inDialog = useDialogDirty(guarded);
  useBeforeUnload(guarded);

  const cancel = () => {
    if (!onCancel) return;
    if (!form.dirty) return onCancel();
    confirmDiscard(onCancel);
  };

  const failure = form.failure;
  // A failure that names no field (a conflict, no connection, a deleted record) is shown at the top of the
  // form: it is brought into sight and given the keyboard (Recargar when it has it), or after a save at the
  // foot of a long form, on a phone, nothing would seem to happen. Field errors take the cursor themselves.
  const alertRef = useRef<HTMLDivElement>(null);
  // (By its kind and words: the failure object is new at every render, typing must keep the keyboard.)
  const shown = failure && failure.kind !== 'fields' ? `${failure.kind}:${failure.message}` : null;
  useEffect(() => {
    const alert = alertRef.current;
    if (!shown || !alert) return;
    alert.scrollIntoView?.({ block: 'nearest' });
    (alert.querySelector<HTMLElement>('button') ?? alert).focus({ preventScroll: true });
  }, [shown]);
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate aria-label={label}>
      {inDialog ? null : <LeaveGuard dirtyRef={form.dirtyRef} dirty={guarded} />}
      <Stack gap="sm">
        {failure ? (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            color={failure.kind === 'conflict' ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={failure.kind === 'conflict' ? 'Conflicto de edición' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <span>{failure.message}</span>
              {failure.kind === 'conflict' && onReload ? (
                <Button
                  size="xs"
                  variant="white"
                  color="orange"
                  // Its label whole however long the message beside it (it was cut to "Reca").
                  style={{ flexShrink: 0 }}
                  leftSection={<IconRefresh size={14} />}
                  onClick={onReload}
                >
                  Recargar
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {children}
        </fieldset>
        {readOnly ? null : (
          <FormButtons
            onCancel={onCancel ? cancel : undefined}
            busy={form.submitting}
            label={form.isNew && createLabel ? createLabel : saveLabel}
          />
        )}
      </Stack>
    </form>
  );
}
