import { modals } from '@mantine/modals';
import { createContext, useContext, useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_MESSAGE = 'Hay cambios sin guardar. Si sale ahora, se perderán.';

/** Asks whether to drop what was typed; `onDiscard` runs only if the user says so. */
export function confirmDiscard(
  onDiscard: () => void,
  options: { confirm?: string; onCancel?: () => void; onClose?: () => void } = {},
): void {
  modals.openConfirmModal({
    title: 'Cambios sin guardar',
    children: UNSAVED_MESSAGE,
    labels: { confirm: options.confirm ?? 'Descartar cambios', cancel: 'Seguir editando' },
    confirmProps: { color: 'red' },
    onConfirm: onDiscard,
    onCancel: options.onCancel,
    onClose: options.onClose,
    closeOnClickOutside: false,
  });
}

/** Set by a FormDialog: the content of a dialog reports whether it holds typed data. */
export const DialogDirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/** Tells the enclosing FormDialog (if any) that its content has unsaved data. Returns whether in one. */
export function useDialogDirty(dirty: boolean): boolean {
  const report = useContext(DialogDirtyContext);
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
  return report !== null;
}

/** The browser asks before closing or reloading the tab while `dirty`. */
export function useBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

const tabOf = (search: string) => new URLSearchParams(search).get('tab');

/**
 * While `dirty`: asks before a route change or a change of tab (`?tab=`). A form in a page renders
 * it; a form in a dialog does not (the dialog guards its own way out).
 */
export function LeaveGuard({ dirtyRef, dirty }: { dirtyRef: { current: boolean }; dirty: boolean }) {
  // The ref is read when the navigation happens, so a just-saved form lets it through.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        tabOf(currentLocation.search) !== tabOf(nextLocation.search)),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDiscard(() => blocker.proceed(), {
      confirm: 'Salir sin guardar',
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
  return null;
}
