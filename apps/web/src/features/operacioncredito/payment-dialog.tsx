import { type CreditMovement, CreditMovementFieldsSchema } from '@ac/shared';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { AmountInput } from '../../kit/amount-input';
import { FormDialog } from '../../kit/form-dialog';
import { formatAmount } from '../../kit/format';
import { resourceKeys } from '../../kit/query-keys';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { customerSource } from '../../kit/sources';
import { useResourceForm } from '../../kit/use-resource-form';
import { http } from '../../lib/http';
import { balanceKeys, MOVEMENTS_PATH, movementKeys } from './api';

/** A payment or a credit note: movements are never edited, a mistake is corrected with a new one. */
function PaymentForm({
  idgrupo,
  idcliente,
  done,
}: {
  idgrupo: number;
  idcliente: number | null;
  done: () => void;
}) {
  const form = useResourceForm({
    schema: CreditMovementFieldsSchema,
    initial: { idcliente, tipo: 'pago' },
    onSubmit: (values) => http.post<CreditMovement & { riesgo: number }>(`${MOVEMENTS_PATH}/`, values),
    // The customer's header shows the same risk.
    invalidates: [movementKeys.all, balanceKeys.all, resourceKeys('/v1/customers/configuration').all],
    notice: (saved) =>
      `${saved.tipo === 'pago' ? 'Pago' : 'Abono'} de ${formatAmount(saved.importe)} registrado. Riesgo actual: ${formatAmount(saved.riesgo)}.`,
    onSaved: done,
  });
  return (
    <ResourceForm form={form} onCancel={done} label="Pago o abono" submitLabel="Registrar">
      <Stack gap="sm">
        <ResourceSelect label="Cliente" required source={customerSource(idgrupo)} {...form.id('idcliente')} />
        <SegmentedControl
          aria-label="Tipo de movimiento"
          data={[
            { value: 'pago', label: 'Pago' },
            { value: 'abono', label: 'Abono' },
          ]}
          value={form.field<string>('tipo').value}
          onChange={form.field<string>('tipo').onChange}
        />
        <AmountInput label="Importe (€)" required {...form.number('importe')} />
        <Textarea label="Motivo" required autosize minRows={2} {...form.text('motivo')} />
        <Text size="xs" c="dimmed">
          Los movimientos no se modifican ni se borran: un error se corrige con otro movimiento.
        </Text>
      </Stack>
    </ResourceForm>
  );
}

export function PaymentDialog(props: {
  opened: boolean;
  onClose: () => void;
  idgrupo: number;
  idcliente: number | null;
}) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title="Registrar pago o abono">
      <PaymentForm idgrupo={props.idgrupo} idcliente={props.idcliente} done={props.onClose} />
    </FormDialog>
  );
}
