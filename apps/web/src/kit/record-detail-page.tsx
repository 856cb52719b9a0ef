import { permissionName, type Resource } from '@ac/shared';
import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailFallback, DetailPage, type DetailPageProps, isLoaded } from './detail-page';
import { isoDay } from './format';
import { useCan } from './permissions';
import { detailFormFrame } from './resource-form';

interface RecordQuery<T> {
  isPending: boolean;
  error: unknown;
  data?: T;
  refetch: () => unknown;
}

/** What the Datos tab's form is given: read-only without the edit permission; a save or Recargar reloads. */
export type DetailFormFrame = ReturnType<typeof detailFormFrame>;

/** The page of a loaded record, as `DetailPage` takes it; `remove` without the permission and id it knows. */
export interface RecordPage extends Omit<DetailPageProps, 'back' | 'remove'> {
  /** Eliminar with a reason: `DELETE path?id=`, what the dialog calls the record, the toast afterwards. */
  remove?: { path: string; what: string; message: string; blocked?: string };
}

export interface RecordDetailPageProps<T extends { id: number; version: number }> {
  /** The record's query (`useRecord`, `useUser`…): the loader or why it failed until it has the record. */
  query: RecordQuery<T>;
  /** Editing needs `can_edit_<resource>` (the Datos tab is read-only without it), Eliminar `can_delete_<resource>`. */
  resource: Resource;
  /** The section's list: the link above the title, the way back after a failure and after a delete. */
  back: { to: string; label: string };
  /** The failure's heading: "No se ha podido abrir el cliente". */
  failure: string;
  /** The record's form, in a first tab "Datos" (mounted again when the record's version changes). */
  form?: (record: T, frame: DetailFormFrame) => ReactNode;
  /** The rest of the page for the record; `reload` reads it again (after a change a tab made). */
  page: (record: T, reload: () => void) => RecordPage;
  /** The record's kind in the audit log: a «Historial de cambios» link to its rows (with the log's permission). */
  auditKind?: string;
}

/**
 * A section's page about one record: while its query loads (or after it failed) `DetailFallback`, then
 * the `DetailPage` with the way back to the list, the record's form as the Datos tab and Eliminar.
 */
export function RecordDetailPage<T extends { id: number; version: number }>(props: RecordDetailPageProps<T>) {
  const { query, resource, back, form } = props;
  const canEdit = useCan(permissionName('edit', resource));
  const canReadLog = useCan('can_view_auditoria');
  if (!isLoaded(query)) return <DetailFallback query={query} title={props.failure} backTo={back.to} />;
  const record = query.data;
  const { remove, tabs = [], actions, ...page } = props.page(record, () => void query.refetch());
  const history =
    props.auditKind && canReadLog ? (
      <Button
        component={Link}
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        to={`/auditoria?recurso=${props.auditKind}&idregistro=${record.id}&datesince=2000-01-01&dateto=${isoDay()}`}
      >
        Historial de cambios
      </Button>
    ) : null;
  const dataTab = form
    ? [
        {
          value: 'datos',
          label: 'Datos',
          render: () => (
            <Fragment key={record.version}>{form(record, detailFormFrame(query, canEdit))}</Fragment>
          ),
        },
      ]
    : [];
  return (
    <DetailPage
      {...page}
      actions={
        history ? (
          <>
            {actions}
            {history}
          </>
        ) : (
          actions
        )
      }
      back={back}
      remove={remove && { ...remove, permission: permissionName('delete', resource), id: record.id }}
      tabs={[...dataTab, ...tabs]}
    />
  );
}
