import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ValueType } from './csv';
import { formatAmount, formatDate, formatDateTime, formatNumber } from './format';
import { labelOf, type Option } from './options';

export interface Column<T> {
  /** Stable id (also the CSV/column-chooser id). */
  key: string;
  header: string;
  /** The raw value (CSV and default cell); defaults to `row[key]`. */
  value?: (row: T) => unknown;
  /** Custom cell; defaults to the value formatted by `type`. */
  render?: (row: T) => ReactNode;
  type?: ValueType;
  /**
   * The value is a stored code (a type, a state): the cell and the CSV say its label among these options,
   * the ones the form's select and the list's filter offer (`optionsOf`), so all of them say the same.
   */
  options?: readonly Option[];
  /** Sort field sent as `sort=`; `true` means `key`. */
  sort?: string | true;
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean;
  width?: number | string;
  /**
   * The cell's widest (CSS length, e.g. `'12rem'`, instead of the table's 14rem): a longer text is cut
   * with an ellipsis and its whole text shows on hover.
   */
  maxWidth?: string;
  /**
   * Left out when the table itself is narrower than this (a container query, so the sidebar counts):
   * `sm` below 480px (a phone), `md` below 900px, `lg` below 1100px. For columns a row's dialog also
   * shows; the key ones stay.
   */
  hideBelow?: 'sm' | 'md' | 'lg';
  /**
   * The row's name, kept in sight at the left (with the tick box, if any) while a table wider than its
   * box scrolls sideways: a price grid on a phone. The first column only.
   */
  pin?: boolean;
}

export function columnValue<T>(column: Column<T>, row: T): unknown {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  // A stored code is never shown as stored: its label, or at least capitalised.
  return column.options || column.type === 'code' ? labelOf(column.options ?? [], value) : value;
}

/** The end of a validity: its day, or 'Sin fin' when it has none (every list of validities says so). */
export function untilColumn<T extends { fechahasta: string | null }>(
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    key: 'fechahasta',
    header: 'Hasta',
    value: (r) => (r.fechahasta ? formatDate(r.fechahasta) : 'Sin fin'),
    width: 110,
    ...more,
  };
}

/** The default cell of a value of `type`: es-ES numbers and dates, Sí/No badges. */
export function renderValue(value: unknown, type: ValueType = 'text'): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number':
      return formatNumber(value);
    case 'amount':
      return formatAmount(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'boolean':
      return (
        // Outlined with dark text: the light badge fails WCAG contrast on a shaded row.
        <Badge
          size="xs"
          radius="sm"
          variant="outline"
          color={value ? 'petrol.8' : 'gray.7'}
          c={value ? 'petrol.8' : 'gray.8'}
        >
          {value ? 'Sí' : 'No'}
        </Badge>
      );
    default:
      return String(value);
  }
}

export const isNumeric = (type?: ValueType) => type === 'number' || type === 'amount';
