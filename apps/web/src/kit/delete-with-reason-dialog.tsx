import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../lib/http';
import { describeError } from './api-errors';
import { FailureAlert } from './failure-alert';
import { notifySuccess } from './notify';

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

/** Asks for the reason (kept in the audit log), then deletes. */
export function DeleteWithReasonDialog(props: DeleteWithReasonDialogProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = reasonError(reason);

  const close = () => {
    setReason('');
    setTouched(false);
    setFailure(null);
    props.onClose();
  };

  const confirm = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setFailure(null);
    try {
      await http.delete(props.path, { query: { id: props.id, description: reason.trim() } });
      notifySuccess(props.successMessage ?? 'Registro eliminado');
      close();
      props.onDeleted?.();
      // Lists refetch now; the deleted record's own query is only marked stale (refetching it gives 404).
      void queryClient.invalidateQueries({ queryKey: [props.path, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [props.path, 'cursor'] });
      void queryClient.invalidateQueries({ queryKey: [props.path], refetchType: 'none' });
    } catch (error) {
      setFailure(describeError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Confirmar eliminación" size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">
            Va a eliminar {props.what}. Indique el motivo: quedará registrado en la auditoría.
          </Text>
          <FailureAlert message={failure} />
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
            <Button variant="default" onClick={close} disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Eliminar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
