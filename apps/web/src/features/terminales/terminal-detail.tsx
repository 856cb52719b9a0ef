import { Badge } from '@mantine/core';
import { DetailFallback, DetailPage, isLoaded } from '../../kit/detail-page';
import { formatDateTime } from '../../kit/format';
import { useCan } from '../../kit/permissions';
import { detailFormFrame } from '../../kit/resource-form';
import { TERMINALS_PATH, useTerminal } from './api';
import { OnlineBadge } from './online-badge';
import { TerminalForm } from './terminal-form';
import { KeyTab, ModulesTab, OperationsTab, StatusTab } from './terminal-tabs';

export function TerminalDetail({ id }: { id: number }) {
  const q = useTerminal(id);
  const canEdit = useCan('can_edit_terminal');
  if (!isLoaded(q))
    return <DetailFallback query={q} title="No se ha podido abrir el terminal" backTo="/terminales" />;
  const t = q.data;
  const reload = () => void q.refetch();
  return (
    <DetailPage
      back={{ to: '/terminales', label: 'Terminales' }}
      title={t.descripcion}
      subtitle={`${t.local} · Nº de serie ${t.numeroserie} · ${t.modelo || 'modelo sin indicar'} · versión ${t.versionsw || '—'} · última conexión ${t.ultimaconexion ? formatDateTime(t.ultimaconexion) : 'nunca'}`}
      badges={
        <>
          <OnlineBadge terminal={t} />
          {t.activo ? null : (
            <Badge color="gray.7" variant="filled" radius="sm">
              Desactivado
            </Badge>
          )}
        </>
      }
      remove={{
        permission: 'can_delete_terminal',
        path: TERMINALS_PATH,
        id: t.id,
        what: `el terminal ${t.descripcion}`,
        message: 'Terminal eliminado',
      }}
      tabs={[
        {
          value: 'datos',
          label: 'Datos',
          render: () => <TerminalForm key={t.version} terminal={t} {...detailFormFrame(q, canEdit)} />,
        },
        {
          value: 'modulos',
          label: 'Módulos',
          render: () => <ModulesTab key={t.version} terminal={t} onSaved={reload} />,
        },
        { value: 'estado', label: 'Estado', render: () => <StatusTab id={id} onRefresh={reload} /> },
        { value: 'clave', label: 'Clave', render: () => <KeyTab terminal={t} onIssued={reload} /> },
        { value: 'operaciones', label: 'Últimas operaciones', render: () => <OperationsTab id={id} /> },
      ]}
    />
  );
}
