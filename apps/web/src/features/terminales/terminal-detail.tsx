import { Badge } from '@mantine/core';
import { formatDateTime, joinParts } from '../../kit/format';
import { RecordDetailPage } from '../../kit/record-detail-page';
import { TERMINALS_PATH, useTerminal } from './api';
import { OnlineBadge } from './online-badge';
import { TerminalForm } from './terminal-form';
import { KeyTab, ModulesTab, OperationsTab, StatusTab } from './terminal-tabs';

export function TerminalDetail({ id }: { id: number }) {
  const terminal = useTerminal(id);
  return (
    <RecordDetailPage
      query={terminal}
      auditKind="terminal"
      resource="terminal"
      back={{ to: '/terminales', label: 'Terminales' }}
      failure="No se ha podido abrir el terminal"
      form={(t, frame) => <TerminalForm terminal={t} {...frame} />}
      page={(t, reload) => ({
        title: t.descripcion,
        subtitle: joinParts(
          t.local,
          `Nº de serie ${t.numeroserie}`,
          t.modelo || 'modelo sin indicar',
          t.versionsw ? `versión ${t.versionsw}` : 'versión sin indicar',
          `última conexión ${t.ultimaconexion ? formatDateTime(t.ultimaconexion) : 'nunca'}`,
        ),
        badges: (
          <>
            <OnlineBadge terminal={t} />
            {t.activo ? null : (
              <Badge color="gray.7" variant="filled" radius="sm">
                Desactivado
              </Badge>
            )}
          </>
        ),
        remove: { path: TERMINALS_PATH, what: `el terminal ${t.descripcion}`, message: 'Terminal eliminado' },
        tabs: [
          {
            value: 'modulos',
            label: 'Módulos',
            render: () => <ModulesTab key={t.version} terminal={t} onSaved={reload} />,
          },
          { value: 'estado', label: 'Estado', render: () => <StatusTab id={id} onRefresh={reload} /> },
          { value: 'clave', label: 'Clave', render: () => <KeyTab terminal={t} onIssued={reload} /> },
          { value: 'operaciones', label: 'Últimas operaciones', render: () => <OperationsTab id={id} /> },
        ],
      })}
    />
  );
}
