import { notifications } from '@mantine/notifications';

/** A short green toast after a write ("Cliente guardado"). */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: 3500 });
}

/** A red toast for an action that failed outside a form. */
export function notifyError(message: string, title = 'No se ha podido completar'): void {
  notifications.show({ color: 'red', title, message, autoClose: 7000 });
}
