import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useLayoutEffect } from 'react';
import './mantine-more.css';

/**
 * Mantine's modal and notification hosts, a chunk of their own (Modal, ScrollArea, floating-ui,
 * transitions): `Providers` mounts it on first use. `onReady` runs once ModalsProvider listens.
 */
export default function OverlayHosts({ onReady }: { onReady: () => void }) {
  // Runs right after ModalsProvider's own layout effects have added its window listeners.
  useLayoutEffect(() => onReady(), [onReady]);
  return (
    <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
      <Notifications position="top-right" />
    </ModalsProvider>
  );
}
