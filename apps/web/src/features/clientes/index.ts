import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const clientesSection = defineRecordSection({
  route: 'clientes',
  title: 'Gestión de Clientes',
  permission: 'can_view_cliente',
  page: lazy(() => import('./clientes-page')),
});
