import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const auditoriaSection = defineSection({
  route: 'auditoria',
  title: 'Auditoría',
  permission: 'can_view_auditoria',
  page: lazy(() => import('./auditoria-page')),
});
