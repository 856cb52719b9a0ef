import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const gruposproductosSection = defineSection({
  route: 'gruposproductos',
  title: 'Productos de Grupo',
  permission: 'can_view_equivalencia',
  page: lazy(() => import('./gruposproductos-page')),
});
