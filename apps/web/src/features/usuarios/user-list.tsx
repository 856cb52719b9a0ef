import { type AppUser, AppUserSchema } from '@ac/shared';
import { yesNoFilter } from '../../kit/list-page';
import { RecordListPage } from '../../kit/record-list-page';
import { USERS_PATH } from './api';
import { UserForm } from './user-form';

export function UserList() {
  return (
    <RecordListPage<AppUser>
      route="usuarios"
      title="Gestión de Usuarios"
      description="Usuarios de la app y del portal de clientes: datos, tarjetas, vehículos y puntos."
      create={{
        permission: 'can_create_usuario',
        label: 'Nuevo usuario',
        form: (frame, area) => <UserForm idgrupo={area.grupo} {...frame} />,
      }}
      path={USERS_PATH}
      schema={AppUserSchema}
      defaultSort="nombre"
      searchPlaceholder="Buscar por nombre, correo, DNI…"
      filters={[yesNoFilter('activo', 'Activo'), yesNoFilter('verificado', 'Verificado')]}
      columns={[
        { key: 'id', header: 'Nº', sort: true, width: 70, hideBelow: 'lg' },
        { key: 'nombre', header: 'Nombre', sort: true },
        { key: 'apellidos', header: 'Apellidos', sort: true },
        { key: 'email', header: 'Correo electrónico', sort: true },
        { key: 'telefono', header: 'Teléfono', hideBelow: 'lg' },
        { key: 'dni', header: 'DNI / NIE', hidden: true },
        { key: 'cliente', header: 'Cliente' },
        { key: 'puntos', header: 'Puntos', type: 'number', sort: true },
        { key: 'activo', header: 'Activo', type: 'boolean' },
        { key: 'verificado', header: 'Verificado', type: 'boolean', hideBelow: 'lg' },
        { key: 'fechaalta', header: 'Alta', type: 'date', sort: true, hideBelow: 'lg' },
        { key: 'ultimoacceso', header: 'Último acceso', type: 'datetime', hidden: true },
      ]}
      rowLabel={(u) => `Abrir usuario ${u.nombre} ${u.apellidos}`}
      emptyText="No hay usuarios en el área de trabajo elegida."
    />
  );
}
