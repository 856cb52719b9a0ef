import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { RowAction } from '../../kit/actions';
import { describeError } from '../../kit/api-errors';
import { notifyError, notifySuccess } from '../../kit/notify';
import { http } from '../../lib/http';

/** One of the one-field patches (`/active`, `/block`, `/send`), with a toast either way. */
export async function patchFlag(
  path: string,
  body: Record<string, unknown>,
  done: string,
  refresh: () => void,
) {
  try {
    await http.patch(path, body, { quiet: true });
    notifySuccess(done);
  } catch (error) {
    notifyError(describeError(error).message);
  } finally {
    refresh();
  }
}

/** The activate / deactivate icon of a sub-record row (`PATCH path/active`). */
export function ActiveToggle(props: {
  path: string;
  row: { id: number; activo: boolean };
  /** Ends the accessible name: "Desactivar <name>". */
  name: string;
  /** Toasts: `on` after activating, `off` after deactivating. */
  done: { on: string; off: string };
  refresh: () => void;
}) {
  const { id, activo } = props.row;
  const verb = activo ? 'Desactivar' : 'Activar';
  return (
    <RowAction
      label={verb}
      ariaLabel={`${verb} ${props.name}`}
      color={activo ? 'gray' : 'teal'}
      icon={activo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
      onClick={() =>
        patchFlag(
          `${props.path}/active`,
          { id, activo: !activo },
          activo ? props.done.off : props.done.on,
          props.refresh,
        )
      }
    />
  );
}
