import { ActionIcon, Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './data-table.module.css';
import type { FormPart } from './use-resource-form';

/** What a cell editor gets: the value of its field in its line, and where its error goes. */
export interface GridCell {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** "Valor de la línea 3": the accessible name of the cell's input. */
  'aria-label': string;
  /** Its `name`, `lineas.2.valor`, also what keyboard moves look for. */
  name: string;
  readOnly?: boolean;
}

export interface GridColumn {
  /** The field of a line (`valor`). */
  key: string;
  header: string;
  width?: number | string;
  /** A text box, a number box (es-ES: `1.234,567`), or any editor (a ResourceSelect of products). */
  editor: 'text' | 'number' | ((cell: GridCell) => ReactNode);
  /** Number boxes: decimals kept and shown, unit after the figure. */
  decimals?: number;
  suffix?: string;
  min?: number;
}

export interface EditableGridProps {
  /** The form holding the lines (useResourceForm). */
  form: FormPart;
  /** The list field (`lineas`). */
  path: string;
  columns: GridColumn[];
  /** A new line's values. */
  newLine: () => Record<string, unknown>;
  /** "Añadir línea". */
  addLabel?: string;
  /** What a line is called in accessible names: "línea" → "Quitar la línea 3". */
  noun?: string;
  emptyText?: string;
  readOnly?: boolean;
}

const valueAt = (values: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (at == null ? undefined : (at as Record<string, unknown>)[key]), values);

/** Focus the input named `name` in the grid (a keyboard move). */
function focusCell(grid: HTMLElement | null, name: string): boolean {
  const input = [...(grid?.querySelectorAll<HTMLInputElement>('input[name]') ?? [])].find(
    (i) => i.name === name,
  );
  input?.focus();
  input?.select?.();
  return !!input;
}

function NumberCell(props: GridCell & { decimals?: number; suffix?: string; min?: number }) {
  const { value, onChange, decimals, suffix, ...rest } = props;
  return (
    <NumberInput
      {...rest}
      size="xs"
      value={(value ?? '') as number | string}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      decimalScale={decimals}
      fixedDecimalScale={decimals !== undefined}
      decimalSeparator=","
      // Line values are small (cents, a percentage, a price per litre): no thousands, so a '.' typed is
      // taken as the decimal point it is meant as.
      suffix={suffix}
      hideControls
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

/**
 * The lines of a record edited in place, as one form (a tariff's products and values, a batch of
 * mappings): each cell an input bound to `path.i.key`, each line's errors on its own cells, lines
 * added and removed; ↑/↓ and Intro move between lines like a spreadsheet.
 */
export function EditableGrid(props: EditableGridProps) {
  const { form, path, columns, readOnly } = props;
  const noun = props.noun ?? 'línea';
  const lines = (valueAt(form.values, path) as Record<string, unknown>[] | undefined) ?? [];
  const listError = form.errors[path];

  const add = () => {
    form.mantine.insertListItem(path, props.newLine());
    const first = `${path}.${lines.length}.${columns[0]?.key}`;
    // The new line's first cell takes the focus once it is rendered.
    window.requestAnimationFrame(() => focusCell(document.querySelector(`[data-grid="${path}"]`), first));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, line: number, key: string) => {
    const down = event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey);
    const up = event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey);
    if (!down && !up) return;
    // A dropdown open inside the cell (a product picker) keeps its arrows and Intro. Mantine's combobox
    // says it is open by data-expanded; aria-expanded only once its list is mounted.
    const target = event.target as HTMLElement;
    if (target.getAttribute('aria-expanded') === 'true' || target.hasAttribute('data-expanded')) return;
    const grid = event.currentTarget.closest<HTMLElement>('[data-grid]');
    const next = line + (down ? 1 : -1);
    event.preventDefault();
    event.stopPropagation();
    if (next >= 0 && next < lines.length) focusCell(grid, `${path}.${next}.${key}`);
    else if (down && event.key === 'Enter' && !readOnly) add();
  };

  return (
    <div data-grid={path}>
      <div className={classes.wrap}>
        <Table
          className={`${classes.table} ${classes.grid}`}
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ width: 40 }}>
                <span className={classes.srOnly}>Nº</span>
              </Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ width: c.width }}>
                  {c.header}
                </Table.Th>
              ))}
              {readOnly ? null : (
                <Table.Th style={{ width: 44 }}>
                  <span className={classes.srOnly}>Acciones</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 2}>
                  <Text size="sm" c="dimmed" role="status" py="xs">
                    {props.emptyText ?? `Sin ${noun}s: añada la primera.`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              lines.map((line, i) => (
                <Table.Tr key={form.mantine.key(`${path}.${i}`)} data-line={i}>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {i + 1}
                    </Text>
                  </Table.Td>
                  {columns.map((c) => {
                    const name = `${path}.${i}.${c.key}`;
                    const cell: GridCell = {
                      value: line[c.key],
                      onChange: (v) => form.setValue(name, v),
                      error: form.errors[name],
                      'aria-label': `${c.header} de la ${noun} ${i + 1}`,
                      name,
                      readOnly,
                    };
                    return (
                      <Table.Td key={c.key} onKeyDownCapture={(e) => onKeyDown(e, i, c.key)}>
                        {c.editor === 'number' ? (
                          <NumberCell {...cell} decimals={c.decimals} suffix={c.suffix} min={c.min} />
                        ) : c.editor === 'text' ? (
                          <TextInput
                            size="xs"
                            name={name}
                            aria-label={cell['aria-label']}
                            value={(cell.value ?? '') as string}
                            onChange={(e) => cell.onChange(e.currentTarget.value)}
                            error={cell.error}
                            readOnly={readOnly}
                          />
                        ) : (
                          c.editor(cell)
                        )}
                      </Table.Td>
                    );
                  })}
                  {readOnly ? null : (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Quitar la ${noun} ${i + 1}`}
                        onClick={() => form.mantine.removeListItem(path, i)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="space-between" mt={6}>
        {listError ? (
          <Text size="xs" c="red.9" role="alert">
            {listError}
          </Text>
        ) : (
          <span />
        )}
        {readOnly ? null : (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
            {props.addLabel ?? `Añadir ${noun}`}
          </Button>
        )}
      </Group>
    </div>
  );
}
