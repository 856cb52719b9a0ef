import type { LoginResponse, ScopeEntry } from '@ac/shared';

/** A login response for tests: Ana Pérez holding `permissions`, reaching `scope`. */
export function testLogin(permissions: string[] = [], scope: ScopeEntry[] = []): LoginResponse {
  return {
    token: 'tok',
    refreshtoken: 'ref',
    key: 'key',
    customer: 'Ana Pérez',
    authgroup: { id: 1, descripcion: 'Administración' },
    auth_permission: permissions.map((tipo_permiso, i) => ({
      id: i + 1,
      descripcion: tipo_permiso,
      descripcioncodigo: tipo_permiso.toUpperCase(),
      idauthgroup: 1,
      tipo_permiso,
    })),
    scope,
    estadoambito: '',
  };
}
