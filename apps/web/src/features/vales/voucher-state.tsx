import { VOUCHER_STATES } from '@ac/shared';
import { Badge } from '@mantine/core';
import { labelOf, optionsOf } from '../../kit/options';

/** The filter's, the list's, the history's and the badge's names of the stored states. */
export const VOUCHER_STATE_OPTIONS = optionsOf(VOUCHER_STATES);

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
      // In a narrow cell (a phone) 'Canjeado parcial' goes onto two lines instead of losing its second word.
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
    >
      {labelOf(VOUCHER_STATE_OPTIONS, estado)}
    </Badge>
  );
}
