import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from './columns';

/** Record kinds (the audit's names) that have a page of their own: kind → its route. */
const RECORD_ROUTES: Record<string, string> = {
  cliente: 'clientes',
  vehiculo: 'vehiculos',
  usuario: 'usuarios',
  terminal: 'terminales',
  pasarela: 'conexionbancaria',
  reglafidelizacion: 'fidelizacion',
};

/** The page of one record, or undefined when its kind has none (or there is no id). */
export function recordPath(kind: string, id: number | string | null | undefined): string | undefined {
  const route = RECORD_ROUTES[kind];
  const n = Number(id);
  return route && Number.isInteger(n) && n > 0 ? `/${route}/${n}` : undefined;
}

/**
 * A link in a table cell. Clicks do not reach the row under it, so a row that opens a dialog still can be
 * linked from; `label` names it for screen readers when its text alone says too little (a count).
 */
export function CellLink({
  to,
  children,
  mono,
  label,
}: {
  to: string;
  children: ReactNode;
  mono?: boolean;
  label?: string;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      // Underlined: inside a line of text a link must not be told apart by its colour alone (WCAG 1.4.1).
      underline="always"
      ff={mono ? 'monospace' : undefined}
      aria-label={label}
      onClick={(e) => e.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}

/**
 * A referenced record as a link to its page (customer, vehicle, app user, terminal…); plain text when it
 * has no page.
 */
export function RecordLink({
  kind,
  id,
  children,
  mono,
}: {
  kind: string;
  id: number | string | null | undefined;
  children: ReactNode;
  mono?: boolean;
}) {
  const to = recordPath(kind, id);
  if (!to) return <>{children}</>;
  return (
    <CellLink to={to} mono={mono}>
      {children}
    </CellLink>
  );
}

/**
 * A table column whose cell is the referenced record's name as a link to its page (the customer of a
 * vehicle, the app user of a movement…); `more` adds the column's other options (hideBelow, sort…).
 */
export function recordLinkColumn<T>(
  key: keyof T & string,
  header: string,
  kind: string,
  idOf: (row: T) => number | string | null | undefined,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    key,
    header,
    render: (row) => (
      <RecordLink kind={kind} id={idOf(row)}>
        {row[key] as ReactNode}
      </RecordLink>
    ),
    ...more,
  };
}
