import { notifications } from '@mantine/notifications';

/** The toast's ✕ has a name (screen readers; axe's button-name). */
const closeButtonProps = { 'aria-label': 'Cerrar aviso' };

/** A short green toast after a write ("Cliente guardado"). */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: 3500, closeButtonProps });
}

/** A red toast for an action that failed outside a form. */
export function notifyError(message: string, title = 'No se ha podido completar'): void {
  notifications.show({ color: 'red', title, message, autoClose: 7000, closeButtonProps });
}
