import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconClockHour4, IconPlugConnectedX } from '@tabler/icons-react';

type AlertKind = 'warning' | 'error' | 'session';

const ICONS = { warning: IconAlertTriangle, error: IconPlugConnectedX, session: IconClockHour4 };
const COLORS = { warning: 'amber', error: 'red', session: 'petrol' };

const open = new Set<string>();

/** A modal with one message and "Aceptar"; the same id is never shown twice at once. */
export function openAlert(options: {
  id: string;
  title: string;
  message: string;
  kind: AlertKind;
  /** Where the cursor goes once it is closed (after the modal's own return of focus). */
  afterClose?: () => void;
}): void {
  if (open.has(options.id)) return;
  open.add(options.id);
  const Icon = ICONS[options.kind];
  modals.open({
    modalId: options.id,
    title: options.title,
    size: 'sm',
    onClose: () => {
      open.delete(options.id);
      if (options.afterClose) window.setTimeout(options.afterClose, 50);
    },
    children: (
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" color={COLORS[options.kind]} aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Text pt={10}>{options.message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(options.id)} data-autofocus>
            Aceptar
          </Button>
        </Group>
      </Stack>
    ),
  });
}
