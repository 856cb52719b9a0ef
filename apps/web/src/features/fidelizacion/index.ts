import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const fidelizacionSection = defineSection({
  route: 'fidelizacion',
  title: 'Reglas de Fidelización',
  permission: 'can_view_fidelizacion',
  paths: ['fidelizacion', 'fidelizacion/:id'],
  page: lazy(() => import('./fidelizacion-page')),
});
