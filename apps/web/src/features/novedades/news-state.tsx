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
    <Badge
      size={size}
      radius="sm"
      variant="light"
      color={COLOR[estado]}
      // The label keeps its whole word: a table column is never narrower than its badge.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {STATE_LABEL[estado]}
    </Badge>
  );
}
