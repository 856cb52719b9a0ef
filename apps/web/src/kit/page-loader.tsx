import { Center, Loader } from '@mantine/core';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} aria-busy="true" aria-label="Cargando">
      <Loader color="petrol" type="dots" />
    </Center>
  );
}
