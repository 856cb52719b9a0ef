import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotOpened } from './detail-page';

/** The record id in a route's `:id`, or null when it is none (`abc`, `0`, `1.5`). */
export function recordIdOf(param: string): number | null {
  return /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

/**
 * A section's `/{section}/:id?` route: the list without an id, the record's page with one, `nueva` for a
 * new record where the section has one, and, for an address that names no record, why and the way back
 * (instead of asking the server for `id=NaN`).
 */
export function ListOrRecord(props: {
  list: ReactNode;
  record: (id: number) => ReactNode;
  /** The list's route, for the way back. */
  backTo: string;
  /** The page of a new record, where the section opens one at `/{section}/nueva`. */
  newRecord?: ReactNode;
}) {
  const { id } = useParams();
  if (!id) return <>{props.list}</>;
  if (props.newRecord && id === 'nueva') return <>{props.newRecord}</>;
  const recordId = recordIdOf(id);
  if (recordId !== null) return <>{props.record(recordId)}</>;
  return (
    <NotOpened title="Dirección no válida" backTo={props.backTo}>
      «{id}» no es el número de ningún registro.
    </NotOpened>
  );
}
