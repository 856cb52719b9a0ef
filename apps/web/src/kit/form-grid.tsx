import { SimpleGrid, type SimpleGridProps, Switch, type SwitchProps } from '@mantine/core';

/**
 * The fields of a form side by side: one column on phones, two from `sm` (and three from `lg` when the
 * form is `wide`: it has a page's width). A number of `cols` is the columns from `sm`: on a phone the
 * fields always stack, or three dates and a tariff would each get a third of 390 px.
 */
export function FormGrid({ wide, cols, ...props }: SimpleGridProps & { wide?: boolean }) {
  const columns =
    typeof cols === 'number'
      ? { base: 1, sm: cols }
      : (cols ?? (wide ? { base: 1, sm: 2, lg: 3 } : { base: 1, sm: 2 }));
  return <SimpleGrid cols={columns} spacing="sm" verticalSpacing="xs" {...props} />;
}

/**
 * On/off fields of a form in a grid, each with its label and what it does under it (`switches`: key →
 * { label, help }, in the order shown); `field` gives a key's input props (`form.checkbox(key)`…).
 */
export function SwitchGrid<K extends string>({
  switches,
  field,
  cols,
}: {
  switches: Record<K, { label: string; help: string }>;
  field: (key: K) => SwitchProps;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
      {(Object.keys(switches) as K[]).map((key) => (
        <Switch key={key} label={switches[key].label} description={switches[key].help} {...field(key)} />
      ))}
    </SimpleGrid>
  );
}
