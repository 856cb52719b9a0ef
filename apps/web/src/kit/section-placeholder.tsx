import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabaseOff, IconMapPin } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useWorkArea } from '../work-area/work-area-context';
import classes from './section-placeholder.module.css';

interface SectionPlaceholderProps {
  title: string;
  description: string;
}

/** A section whose screen is not built yet: its title and an honest empty state, no fake data. */
export function SectionPlaceholder({ title, description }: SectionPlaceholderProps) {
  const { id } = useParams();
  const { scope } = useWorkArea();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} className={classes.title}>
            {title}
            {id ? <span className={classes.id}> · Ficha nº {id}</span> : null}
          </Title>
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        <Badge
          variant="light"
          color={scope ? 'petrol' : 'gray'}
          size="lg"
          radius="sm"
          leftSection={<IconMapPin size={14} aria-hidden />}
          className={classes.badge}
        >
          {scope ? scope.nombre : 'Sin área de trabajo'}
        </Badge>
      </Group>
      <Paper withBorder radius="md" className={classes.empty} role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconDatabaseOff size={28} />
        </ThemeIcon>
        <Text fw={600} size="lg" mt="md">
          Sin datos
        </Text>
        <Text c="dimmed" ta="center" maw={420}>
          Esta sección está en preparación. Aquí aparecerán los registros en cuanto esté disponible.
        </Text>
      </Paper>
    </Stack>
  );
}
