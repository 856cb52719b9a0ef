import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const fidelizacionSection = defineRecordSection({
  route: 'fidelizacion',
  title: 'Reglas de Fidelización',
  permission: 'can_view_fidelizacion',
  page: lazy(() => import('./fidelizacion-page')),
});
