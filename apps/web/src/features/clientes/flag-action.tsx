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
