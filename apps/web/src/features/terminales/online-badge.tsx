import { Badge } from '@mantine/core';

/** En línea / fuera de línea, as the server computed it from the last call. */
export function OnlineBadge({ terminal }: { terminal: { enlinea: boolean; estado: string } }) {
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="filled"
      color={terminal.enlinea ? 'teal.9' : 'gray.7'}
      miw="fit-content"
    >
      {terminal.enlinea ? 'En línea' : 'Fuera de línea'}
    </Badge>
  );
}
