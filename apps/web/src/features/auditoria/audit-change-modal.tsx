import type { WebAudit } from '@ac/shared';
import { Badge, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTimeSeconds } from '../../kit/format';
import { diffRecords, displayValue } from './audit-diff';
import classes from './auditoria.module.css';

/** One web audit row: who, when, why, and the readable field-by-field diff. */
export function AuditChangeModal({ row, onClose }: { row: WebAudit | null; onClose: () => void }) {
  const [all, setAll] = useState(false);
  const diff = row ? diffRecords(row.antes, row.despues) : [];
  const shown = all ? diff : diff.filter((d) => d.changed);
  return (
    <Modal opened={!!row} onClose={onClose} title="Detalle del cambio" size="xl">
      {row ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge radius="sm" variant="light">
              {row.accion}
            </Badge>
            <Text size="sm">
              {row.recurso} nº {row.idregistro || '—'} · {row.usuario} · {formatDateTimeSeconds(row.fecha)} ·
              IP {row.ip}
            </Text>
          </Group>
          {row.motivo ? (
            <Text size="sm">
              <strong>Motivo:</strong> {row.motivo}
            </Text>
          ) : null}
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
                      <Table.Td fw={600}>{d.field}</Table.Td>
                      <Table.Td className={d.changed ? classes.before : undefined}>
                        {displayValue(d.before)}
                      </Table.Td>
                      <Table.Td className={d.changed ? classes.after : undefined}>
                        {displayValue(d.after)}
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
