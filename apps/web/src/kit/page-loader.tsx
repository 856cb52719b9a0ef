import { Center, Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is going on ("Buscando"): a status, since a box without a role may not carry a
 * name (axe: aria-prohibited-attr).
 */
export function BusyIndicator({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="status" aria-label={label} {...props} />;
}

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-busy="true" aria-label="Cargando">
      <Loader color="petrol" type="dots" />
    </Center>
  );
}
