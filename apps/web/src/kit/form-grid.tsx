import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * The fields of a form side by side: one column on phones, two from `sm` (and three from `lg` when the
 * form is `wide`: it has a page's width) unless `cols` says otherwise.
 */
export function FormGrid({ wide, ...props }: SimpleGridProps & { wide?: boolean }) {
  const cols = wide ? { base: 1, sm: 2, lg: 3 } : { base: 1, sm: 2 };
  return <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs" {...props} />;
}
