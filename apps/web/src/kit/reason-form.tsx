import { Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmForm } from './confirm-form';
import { useDialogDirty } from './use-unsaved-changes';

/** Minimum length of a reason (the API's rule). */
export const MIN_REASON = 3;

export function reasonError(reason: string): string | null {
  return reason.trim().length < MIN_REASON ? 'Indique el motivo (al menos 3 caracteres)' : null;
}

export interface ReasonFormProps {
  /** What will happen, in a sentence, above the reason. */
  text: ReactNode;
  /** A reason is required (to block, to delete); optional to unblock. */
  required?: boolean;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The body of every dialog that asks why before a write (delete, block, deactivate): the text, the
 * reason, its check, the failure and the two buttons. A typed reason is not dropped without asking.
 */
export function ReasonForm({ required = true, ...props }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = required ? reasonError(reason) : null;
  useDialogDirty(reason.trim() !== '');
  return (
    <ConfirmForm
      text={props.text}
      error={props.error}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) props.onSubmit(reason.trim());
      }}
      onCancel={props.onCancel}
      busy={props.busy}
      label={props.confirmLabel}
      color={props.color}
    >
      <Textarea
        label="Motivo"
        required={required}
        autosize
        minRows={2}
        maxLength={500}
        data-autofocus
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched ? invalid : null}
      />
    </ConfirmForm>
  );
}
