import { Alert } from '@mantine/core';

/** Why the last action failed, announced to screen readers; nothing while there is no failure. */
export function FailureAlert({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  ) : null;
}
