import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { WorkAreaProvider } from '../work-area/work-area-context';
import { SessionEffects } from './session-effects';
import { theme } from './theme';

/** Darker secondary text than Mantine's default, for WCAG AA contrast on white. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
        <Notifications position="top-right" />
        <SessionEffects />
        <WorkAreaProvider>{children}</WorkAreaProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
