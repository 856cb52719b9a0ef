import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const tarifasclientesSection = defineSection({
  route: 'tarifasclientes',
  title: 'Tarifas clientes',
  permission: 'can_view_precio',
  page: lazy(() => import('./tarifasclientes-page')),
});
