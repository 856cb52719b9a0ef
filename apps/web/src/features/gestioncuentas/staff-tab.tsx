import { type AuthAccount, AuthAccountFieldsSchema, type ScopeRule } from '@ac/shared';
import { PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { YES_NO } from '../../kit/list-page';
import { notifySuccess } from '../../kit/notify';
import { useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { PATHS, useGroupOptions } from './api';
import { EditableList } from './editable-list';
import { ScopeRulesEditor } from './scope-rules-editor';

const rulesOf = (a: AuthAccount): ScopeRule[] =>
  a.scopes.map(({ idcuentacomercial, idgrupo, idempresa, idlocal }) => ({
    idcuentacomercial,
    idgrupo,
    idempresa,
    idlocal,
  }));

function StaffForm({ account, onDone }: { account: AuthAccount | null; onDone: () => void }) {
  const groups = useGroupOptions();
  const canEdit = useCan(account ? 'can_edit_permiso' : 'can_create_permiso');
  // The password is required on create, optional (to change it) on edit.
  const schema = account
    ? AuthAccountFieldsSchema
    : AuthAccountFieldsSchema.extend({ password: AuthAccountFieldsSchema.shape.password.unwrap() });
  const form = useResourceForm({
    schema,
    initial: account
      ? {
          email: account.email,
          nombre: account.nombre,
          idauthgroup: account.idauthgroup,
          activo: account.activo,
          scopes: rulesOf(account),
        }
      : { email: '', nombre: '', idauthgroup: 0, activo: true, password: '', scopes: [] },
    onSubmit: (values) => {
      const { password, ...rest } = values;
      return saveResource(PATHS.staff, password ? values : rest, account);
    },
    invalidates: [PATHS.staff, PATHS.groups],
    onSaved: () => {
      notifySuccess(account ? 'Cuenta de acceso guardada' : 'Cuenta de acceso creada');
      onDone();
    },
  });
  return (
    <ResourceForm
      form={form}
      onCancel={onDone}
      onReload={onDone}
      readOnly={!canEdit}
      label="Cuenta de acceso"
    >
      <FormGrid cols={2} mb="sm">
        <TextInput label="Nombre" required {...form.text('nombre')} />
        <TextInput label="Correo electrónico" type="email" required {...form.text('email')} />
        <Select
          label="Grupo de permisos"
          required
          data={groups.data ?? []}
          {...form.field<string | null>('idauthgroup', (v) => Number(v ?? 0))}
          value={form.values.idauthgroup ? String(form.values.idauthgroup) : null}
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
      <ScopeRulesEditor
        value={(form.values.scopes ?? []) as ScopeRule[]}
        onChange={(v) => form.setValue('scopes', v)}
        error={form.error('scopes')}
      />
    </ResourceForm>
  );
}

export function StaffTab() {
  const groups = useGroupOptions();
  return (
    <EditableList<AuthAccount>
      id="cuentas-acceso"
      prefix="ca."
      path={PATHS.staff}
      defaultSort="nombre"
      searchPlaceholder="Buscar por nombre o correo…"
      filters={[
        { kind: 'select', key: 'idauthgroup', label: 'Grupo', options: groups.data ?? [] },
        { kind: 'select', key: 'activo', label: 'Activa', options: YES_NO },
      ]}
      columns={[
        { key: 'nombre', header: 'Nombre', sort: true },
        { key: 'email', header: 'Correo electrónico', sort: true },
        { key: 'authgroup', header: 'Grupo' },
        { key: 'scopes', header: 'Ámbito', value: (a) => a.scopes.map((s) => s.nombre).join(', ') },
        { key: 'activo', header: 'Activa', type: 'boolean' },
        { key: 'ultimoacceso', header: 'Último acceso', type: 'datetime' },
      ]}
      rowLabel={(a) => `Abrir cuenta de ${a.nombre}`}
      newLabel="Nueva cuenta de acceso"
      editTitle={() => 'Cuenta de acceso'}
      modalSize={() => 'xl'}
      form={(a, done) => <StaffForm account={a} onDone={done} />}
      name={(a) => a.nombre}
      deleteWhat={(a) => `la cuenta de acceso de ${a.nombre}`}
      deletedMessage="Cuenta de acceso eliminada"
    />
  );
}
