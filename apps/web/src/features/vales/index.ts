import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const valesSection = defineSection({
  route: 'vales',
  title: 'Vales',
  permission: 'can_view_vale',
  page: lazy(() => import('./vales-page')),
});
