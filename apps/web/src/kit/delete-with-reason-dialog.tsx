import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../lib/http';
import { describeError } from './api-errors';
import { FailureAlert } from './failure-alert';
import { FormDialog } from './form-dialog';
import { notifySuccess } from './notify';
import { resourceKeys } from './query-keys';
import { useDialogDirty } from './use-unsaved-changes';

export interface DeleteWithReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  /** API path, e.g. `/v1/users`: sends `DELETE path?id=&description=`. */
  path: string;
  id: number | string;
  /** What is deleted, for the text ("el usuario Ana López"). */
  what: string;
  onDeleted?: () => void;
  /** Toast text (default "Registro eliminado"). */
  successMessage?: string;
}

/** Minimum length of a deletion reason (the API's rule). */
export const MIN_REASON = 3;

export function reasonError(reason: string): string | null {
  return reason.trim().length < MIN_REASON ? 'Indique el motivo (al menos 3 caracteres)' : null;
}

function ReasonForm(props: DeleteWithReasonDialogProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = reasonError(reason);
  useDialogDirty(reason.trim() !== '');
  const keys = resourceKeys(props.path);
  const remove = useMutation({
    mutationFn: (description: string) => http.delete(props.path, { query: { id: props.id, description } }),
    onSuccess: () => {
      notifySuccess(props.successMessage ?? 'Registro eliminado');
      props.onClose();
      props.onDeleted?.();
      // Lists refetch now; the deleted record's own query is only marked stale (refetching it gives 404).
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
      void queryClient.invalidateQueries({ queryKey: keys.cursors() });
      void queryClient.invalidateQueries({ queryKey: keys.all, refetchType: 'none' });
    },
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!invalid) remove.mutate(reason.trim());
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">
          Va a eliminar {props.what}. Indique el motivo: quedará registrado en la auditoría.
        </Text>
        <FailureAlert message={remove.error ? describeError(remove.error).message : null} />
        <Textarea
          label="Motivo"
          required
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? invalid : null}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the reason (kept in the audit log), then deletes; a typed reason is not dropped without asking. */
export function DeleteWithReasonDialog(props: DeleteWithReasonDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title="Confirmar eliminación" size="md">
      {props.opened ? <ReasonForm {...props} /> : null}
    </FormDialog>
  );
}
