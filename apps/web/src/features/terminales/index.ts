import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const terminalesSection = defineSection({
  route: 'terminales',
  title: 'Terminales',
  permission: 'can_view_terminal',
  paths: ['terminales', 'terminales/:id'],
  page: lazy(() => import('./terminales-page')),
});
