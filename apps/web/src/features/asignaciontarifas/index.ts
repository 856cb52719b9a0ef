import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const asignaciontarifasSection = defineSection({
  route: 'asignaciontarifas',
  title: 'Asignación Tarifas',
  permission: 'can_view_precio',
  page: lazy(() => import('./asignaciontarifas-page')),
});
