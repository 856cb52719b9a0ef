import { Badge, Group, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useWorkArea } from '../work-area/work-area-context';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Show the chosen work area (lists that follow it). */
  showWorkArea?: boolean;
  actions?: ReactNode;
}

/** The heading of a section page: title, one line of help, the work area it follows. */
export function PageHeader({ title, description, showWorkArea, actions }: PageHeaderProps) {
  const { scope } = useWorkArea();
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="xs">
      <div>
        <Title order={1} fz="xl" lh={1.25}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={2}>
            {description}
          </Text>
        ) : null}
      </div>
      <Group gap="xs">
        {showWorkArea ? (
          <Badge
            variant="light"
            color={scope ? 'petrol' : 'gray'}
            size="lg"
            radius="sm"
            tt="none"
            leftSection={<IconMapPin size={14} aria-hidden />}
          >
            {scope ? scope.nombre : 'Todas las áreas'}
          </Badge>
        ) : null}
        {actions}
      </Group>
    </Group>
  );
}
