import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const novedadesSection = defineRecordSection({
  route: 'novedades',
  title: 'Noticias y novedades',
  permission: 'can_view_novedad',
  page: lazy(() => import('./novedades-page')),
});
