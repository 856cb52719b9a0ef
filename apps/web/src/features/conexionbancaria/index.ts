import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const conexionbancariaSection = defineSection({
  route: 'conexionbancaria',
  title: 'Pasarelas de pago',
  permission: 'can_view_conexionbancaria',
  paths: ['conexionbancaria', 'conexionbancaria/:id'],
  page: lazy(() => import('./conexionbancaria-page')),
});
