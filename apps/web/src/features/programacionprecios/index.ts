import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const programacionpreciosSection = defineSection({
  route: 'programacionprecios',
  title: 'Programación de precios',
  permission: 'can_view_precio',
  page: lazy(() => import('./programacionprecios-page')),
});
