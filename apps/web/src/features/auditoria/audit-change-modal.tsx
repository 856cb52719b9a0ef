import { auditActionLabel, auditFieldLabel, auditKindLabel, type WebAudit } from '@ac/shared';
import { Alert, Badge, Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeError } from '../../kit/api-errors';
import { formatDateTimeSeconds } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { resourceKeys } from '../../kit/query-keys';
import { RecordLink } from '../../kit/record-link';
import { http } from '../../lib/http';
import { diffRecords, displayValue } from './audit-diff';
import classes from './auditoria.module.css';

const ACTION_COLORS: Record<string, string> = {
  alta: 'teal',
  modificacion: 'blue',
  baja: 'red',
  bloqueo: 'red',
  desactivacion: 'orange',
  login: 'gray',
  login_fallido: 'red',
  restauracion: 'teal',
};

export function ActionBadge({ accion }: { accion: string }) {
  return (
    <Badge size="sm" radius="sm" variant="light" tt="none" color={ACTION_COLORS[accion] ?? 'petrol'}>
      {auditActionLabel(accion)}
    </Badge>
  );
}

const snapshotOf = (row: WebAudit) => (row.despues ?? row.antes ?? {}) as Record<string, unknown>;

/**
 * The record of an audit row by its name, linked to its page: a customer's sub-record (bank, department,
 * TPV option…) links to its customer.
 */
export function AuditRecordLink({ row }: { row: WebAudit }) {
  const name = row.nombreregistro ?? '';
  if (!name) return null;
  const sub = row.recurso.startsWith('cliente_');
  return (
    <RecordLink
      kind={sub ? 'cliente' : row.recurso}
      id={sub ? (snapshotOf(row).idcliente as number | undefined) : row.idregistro}
    >
      {name}
    </RecordLink>
  );
}

/** Undo the delete of this row: asks first, then says what happened (or why it cannot). */
function RestoreButton({ row, onDone }: { row: WebAudit; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const restore = useMutation({
    mutationFn: () => http.post('/v1/audit/web/restore', { id: row.id }),
    onSuccess: () => {
      notifySuccess(`${auditKindLabel(row.recurso)} restaurado: vuelve a estar activo.`);
      void queryClient.invalidateQueries({ queryKey: resourceKeys('/v1/audit/web').all });
      onDone();
    },
  });
  return (
    <Stack gap="xs">
      {restore.error ? (
        <Alert color="red" variant="light" role="alert" title="No se ha podido restaurar">
          {describeError(restore.error).message}
        </Alert>
      ) : null}
      {confirming ? (
        <Group gap="xs">
          <Text size="sm">
            ¿Restaurar este registro? Volverá a estar activo tal como estaba antes de la baja.
          </Text>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
          <Button size="xs" onClick={() => restore.mutate()} loading={restore.isPending}>
            Sí, restaurar
          </Button>
        </Group>
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
            Restaurar
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One web audit row: who, when, why, and the readable field-by-field diff. */
export function AuditChangeModal({ row, onClose }: { row: WebAudit | null; onClose: () => void }) {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!row) setAll(false);
  }, [row]);
  const diff = row ? diffRecords(row.antes, row.despues) : [];
  const shown = all ? diff : diff.filter((d) => d.changed);
  return (
    <Modal opened={!!row} onClose={onClose} title="Detalle del cambio" size="xl">
      {row ? (
        <Stack gap="sm">
          <Group gap="xs">
            <ActionBadge accion={row.accion} />
            <Text size="sm">
              {auditKindLabel(row.recurso)}
              {row.nombreregistro ? ': ' : ''}
            </Text>
            <AuditRecordLink row={row} />
            <Text size="sm">
              · {row.usuario} · {formatDateTimeSeconds(row.fecha)}
              {row.ip ? ` · IP ${row.ip}` : ''}
            </Text>
          </Group>
          {row.motivo ? (
            <Text size="sm">
              <strong>Motivo:</strong> {row.motivo}
            </Text>
          ) : null}
          {row.restaurable ? <RestoreButton row={row} onDone={onClose} /> : null}
          {diff.length ? (
            <>
              <Switch
                size="xs"
                label="Mostrar también los campos sin cambios"
                checked={all}
                onChange={(e) => setAll(e.currentTarget.checked)}
              />
              <Table fz="sm" verticalSpacing={4} withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Campo</Table.Th>
                    <Table.Th>Antes</Table.Th>
                    <Table.Th>Después</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((d) => (
                    <Table.Tr key={d.field} data-changed={d.changed || undefined} className={classes.diffRow}>
                      <Table.Td fw={600}>{auditFieldLabel(d.field)}</Table.Td>
                      <Table.Td className={d.changed ? classes.before : undefined}>
                        {displayValue(d.before, d.field)}
                      </Table.Td>
                      <Table.Td className={d.changed ? classes.after : undefined}>
                        {displayValue(d.after, d.field)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Este registro no guarda datos del antes y el después.
            </Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
