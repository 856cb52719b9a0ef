import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http } from '../lib/http';
import { RowAction } from './actions';
import { describeError } from './api-errors';
import { notifyError, notifySuccess } from './notify';

export interface FlagActionProps {
  /** `PATCH path` with `body` (`/v1/customers/tpvoptions/block`, `{ id, bloqueado }`). */
  path: string;
  body: Record<string, unknown>;
  /** Tooltip ("Bloquear") and accessible name ("Bloquear Flota E2E"). */
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  color?: string;
  /** Toast after it worked. */
  done: string;
  /** Queries to refresh afterwards, whether it worked or not. */
  invalidates: QueryKey;
}

/** A row's one-field patch (`/active`, `/block`, `/send`) as a mutation: spinner, toast either way, refresh. */
export function FlagAction(props: FlagActionProps) {
  const queryClient = useQueryClient();
  const patch = useMutation({
    mutationFn: () => http.patch(props.path, props.body, { quiet: true }),
    onSuccess: () => notifySuccess(props.done),
    onError: (error) => notifyError(describeError(error).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: props.invalidates }),
  });
  return (
    <RowAction
      label={props.label}
      ariaLabel={props.ariaLabel}
      color={props.color}
      icon={props.icon}
      loading={patch.isPending}
      onClick={() => patch.mutate()}
    />
  );
}

/** A one-field patch for a row menu: `run({ path, body, done })`, a toast either way, then a refresh. */
export function useFlagPatch(invalidates: QueryKey) {
  const queryClient = useQueryClient();
  const patch = useMutation({
    mutationFn: (v: { path: string; body: Record<string, unknown>; done: string }) =>
      http.patch(v.path, v.body, { quiet: true }),
    onSuccess: (_data, v) => notifySuccess(v.done),
    onError: (error) => notifyError(describeError(error).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
  return { run: patch.mutate, pending: patch.isPending };
}

/** The activate / deactivate icon of a row (`PATCH path/active` with `{ id, activo }`). */
export function ActiveToggle(props: {
  path: string;
  row: { id: number; activo: boolean };
  /** Ends the accessible name: "Desactivar <name>". */
  name: string;
  /** Toasts: `on` after activating, `off` after deactivating. */
  done: { on: string; off: string };
  invalidates: QueryKey;
}) {
  const { id, activo } = props.row;
  const verb = activo ? 'Desactivar' : 'Activar';
  return (
    <FlagAction
      path={`${props.path}/active`}
      body={{ id, activo: !activo }}
      label={verb}
      ariaLabel={`${verb} ${props.name}`}
      color={activo ? 'gray' : 'teal'}
      icon={activo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
      done={activo ? props.done.off : props.done.on}
      invalidates={props.invalidates}
    />
  );
}
