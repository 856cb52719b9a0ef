import { Badge } from '@mantine/core';
import { capital } from '../../kit/format';

const STATE_COLOR: Record<string, string> = {
  emitido: 'teal',
  'canjeado parcial': 'blue',
  canjeado: 'gray',
  anulado: 'red',
  caducado: 'orange',
};

/** The state as a coloured badge; a cancelled voucher's reason shows on hover. */
export function VoucherStateBadge({ estado, motivo }: { estado: string; motivo?: string | null }) {
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="light"
      color={STATE_COLOR[estado] ?? 'gray'}
      title={motivo ?? undefined}
    >
      {capital(estado)}
    </Badge>
  );
}
