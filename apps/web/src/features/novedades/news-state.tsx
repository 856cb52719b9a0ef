import type { NewsState } from '@ac/shared/novedades';
import { Badge } from '@mantine/core';

export const STATE_LABEL: Record<NewsState, string> = {
  borrador: 'Borrador',
  programada: 'Programada',
  publicada: 'Publicada',
  caducada: 'Caducada',
};
const COLOR: Record<NewsState, string> = {
  borrador: 'gray',
  programada: 'blue',
  publicada: 'teal',
  caducada: 'orange',
};

export function NewsStateBadge({ estado, size = 'sm' }: { estado?: NewsState; size?: 'sm' | 'md' }) {
  if (!estado) return null;
  return (
    <Badge size={size} radius="sm" variant="light" color={COLOR[estado]}>
      {STATE_LABEL[estado]}
    </Badge>
  );
}
