import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/** The fields of a form side by side: one column on phones, two from `sm` unless `cols` says otherwise. */
export function FormGrid(props: SimpleGridProps) {
  return <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" {...props} />;
}
