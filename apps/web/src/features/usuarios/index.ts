import { lazy } from 'react';
import { defineSection } from '../../kit/section';

export const usuariosSection = defineSection({
  route: 'usuarios',
  title: 'Gestión de Usuarios',
  permission: 'can_view_usuario',
  paths: ['usuarios', 'usuarios/:id'],
  page: lazy(() => import('./usuarios-page')),
});
