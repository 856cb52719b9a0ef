import { type AuthAccount, AuthAccountFieldsSchema, AuthAccountSchema } from '@ac/shared';
import { PasswordInput, Switch, TextInput } from '@mantine/core';
import { z } from 'zod';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { EditableList } from '../../kit/editable-list';
import { FormGrid } from '../../kit/form-grid';
import { yesNoFilter } from '../../kit/list-page';
import { ResourceSelect, type WholeListSource } from '../../kit/resource-select';
import { keys, PATHS, useGroupOptions } from './api';
import { ScopeRulesEditor } from './scope-rules-editor';

/** Permission groups: a short list, searched in the browser. */
const authGroupSource: WholeListSource<{ id: number; descripcion: string }> = {
  kind: 'list',
  path: PATHS.groups,
  params: { limit: 500, sort: 'descripcion' },
  value: (g) => g.id,
  label: (g) => g.descripcion,
};

function StaffForm(frame: DialogFormProps<AuthAccount>) {
  const account = frame.existing;
  // The password is required on create; on edit it is typed only to change it (empty: not sent).
  const password = AuthAccountFieldsSchema.shape.password.unwrap();
  const schema = AuthAccountFieldsSchema.extend({
    password: account
      ? z
          .union([z.literal(''), password])
          .optional()
          .transform((p) => p || undefined)
      : password,
  });
  const form = useDialogForm({
    ...frame,
    schema,
    paths: PATHS.staff,
    invalidates: [keys.staff.all, keys.groups.all],
    toast: { created: 'Cuenta de acceso creada', saved: 'Cuenta de acceso guardada' },
  });
  return (
    <DialogForm form={form} resource="permiso" label="Cuenta de acceso">
      <FormGrid cols={2} mb="sm">
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <TextInput label="Correo electrónico" type="email" required {...form.text('email')} />
        <ResourceSelect
          label="Grupo de permisos"
          required
          source={authGroupSource}
          {...form.id('idauthgroup')}
        />
        <PasswordInput
          label={account ? 'Nueva contraseña (opcional)' : 'Contraseña'}
          required={!account}
          description="Al menos 10 caracteres, con letras y números"
          autoComplete="new-password"
          {...form.text('password')}
        />
        <Switch label="Activa" {...form.checkbox('activo')} />
      </FormGrid>
      <ScopeRulesEditor form={form} saved={account?.scopes} />
    </DialogForm>
  );
}

export function StaffTab() {
  const groups = useGroupOptions();
  return (
    <EditableList<AuthAccount>
      id="cuentas-acceso"
      prefix="ca."
      path={PATHS.staff}
      schema={AuthAccountSchema}
      resource="permiso"
      defaultSort="nombre"
      searchPlaceholder="Buscar por nombre o correo…"
      filters={[
        { kind: 'select', key: 'idauthgroup', label: 'Grupo', options: groups.data ?? [] },
        yesNoFilter('activo', 'Activa'),
      ]}
      columns={[
        { key: 'nombre', header: 'Nombre', sort: true, maxWidth: '12rem' },
        { key: 'email', header: 'Correo electrónico', sort: true, maxWidth: '12rem' },
        { key: 'authgroup', header: 'Grupo', maxWidth: '10rem' },
        {
          // Who reaches what is what this list is read for: kept beside the content at 1366 px, cut (whole on
          // hover), left out only on narrower screens.
          key: 'scopes',
          header: 'Ámbito',
          hideBelow: 'md',
          maxWidth: '10rem',
          value: (a) => a.scopes.map((s) => s.nombre).join(', '),
        },
        { key: 'activo', header: 'Activa', type: 'boolean' },
        { key: 'ultimoacceso', header: 'Último acceso', type: 'datetime' },
      ]}
      rowLabel={(a) => `Abrir cuenta de ${a.nombre}`}
      newLabel="Nueva cuenta de acceso"
      editTitle={() => 'Cuenta de acceso'}
      modalSize={() => 'xl'}
      form={(a, done) => <StaffForm existing={a} done={done} />}
      name={(a) => a.nombre}
      deleteWhat={(a) => `la cuenta de acceso de ${a.nombre}`}
      deletedMessage="Cuenta de acceso eliminada"
    />
  );
}
