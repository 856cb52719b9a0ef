import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../lib/http';
import { FormDialog } from './form-dialog';
import { notifySuccess } from './notify';
import { resourceKeys } from './query-keys';
import { ReasonForm } from './reason-form';

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

function DeleteForm(props: DeleteWithReasonDialogProps) {
  const queryClient = useQueryClient();
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
    <ReasonForm
      text={`Va a eliminar ${props.what}. Indique el motivo: quedará registrado en la auditoría.`}
      confirmLabel="Eliminar"
      color="red"
      busy={remove.isPending}
      error={remove.error}
      onSubmit={(reason) => remove.mutate(reason)}
      onCancel={props.onClose}
    />
  );
}

/** Asks for the reason (kept in the audit log), then deletes; a typed reason is not dropped without asking. */
export function DeleteWithReasonDialog(props: DeleteWithReasonDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title="Confirmar eliminación" size="md">
      <DeleteForm {...props} />
    </FormDialog>
  );
}
