/** Every permission-bearing resource; each has can_view_/can_create_/can_edit_/can_delete_. */
export const RESOURCES = [
  'cliente',
  'usuario',
  'vehiculo',
  'precio',
  'equivalencia',
  'operacionescredito',
  'operacionesfidelizacion',
  'vale',
  'fidelizacion',
  'novedad',
  'configuracion',
  'permiso',
  'ambito',
  'conexionbancaria',
  'terminal',
  'auditoria',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `can_${Action}_${Resource}`;

export const permissionName = (action: Action, resource: Resource): Permission => `can_${action}_${resource}`;

/** Spanish labels for the catalogue and the permission matrix. */
export const RESOURCE_LABELS: Record<Resource, string> = {
  cliente: 'Clientes',
  usuario: 'Usuarios',
  vehiculo: 'Vehículos',
  precio: 'Precios y tarifas',
  equivalencia: 'Equivalencias de productos',
  operacionescredito: 'Operaciones de crédito',
  operacionesfidelizacion: 'Operaciones de fidelización',
  vale: 'Vales',
  fidelizacion: 'Reglas de fidelización',
  novedad: 'Novedades',
  configuracion: 'Configuración',
  permiso: 'Cuentas y permisos',
  ambito: 'Ámbito',
  conexionbancaria: 'Pasarelas de pago',
  terminal: 'Terminales',
  auditoria: 'Auditoría',
};

export const ACTION_LABELS: Record<Action, string> = {
  view: 'Ver',
  create: 'Crear',
  edit: 'Editar',
  delete: 'Eliminar',
};

/** A permission as the matrix names it ('Ver Clientes'); one outside the matrix keeps its code. */
export function permissionLabel(tipo: string): string {
  const m = /^can_(view|create|edit|delete)_(.+)$/.exec(tipo);
  const resource = m?.[2] as Resource | undefined;
  return m && resource && RESOURCE_LABELS[resource]
    ? `${ACTION_LABELS[m[1] as Action]} ${RESOURCE_LABELS[resource]}`
    : tipo;
}

/** What can be done to a resource: all four, except a log, which is only read (nothing writes it by hand). */
export const actionsOf = (resource: Resource): readonly Action[] =>
  resource === 'auditoria' ? ['view'] : ACTIONS;

/** The whole catalogue, in a stable order. */
export const ALL_PERMISSIONS: Permission[] = RESOURCES.flatMap((r) =>
  ACTIONS.map((a) => permissionName(a, r)),
);

/** Spec §6: the routes the original guards, with their view permission. */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  '/usuarios': 'can_view_usuario',
  '/clientes': 'can_view_cliente',
  '/gruposproductos': 'can_view_equivalencia',
  '/relacionproductos': 'can_view_equivalencia',
  '/conexionbancaria': 'can_view_conexionbancaria',
  '/programacionprecios': 'can_view_precio',
  '/tarifasdescuento': 'can_view_precio',
  '/configuracion': 'can_view_configuracion',
  '/gestioncuentas': 'can_view_permiso',
  '/fidelizacion': 'can_view_fidelizacion',
  '/operacioncredito': 'can_view_operacionescredito',
  '/operacionfidelizacion': 'can_view_operacionesfidelizacion',
  '/vales': 'can_view_vale',
};

/** The operator of the run contract. */
export const OPERATOR_PERMISSIONS: Permission[] = [
  'can_view_cliente',
  'can_view_vehiculo',
  'can_view_operacionescredito',
  'can_view_operacionesfidelizacion',
  'can_view_vale',
];
