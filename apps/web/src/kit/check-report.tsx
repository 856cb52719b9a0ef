import { Alert, List, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface CheckReportProps {
  /** Every check passed. */
  ok: boolean;
  /** The verdict: its title and sentence, as it passed or not. */
  title: string;
  text: string;
  /** Each check the API ran, passed or failed, with its message. */
  checks: readonly { check: string; ok: boolean; message: string }[];
  /** More under the list (the signature a gateway made). */
  children?: ReactNode;
}

/** The outcome of a test the API ran on demand (a gateway's signature, a terminal's wallet). */
export function CheckReport({ ok, title, text, checks, children }: CheckReportProps) {
  return (
    <Stack gap="xs" aria-live="polite">
      <Alert color={ok ? 'teal' : 'orange'} variant="light" title={title}>
        {text}
      </Alert>
      <List spacing={4} size="sm" center>
        {checks.map((c) => (
          <List.Item
            key={c.check}
            icon={
              <ThemeIcon
                color={c.ok ? 'teal.9' : 'red.9'}
                size={20}
                radius="xl"
                role="img"
                aria-label={c.ok ? 'Correcto' : 'Falla'}
              >
                {c.ok ? <IconCheck size={13} aria-hidden /> : <IconX size={13} aria-hidden />}
              </ThemeIcon>
            }
          >
            {c.message}
          </List.Item>
        ))}
      </List>
      {children}
    </Stack>
  );
}
