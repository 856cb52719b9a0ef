import { type AppUser, AppUserFieldsSchema } from '@ac/shared';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormGrid } from '../../kit/form-grid';
import { notifySuccess } from '../../kit/notify';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { USERS_PATH, useGroupOptions } from './api';

type Fields = z.input<typeof AppUserFieldsSchema>;

const fieldsOf = (u: AppUser): Fields => ({
  idgrupo: u.idgrupo,
  idcliente: u.idcliente,
  nombre: u.nombre,
  apellidos: u.apellidos,
  email: u.email,
  telefono: u.telefono,
  dni: u.dni,
  activo: u.activo,
  verificado: u.verificado,
});

export const EMPTY_USER = (idgrupo: number): Fields => ({
  idgrupo,
  idcliente: null,
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  dni: '',
  activo: true,
  verificado: false,
});

interface UserFormProps extends RecordFormProps<AppUser> {
  user?: AppUser;
  initial?: Fields;
}

/** The app user's data, for the create dialog and the Datos tab. */
export function UserForm({ user, initial, onSaved, ...frame }: UserFormProps) {
  const groups = useGroupOptions();
  const form = useResourceForm({
    schema: AppUserFieldsSchema,
    initial: user ? fieldsOf(user) : (initial ?? EMPTY_USER(0)),
    onSubmit: (values) => saveResource<AppUser>(USERS_PATH, values, user),
    invalidates: [USERS_PATH],
    onSaved: (saved) => {
      notifySuccess(user ? 'Usuario guardado' : 'Usuario creado');
      onSaved(saved as AppUser);
    },
  });
  return (
    <ResourceForm
      form={form}
      {...frame}
      label="Datos del usuario"
      submitLabel={user ? 'Guardar cambios' : 'Crear usuario'}
    >
      <FormGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <TextInput label="Apellidos" {...form.text('apellidos')} />
        <TextInput label="Correo electrónico" type="email" required {...form.text('email')} />
        <TextInput label="Teléfono" {...form.text('telefono')} />
        <TextInput label="DNI / NIE" {...form.text('dni')} />
        <Select
          label="Grupo"
          required
          data={groups.data ?? []}
          searchable
          {...form.field<string | null>('idgrupo', (v) => (v ? Number(v) : 0))}
          value={form.values.idgrupo ? String(form.values.idgrupo) : null}
        />
        <NumberInput
          label="Cliente (nº)"
          min={1}
          allowDecimal={false}
          {...form.field<string | number>('idcliente', (v) => (v === '' ? null : Number(v)))}
          value={form.values.idcliente ?? ''}
        />
        <Switch label="Activo" mt="lg" {...form.checkbox('activo')} />
        <Switch label="Verificado" mt="lg" {...form.checkbox('verificado')} />
      </FormGrid>
    </ResourceForm>
  );
}
