import { type AppUser, AppUserSchema } from '@ac/shared';
import { CreateDialog } from '../../kit/create-dialog';
import { ListPage, YES_NO } from '../../kit/list-page';
import { PageHeader } from '../../kit/page-header';
import { useWorkArea } from '../../work-area/work-area-context';
import { USERS_PATH } from './api';
import { UserForm } from './user-form';

export function UserList() {
  const { scope } = useWorkArea();
  return (
    <>
      <PageHeader
        title="Gestión de Usuarios"
        description="Usuarios de la app y del portal de clientes: datos, tarjetas, vehículos y puntos."
        showWorkArea
      />
      <ListPage<AppUser>
        id="usuarios"
        path={USERS_PATH}
        schema={AppUserSchema}
        workArea={{ grupo: 'idgrupo' }}
        defaultSort="nombre"
        searchPlaceholder="Buscar por nombre, correo, DNI…"
        filters={[
          { kind: 'select', key: 'activo', label: 'Activo', options: YES_NO },
          { kind: 'select', key: 'verificado', label: 'Verificado', options: YES_NO },
        ]}
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
        rowKey={(u) => u.id}
        rowLabel={(u) => `Abrir usuario ${u.nombre} ${u.apellidos}`}
        rowHref={(u) => `/usuarios/${u.id}`}
        emptyText="No hay usuarios en el área de trabajo elegida."
        actions={
          <CreateDialog<AppUser>
            permission="can_create_usuario"
            label="Nuevo usuario"
            to="/usuarios"
            form={(frame) => <UserForm idgrupo={scope?.grupo ?? 0} {...frame} />}
          />
        }
      />
    </>
  );
}
