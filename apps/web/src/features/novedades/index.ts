import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const novedadesSection = defineSection({
  route: 'novedades',
  title: 'Noticias y novedades',
  permission: 'can_view_novedad',
  paths: ['novedades', 'novedades/:id'],
  page: lazy(() => import('./novedades-page')),
});
