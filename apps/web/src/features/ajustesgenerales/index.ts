import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const ajustesgeneralesSection = defineSection({
  route: 'ajustesgenerales',
  title: 'Ajustes generales',
  permission: 'can_view_configuracion',
  paths: ['ajustesgenerales/:id'],
  page: lazy(() => import('./ajustesgenerales-page')),
});
