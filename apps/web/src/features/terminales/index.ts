import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const terminalesSection = defineRecordSection({
  route: 'terminales',
  title: 'Terminales',
  permission: 'can_view_terminal',
  page: lazy(() => import('./terminales-page')),
});
