import { lazy } from 'react';
import { defineRecordSection } from '../../kit/section';

export const usuariosSection = defineRecordSection({
  route: 'usuarios',
  title: 'Gestión de Usuarios',
  permission: 'can_view_usuario',
  page: lazy(() => import('./usuarios-page')),
});
