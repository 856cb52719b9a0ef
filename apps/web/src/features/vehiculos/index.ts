import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const vehiculosSection = defineRecordSection({
  route: 'vehiculos',
  title: 'Gestión de Vehículos',
  permission: 'can_view_vehiculo',
  page: lazy(() => import('./vehiculos-page')),
});
