import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const relacionproductosSection = defineSection({
  route: 'relacionproductos',
  title: 'Relación de Productos',
  permission: 'can_view_equivalencia',
  page: lazy(() => import('./relacionproductos-page')),
});
