import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const conexionbancariaSection = defineRecordSection({
  route: 'conexionbancaria',
  title: 'Pasarelas de pago',
  permission: 'can_view_conexionbancaria',
  page: lazy(() => import('./conexionbancaria-page')),
});
