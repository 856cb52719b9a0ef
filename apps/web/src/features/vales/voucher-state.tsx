import { Badge } from '@mantine/core';

/** A voucher state as the list and the history say it ("Canjeado parcial"). */
export const stateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

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
      {stateLabel(estado)}
    </Badge>
  );
}
