import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const vehiculosSection = defineSection({
  route: 'vehiculos',
  title: 'Gestión de Vehículos',
  permission: 'can_view_vehiculo',
  paths: ['vehiculos', 'vehiculos/:id'],
  page: lazy(() => import('./vehiculos-page')),
});
