import {
  type TERMINAL_MODULES,
  type Terminal,
  TerminalFieldsSchema,
  type TerminalKeySchema,
} from '@ac/shared/terminales';
import { Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { describeError } from '../../kit/api-errors';
import { CheckReport } from '../../kit/check-report';
import { QueryTable } from '../../kit/data-table';
import { SwitchGrid } from '../../kit/form-grid';
import { formatAmount, formatDateTime } from '../../kit/format';
import { useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { TabLoader } from '../../kit/tab-loader';
import { useResourceForm } from '../../kit/use-resource-form';
import { http } from '../../lib/http';
import { TERMINALS_PATH, terminalKeys, useTerminalOperations, useTerminalState } from './api';
import { OnlineBadge } from './online-badge';

const MODULE_LABELS: Record<(typeof TERMINAL_MODULES)[number], { label: string; help: string }> = {
  fidelizacion: { label: 'Fidelización', help: 'Acumula y canjea puntos' },
  credito: { label: 'Crédito', help: 'Autoriza pagos con tarjeta de cliente' },
  vales: { label: 'Vales', help: 'Acepta vales de la cuenta' },
  app: { label: 'App', help: 'Pagos e identificación con la app' },
  pagomovil: { label: 'Pago móvil', help: 'Pago desde el móvil en el surtidor' },
};

const ModulesSchema = TerminalFieldsSchema.pick({ modulos: true });

/** Módulos activos (`/estados/modulosactivos/{id}`), edited with the terminal's version. */
export function ModulesTab({ terminal, onSaved }: { terminal: Terminal; onSaved: () => void }) {
  const canEdit = useCan('can_edit_terminal');
  const form = useResourceForm({
    schema: ModulesSchema,
    initial: terminal,
    onSubmit: (values) => saveResource<Terminal>(TERMINALS_PATH, values, terminal),
    invalidates: [terminalKeys.lists()],
    notice: 'Módulos guardados',
    onSaved: onSaved,
  });
  return (
    <ResourceForm
      form={form}
      readOnly={!canEdit}
      onReload={onSaved}
      label="Módulos activos"
      submitLabel="Guardar módulos"
    >
      <SwitchGrid
        switches={MODULE_LABELS}
        field={(m) => ({ disabled: !canEdit, ...form.checkbox(`modulos.${m}`) })}
        cols={{ base: 1, sm: 2, lg: 3 }}
      />
    </ResourceForm>
  );
}

/** The terminal's status (`/estados/terminal/{id}`) and the wallet test (`/estados/wallet/{id}`) on demand. */
export function StatusTab({ id, onRefresh }: { id: number; onRefresh: () => void }) {
  const status = useTerminalState('terminal', id);
  const [walletAsked, setWalletAsked] = useState(false);
  const wallet = useTerminalState('wallet', id, walletAsked);
  if (!status.data) return <TabLoader error={status.error} onRetry={() => void status.refetch()} />;
  const s = status.data.kind === 'terminal' ? status.data : null;
  const w = wallet.data?.kind === 'wallet' ? wallet.data : null;
  return (
    <Stack gap="sm">
      {s ? (
        <Paper withBorder radius="md" p="sm">
          <Group gap="xs" mb="xs">
            <Text fw={600}>Estado del terminal</Text>
            <OnlineBadge terminal={s} />
          </Group>
          <Text size="sm">
            Última conexión:{' '}
            {s.ultimaconexion ? formatDateTime(s.ultimaconexion) : 'nunca ha llamado al centro'}
          </Text>
          <Text size="sm">
            Estación: {s.local} · Versión del software: {s.versionsw || 'sin indicar'} ·{' '}
            {s.activo ? 'Activo' : 'Desactivado'}
          </Text>
          <Button
            variant="default"
            size="xs"
            mt="xs"
            onClick={() => {
              void status.refetch();
              onRefresh();
            }}
            loading={status.isFetching}
          >
            Actualizar estado
          </Button>
        </Paper>
      ) : null}
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Prueba del monedero</Text>
          <Button
            size="xs"
            onClick={() => (walletAsked ? void wallet.refetch() : setWalletAsked(true))}
            loading={wallet.isFetching}
          >
            {w ? 'Repetir la prueba' : 'Probar el monedero'}
          </Button>
        </Group>
        {wallet.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(wallet.error).message}
          </Alert>
        ) : w ? (
          <CheckReport
            ok={w.ok}
            title={w.ok ? 'Prueba superada' : 'Prueba no superada'}
            text={
              w.ok
                ? 'El terminal puede cobrar con el monedero.'
                : 'El terminal no puede cobrar con el monedero: revise lo marcado.'
            }
            checks={w.checks}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Comprueba que el terminal está activo y en línea, tiene clave, acepta la app o el pago móvil y su
            estación está activa.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

type IssuedKey = z.infer<typeof TerminalKeySchema>;

/** The terminal's key: when the current one was issued, and a new one shown once. */
export function KeyTab({ terminal, onIssued }: { terminal: Terminal; onIssued: () => void }) {
  const canEdit = useCan('can_edit_terminal');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const issue = useMutation({
    mutationFn: () => http.post<IssuedKey>(`${TERMINALS_PATH}/key`, { id: terminal.id }),
    onSuccess: (key) => {
      setConfirming(false);
      setIssued(key);
      void queryClient.invalidateQueries({ queryKey: terminalKeys.all });
    },
  });
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" align="flex-start">
        <ThemeIcon variant="light" color="petrol" size="lg" radius="md">
          <IconKey size={18} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={600}>Clave del terminal</Text>
          <Text size="sm">
            {terminal.claveemitida
              ? `Clave actual emitida el ${formatDateTime(terminal.claveemitida)}. No se puede volver a ver: si se ha perdido, emita una nueva.`
              : 'El terminal no tiene clave: no puede llamar al centro hasta que se emita una.'}
          </Text>
          {canEdit ? (
            <Group mt="xs">
              <Button size="xs" onClick={() => setConfirming(true)}>
                Emitir clave nueva
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="¿Emitir una clave nueva?">
        <Stack gap="sm">
          <Text size="sm">
            La clave actual deja de valer en cuanto se emita la nueva: el terminal no podrá llamar al centro
            hasta que se le configure.
          </Text>
          {issue.error ? (
            <Alert color="red" variant="light" role="alert">
              {describeError(issue.error).message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button onClick={() => issue.mutate()} loading={issue.isPending}>
              Emitir clave
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={issued !== null}
        onClose={() => {
          setIssued(null);
          onIssued();
        }}
        title="Clave nueva del terminal"
        closeOnClickOutside={false}
      >
        {issued ? (
          <Stack gap="sm">
            <Alert color="orange" variant="light" title="Solo se muestra esta vez">
              Cópiela ahora y configúrela en el terminal ({terminal.descripcion}): el centro no la guarda y no
              podrá volver a verla.
            </Alert>
            <Code block data-testid="terminal-key" style={{ wordBreak: 'break-all' }}>
              {issued.clave}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={issued.clave}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copiada' : 'Copiar clave'}
                  </Button>
                )}
              </CopyButton>
              <Button
                onClick={() => {
                  setIssued(null);
                  onIssued();
                }}
              >
                Hecho
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}

/** The terminal's last 20 operations. */
export function OperationsTab({ id }: { id: number }) {
  const q = useTerminalOperations(id);
  return (
    <QueryTable
      query={{ ...q, data: q.data?.operaciones }}
      columns={[
        { key: 'fecha', header: 'Fecha', type: 'datetime' },
        { key: 'tipo', header: 'Tipo', type: 'code' },
        { key: 'tarjeta', header: 'Tarjeta' },
        {
          key: 'importesolicitado',
          header: 'Solicitado',
          type: 'amount',
          render: (o) => formatAmount(o.importesolicitado),
        },
        {
          key: 'importeautorizado',
          header: 'Autorizado',
          type: 'amount',
          render: (o) => formatAmount(o.importeautorizado),
        },
        { key: 'resultado', header: 'Resultado', type: 'code' },
        { key: 'explicacion', header: 'Motivo' },
      ]}
      rowKey={(o) => o.id}
      emptyText="El terminal no ha hecho operaciones."
    />
  );
}
