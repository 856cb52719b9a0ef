import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../lib/http';
import { FormDialog } from './form-dialog';
import { notifySuccess } from './notify';
import { ReasonForm } from './reason-form';

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
  /** What the change makes stale (its list, and what shows it elsewhere). */
  invalidates: QueryKey[];
}

function StateChangeForm({ request, onClose }: { request: StateChangeRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (motivo: string) => http.patch(request.path, { ...request.body, motivo }),
    onSuccess: () => {
      notifySuccess(request.done);
      onClose();
    },
    onSettled: () =>
      Promise.all(request.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <ReasonForm
      text={`${request.text} Indique el motivo: quedará registrado en la auditoría.`}
      confirmLabel={request.confirmLabel}
      color={request.color ?? 'red'}
      busy={change.isPending}
      error={change.error}
      onSubmit={(motivo) => change.mutate(motivo)}
      onCancel={onClose}
    />
  );
}

/** Confirms a change of state that needs a reason (block, deactivate): nothing happens until it is given. */
export function StateChangeDialog(props: { request: StateChangeRequest | null; onClose: () => void }) {
  return (
    <FormDialog opened={!!props.request} onClose={props.onClose} title={props.request?.title ?? ''} size="md">
      {props.request ? <StateChangeForm request={props.request} onClose={props.onClose} /> : null}
    </FormDialog>
  );
}
