import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const tarifasdescuentoSection = defineSection({
  route: 'tarifasdescuento',
  title: 'Tarifas Descuento',
  permission: 'can_view_precio',
  page: lazy(() => import('./tarifasdescuento-page')),
});
