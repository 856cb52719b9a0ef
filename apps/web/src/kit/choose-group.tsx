import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useWorkArea } from '../work-area/work-area-context';
import { searchGroups } from '../work-area/work-area-reducer';

/** No group chosen: a list would mix every group, so ask for one (here or in the sidebar). */
export function ChooseGroup({ title, children }: { title: string; children: ReactNode }) {
  const { entries, confirm } = useWorkArea();
  const groups = searchGroups(entries);
  const [busy, setBusy] = useState<number | null>(null);
  const openSidebarPanel = () => {
    const panel = document.querySelector<HTMLElement>('section[aria-label="Area de Trabajo"]');
    const header = panel?.querySelector<HTMLElement>('button[aria-expanded]');
    if (header?.getAttribute('aria-expanded') === 'false') header.click();
    window.setTimeout(() => panel?.querySelector<HTMLInputElement>('input')?.focus(), 200);
  };
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm" maw={560} mx="auto" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="petrol" aria-hidden>
          <IconMapPin size={26} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        <Text c="dimmed" size="sm">
          {children}
        </Text>
        {groups.length ? (
          <Group justify="center" gap="xs">
            {groups.map((g) => (
              <Button
                key={g.idgrupo}
                variant="light"
                loading={busy === g.idgrupo}
                onClick={async () => {
                  setBusy(g.idgrupo);
                  try {
                    await confirm({
                      grupo: g.idgrupo,
                      empresa: 0,
                      local: 0,
                      idcuentacomercial: g.idcuentacomercial,
                      nombre: g.grupo,
                    });
                  } finally {
                    setBusy(null);
                  }
                }}
              >
                {g.grupo}
              </Button>
            ))}
          </Group>
        ) : null}
        <Button variant="subtle" size="xs" onClick={openSidebarPanel}>
          Abrir el panel Área de Trabajo
        </Button>
      </Stack>
    </Paper>
  );
}
