import { MESSAGES } from '@ac/shared/errors';
import { Group, MantineProvider, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { theme } from './theme';
import './mantine-more.css';

/** Shown instead of the app when assets/config.json cannot be loaded: nothing else can run. */
export function ConfigError() {
  return (
    <MantineProvider theme={theme}>
      <Modal opened onClose={() => undefined} withCloseButton={false} title="Error de configuración" centered>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="red" aria-hidden>
            <IconFileAlert size={24} />
          </ThemeIcon>
          <Text pt={10}>{MESSAGES.configLoad}</Text>
        </Group>
      </Modal>
    </MantineProvider>
  );
}
