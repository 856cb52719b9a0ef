import { type AppUser, AppUserFieldsSchema } from '@ac/shared';
import { Switch, TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { customerSource, groupSource } from '../../kit/sources';
import { useRecordForm } from '../../kit/use-record-form';
import { USERS_PATH, userKeys } from './api';

interface UserFormProps extends RecordFormProps<AppUser> {
  /** Editing this user; without it the form creates one in `idgrupo`. */
  user?: AppUser;
  idgrupo?: number;
}

/** The app user's data, for the create dialog and the Datos tab. */
export function UserForm({ user, idgrupo, onSaved, ...frame }: UserFormProps) {
  const form = useRecordForm({
    schema: AppUserFieldsSchema,
    record: user,
    blank: { idgrupo: idgrupo || null },
    path: USERS_PATH,
    invalidates: [userKeys.lists()],
    notices: ['Usuario guardado', 'Usuario creado'],
    onSaved,
  });
  return (
    <ResourceForm form={form} {...frame} label="Datos del usuario" createLabel="Crear usuario">
      <FormGrid wide>
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <TextInput label="Apellidos" {...form.text('apellidos')} />
        <TextInput label="Correo electrónico" type="email" required {...form.text('email')} />
        <TextInput label="Teléfono" {...form.text('telefono')} />
        <TextInput label="DNI / NIE" {...form.text('dni')} />
        <ResourceSelect label="Grupo" required source={groupSource} {...form.id('idgrupo')} />
        <ResourceSelect
          label="Cliente"
          description="Empresa cliente del usuario (vacío si es un particular)"
          placeholder="Buscar por código, nombre o NIF…"
          source={customerSource(form.values.idgrupo)}
          {...form.id('idcliente')}
        />
        <Switch label="Activo" mt="lg" {...form.checkbox('activo')} />
        <Switch label="Verificado" mt="lg" {...form.checkbox('verificado')} />
      </FormGrid>
    </ResourceForm>
  );
}
