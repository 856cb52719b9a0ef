import type { Permission } from '@ac/shared';
import type { ReactNode } from 'react';
import { useWorkArea } from '../work-area/work-area-context';
import { ChooseGroup } from './choose-group';
import { CreateDialog } from './create-dialog';
import { ListPage, type ListPageProps } from './list-page';
import { PageHeader } from './page-header';
import type { RecordFormProps } from './resource-form';

export interface RecordListPageProps<T extends { id: number }>
  extends Omit<ListPageProps<T>, 'id' | 'rowKey' | 'rowHref' | 'workArea'>,
    Partial<Pick<ListPageProps<T>, 'id' | 'workArea'>> {
  /** The section's route: the list's id (unless `id` says another), and rows open at `/{route}/{row.id}`. */
  route: string;
  /** The page's heading and the line under it. */
  title: string;
  description: string;
  /** The "Nuevo …" button and dialog: its permission, label and form (given the work area's places). */
  create?: {
    permission: Permission;
    label: string;
    form: (frame: RecordFormProps<T>, area: { grupo: number; local: number }) => ReactNode;
  };
  /** Records of one group only: without a group chosen, this asks for one instead of the list. */
  chooseGroup?: { title: string; text: ReactNode };
}

/**
 * The list page of a section whose records have a detail page: its header with the work area, the
 * server-paged list filtered by the work area's group (unless `workArea` says otherwise), each row opening
 * the record, and the "Nuevo …" dialog that opens the new record.
 */
export function RecordListPage<T extends { id: number }>({
  route,
  id = route,
  title,
  description,
  create,
  chooseGroup,
  workArea = { grupo: 'idgrupo' },
  actions,
  ...list
}: RecordListPageProps<T>) {
  const { scope } = useWorkArea();
  const area = { grupo: scope?.grupo ?? 0, local: scope?.local ?? 0 };
  return (
    <>
      <PageHeader title={title} description={description} showWorkArea />
      {chooseGroup && !area.grupo ? (
        <ChooseGroup title={chooseGroup.title}>{chooseGroup.text}</ChooseGroup>
      ) : (
        <ListPage<T>
          id={id}
          workArea={workArea}
          rowKey={(row) => row.id}
          rowHref={(row) => `/${route}/${row.id}`}
          actions={
            create ? (
              <>
                {actions}
                <CreateDialog<T>
                  permission={create.permission}
                  label={create.label}
                  to={`/${route}`}
                  form={(frame) => create.form(frame, area)}
                />
              </>
            ) : (
              actions
            )
          }
          {...list}
        />
      )}
    </>
  );
}
