import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const operacionfidelizacionSection = defineSection({
  route: 'operacionfidelizacion',
  title: 'Operaciones de Fidelización',
  permission: 'can_view_operacionesfidelizacion',
  page: lazy(() => import('./operacionfidelizacion-page')),
});
