import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { describeError } from './api-errors';

/** A tab's record while it loads, or why it could not be loaded. */
export function TabLoader({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error) {
    const view = describeError(error);
    return (
      <Alert color="red" variant="light" role="alert" title="No se han podido cargar los datos">
        <Group justify="space-between">
          {view.message}
          {view.kind === 'forbidden' ? null : (
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Reintentar
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" aria-busy>
      <Skeleton h={120} radius="md" />
      <Skeleton h={90} radius="md" />
    </Stack>
  );
}
