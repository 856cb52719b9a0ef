import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../lib/use-session';
import { SessionEffects } from './session-effects';
import { theme } from './theme';

const OverlayHosts = lazy(() => import('./overlay-hosts'));

/** The window events behind `modals.*` of @mantine/modals. */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);
const INTERACTIONS = ['keydown', 'pointerdown'];

/**
 * Loads the modal and notification hosts when they are first needed (a modal or a notification
 * asked for, or a signed-in user) or the user first touches a key or the pointer, so the login page
 * paints without them but has them before an answer can fail (the connection-error modal must show
 * even when the server has just gone away). Modal events sent before the host listens are kept and
 * sent again once it does; notifications wait in their store.
 */
function OverlaysOnDemand() {
  const { login } = useSession();
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const early = useRef<CustomEvent[] | null>([]);

  useEffect(() => {
    const keep = (event: Event) => {
      if (!early.current) return;
      early.current.push(event as CustomEvent);
      setWanted(true);
    };
    const interacted = () => setWanted(true);
    for (const name of MODAL_EVENTS) window.addEventListener(name, keep);
    for (const name of INTERACTIONS) window.addEventListener(name, interacted, { capture: true, once: true });
    return () => {
      for (const name of MODAL_EVENTS) window.removeEventListener(name, keep);
      for (const name of INTERACTIONS) window.removeEventListener(name, interacted, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (login || notifications.length + queue.length > 0) setWanted(true);
  }, [login, notifications.length, queue.length]);

  const replay = useCallback(() => {
    const events = early.current ?? [];
    early.current = null;
    for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts onReady={replay} />
    </Suspense>
  );
}

/** Darker secondary text than Mantine's default, for WCAG AA contrast on white. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** Theme, modal and notification hosts, session behaviour: all a page needs, the login page included. */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <OverlaysOnDemand />
      <SessionEffects />
      {children}
    </MantineProvider>
  );
}
