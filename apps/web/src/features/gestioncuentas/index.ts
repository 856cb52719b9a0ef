import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const gestioncuentasSection = defineSection({
  route: 'gestioncuentas',
  title: 'Gestión de Cuentas',
  permission: 'can_view_permiso',
  page: lazy(() => import('./gestioncuentas-page')),
});
