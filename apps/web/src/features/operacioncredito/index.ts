import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const operacioncreditoSection = defineSection({
  route: 'operacioncredito',
  title: 'Operaciones de Crédito',
  permission: 'can_view_operacionescredito',
  page: lazy(() => import('./operacioncredito-page')),
});
