import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_MESSAGE = 'Hay cambios sin guardar. Si sale ahora, se perderán.';

const tabOf = (search: string) => new URLSearchParams(search).get('tab');

/** While `dirty`: asks before a route change, and the browser asks before closing or reloading. */
export function useUnsavedChanges(dirtyRef: { current: boolean }, dirty: boolean): void {
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
    modals.openConfirmModal({
      title: 'Cambios sin guardar',
      children: UNSAVED_MESSAGE,
      labels: { confirm: 'Salir sin guardar', cancel: 'Seguir editando' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      closeOnClickOutside: false,
    });
  }, [blocker]);

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
