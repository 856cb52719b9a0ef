import { Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkReport } from '../../kit/bulk-report';
import { FormDialog } from '../../kit/form-dialog';
import { count } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { resourceKeys } from '../../kit/query-keys';
import { ReasonForm } from '../../kit/reason-form';
import { http } from '../../lib/http';

/** What taking tariffs off makes stale: this list and the customer's own Tarifas tab. */
const STALE = [resourceKeys('/v1/customerrates').all, resourceKeys('/v1/customers/customerrate').all];

/** The ticked customers' tariffs taken off at once, the reason asked first; the report goes to `onDone`. */
export function UnassignBar(props: {
  ids: number[];
  clear: () => void;
  onDone: (report: BulkReport) => void;
}) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const unassign = useMutation({
    mutationFn: (motivo: string) => http.post<BulkReport>('/v1/rates/unassign', { ids: props.ids, motivo }),
    onSuccess: async (report) => {
      await Promise.all(STALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (report.aplicados) notifySuccess(count(report.aplicados, 'tarifa quitada', 'tarifas quitadas'));
      close();
      props.onDone(report);
    },
  });
  const n = props.ids.length;
  const what =
    n === 1 ? 'a su cliente la tarifa elegida' : `a sus clientes las ${count(n, '', 'tarifas elegidas')}`;
  return (
    <Paper withBorder p="xs" radius="md" bg="petrol.0">
      <Group gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {count(n, 'tarifa seleccionada', 'tarifas seleccionadas')}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            unassign.reset();
            setOpened(true);
          }}
        >
          Quitar la tarifa
        </Button>
        <Button variant="subtle" color="gray" onClick={props.clear}>
          Quitar selección
        </Button>
      </Group>
      <FormDialog opened={opened} onClose={close} title="Quitar la tarifa" size="md">
        <ReasonForm
          text={`Va a quitar ${what}. Indique el motivo: quedará registrado en la auditoría.`}
          confirmLabel="Quitar la tarifa"
          color="red"
          busy={unassign.isPending}
          error={unassign.error}
          onSubmit={(motivo) => unassign.mutate(motivo)}
          onCancel={close}
        />
      </FormDialog>
    </Paper>
  );
}
