import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const ambitoSection = defineSection({
  route: 'ambito',
  title: 'Ámbito',
  permission: 'can_view_ambito',
  page: lazy(() => import('./ambito-page')),
});
