import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const configuracionSection = defineSection({
  route: 'configuracion',
  title: 'Configuración',
  permission: 'can_view_configuracion',
  page: lazy(() => import('./configuracion-page')),
});
