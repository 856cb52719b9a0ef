import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../lib/http';
import { describeError } from './api-errors';
import { reasonError } from './delete-with-reason-dialog';
import { FailureAlert } from './failure-alert';
import { FormDialog } from './form-dialog';
import { notifySuccess } from './notify';
import { useDialogDirty } from './use-unsaved-changes';

export interface StateChangeRequest {
  /** `PATCH path` with `body` plus the `motivo` typed (`/v1/customers/tpvoptions/block`, `{ id, bloqueado }`). */
  path: string;
  body: Record<string, unknown>;
  /** Dialog title and confirm button: "Bloquear opción TPV", "Bloquear". */
  title: string;
  confirmLabel: string;
  /** What happens, in a sentence ("Va a bloquear la opción TPV «Flota»: …"). */
  text: string;
  color?: string;
  /** Toast after it worked. */
  done: string;
  invalidates: QueryKey;
}

function ReasonForm({ request, onClose }: { request: StateChangeRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = reasonError(reason);
  useDialogDirty(reason.trim() !== '');
  const change = useMutation({
    mutationFn: (motivo: string) => http.patch(request.path, { ...request.body, motivo }),
    onSuccess: () => {
      notifySuccess(request.done);
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: request.invalidates }),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!invalid) change.mutate(reason.trim());
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{request.text} Indique el motivo: quedará registrado en la auditoría.</Text>
        <FailureAlert message={change.error ? describeError(change.error).message : null} />
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
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            Cancelar
          </Button>
          <Button type="submit" color={request.color ?? 'red'} loading={change.isPending}>
            {request.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Confirms a change of state that needs a reason (block, deactivate): nothing happens until it is given. */
export function StateChangeDialog(props: { request: StateChangeRequest | null; onClose: () => void }) {
  return (
    <FormDialog opened={!!props.request} onClose={props.onClose} title={props.request?.title ?? ''} size="md">
      {props.request ? <ReasonForm request={props.request} onClose={props.onClose} /> : null}
    </FormDialog>
  );
}
