import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What the record a form has chosen holds before an amount is typed (a voucher's balance, a customer's
 * risk): a headline, a line under it (red when it says why the record cannot be used), and a button that
 * takes the figure as the amount. Read out as a status when it appears.
 */
export function AmountSource(props: {
  /** Accessible name of the box ("Vale encontrado"). */
  label: string;
  headline: ReactNode;
  detail: ReactNode;
  /** The detail says why the record cannot be used: red, and no button. */
  refused?: boolean;
  /** The button's text and what it does; none when there is nothing to take. */
  take?: { label: string; onClick: () => void };
}) {
  return (
    <Paper withBorder radius="sm" p="xs" role="status" aria-label={props.label}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">{props.headline}</Group>
          <Text size="xs" c={props.refused ? 'red.8' : 'dimmed'}>
            {props.detail}
          </Text>
        </Stack>
        {props.take && !props.refused ? (
          <Button variant="light" size="compact-sm" flex="none" onClick={props.take.onClick}>
            {props.take.label}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** A one-line answer in the place of an `AmountSource`: searching, not found, or a typing mistake. */
export function AmountSourceNote({ children, error }: { children: ReactNode; error?: boolean }) {
  return (
    <Text size="sm" c={error ? 'red.8' : 'dimmed'} role={error ? 'status' : undefined}>
      {children}
    </Text>
  );
}
