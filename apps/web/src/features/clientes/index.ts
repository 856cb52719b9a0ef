import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const clientesSection = defineSection({
  route: 'clientes',
  title: 'Gestión de Clientes',
  permission: 'can_view_cliente',
  paths: ['clientes', 'clientes/:id'],
  page: lazy(() => import('./clientes-page')),
});
