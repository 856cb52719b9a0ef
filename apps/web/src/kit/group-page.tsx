import type { ReactNode } from 'react';
import { useWorkArea } from '../work-area/work-area-context';
import { ChooseGroup } from './choose-group';
import { PageHeader, type PageHeaderProps } from './page-header';

export interface GroupPageProps extends Omit<PageHeaderProps, 'showWorkArea'> {
  /** What asks for a group while none is chosen in the work area. */
  chooseGroup: { title: string; text: ReactNode };
  /** The page's body, for the work area's group. */
  children: (grupo: number) => ReactNode;
}

/**
 * A section page about one group's records (catalogue, tariffs, prices): its header with the work area,
 * and, until a group is chosen there, a request for one instead of the body.
 */
export function GroupPage({ chooseGroup, children, ...header }: GroupPageProps) {
  const { scope } = useWorkArea();
  const grupo = scope?.grupo ?? 0;
  return (
    <>
      <PageHeader {...header} showWorkArea />
      {grupo > 0 ? children(grupo) : <ChooseGroup title={chooseGroup.title}>{chooseGroup.text}</ChooseGroup>}
    </>
  );
}
