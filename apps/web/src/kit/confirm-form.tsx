import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError } from './api-errors';
import { FailureAlert } from './failure-alert';
import { FormButtons, type FormButtonsProps } from './form-buttons';

/**
 * The small form of a dialog that asks for a value or two before a write (a reason, a new PIN): what it
 * does in a sentence, the failure of the last try, the fields, Cancelar and the confirm button. The
 * browser checks nothing: `onSubmit` shows the fields' errors and sends when they are fine.
 */
export function ConfirmForm({
  text,
  error,
  onSubmit,
  children,
  ...buttons
}: FormButtonsProps & {
  text: ReactNode;
  /** The last try's failure (a mutation's error), or none. */
  error: unknown;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <FailureAlert message={error ? describeError(error).message : null} />
        {children}
        <FormButtons {...buttons} />
      </Stack>
    </form>
  );
}
