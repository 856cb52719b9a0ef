import { Alert, Badge, Group, Text } from '@mantine/core';
import { useCan } from '../../kit/permissions';
import { TabLoader } from '../../kit/tab-loader';
import { HttpError } from '../../lib/http';
import { useSettings } from './api';
import { SettingsForm } from './settings-form';

/** The settings of one account: loading, refused (out of scope, missing) or the form. */
export function SettingsOfAccount({ idcuentacomercial }: { idcuentacomercial: number }) {
  const q = useSettings(idcuentacomercial);
  const canEdit = useCan(q.data?.version === 0 ? 'can_create_configuracion' : 'can_edit_configuracion');
  if (q.error instanceof HttpError && (q.error.status === 403 || q.error.status === 404))
    return (
      <Alert color="orange" variant="light" role="alert" title="No puede ver estos ajustes">
        {q.error.status === 404
          ? 'No existe esa cuenta comercial.'
          : 'Su ámbito no alcanza la cuenta comercial entera: sus ajustes los cambia quien tiene toda la cuenta.'}
      </Alert>
    );
  if (!q.data) return <TabLoader error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  return (
    <>
      <Group gap="xs">
        <Text fw={600}>{s.cuentacomercial}</Text>
        <Badge variant="filled" color={s.version === 0 ? 'gray.7' : 'teal.9'} radius="sm">
          {s.version === 0 ? 'Valores por defecto' : `Versión ${s.version}`}
        </Badge>
      </Group>
      <SettingsForm key={s.version} settings={s} readOnly={!canEdit} onSaved={() => void q.refetch()} />
    </>
  );
}
