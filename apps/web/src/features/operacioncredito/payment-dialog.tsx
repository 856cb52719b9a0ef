import { type CreditBalance, type CreditMovement, CreditMovementFieldsSchema } from '@ac/shared';
import { Badge, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AmountInput } from '../../kit/amount-input';
import { AmountSource, AmountSourceNote } from '../../kit/amount-source';
import { FormDialog } from '../../kit/form-dialog';
import { formatAmount } from '../../kit/format';
import { resourceKeys } from '../../kit/query-keys';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { customerSource } from '../../kit/sources';
import { useResourceForm } from '../../kit/use-resource-form';
import { http, listFrom } from '../../lib/http';
import { BALANCES_PATH, balanceKeys, MOVEMENTS_PATH, movementKeys } from './api';

/** The query of a customer's balance; without a group in the work area the customer alone says whose. */
const riskQuery = (idgrupo: number, idcliente: number) => ({
  idgrupo: idgrupo || undefined,
  idcliente,
  limit: 1,
});

/** The chosen customer's risk against its limit, before the amount is typed; a payment can take it whole. */
function CustomerRisk(props: {
  idgrupo: number;
  idcliente: number;
  payment: boolean;
  take: (n: number) => void;
}) {
  const query = riskQuery(props.idgrupo, props.idcliente);
  const found = useQuery({
    queryKey: balanceKeys.one(query),
    queryFn: async ({ signal }) =>
      listFrom<CreditBalance>(await http.get(BALANCES_PATH, { query, signal, quiet: true }))[0] ?? null,
  });
  if (found.isPending) return <AmountSourceNote>Consultando el riesgo…</AmountSourceNote>;
  if (found.isError) return <AmountSourceNote error>No se ha podido consultar el riesgo.</AmountSourceNote>;
  if (!found.data)
    return <AmountSourceNote>Cliente de contado: no tiene riesgo de crédito.</AmountSourceNote>;
  const b = found.data;
  return (
    <AmountSource
      label="Riesgo del cliente"
      headline={
        <>
          <Text size="sm" fw={600}>
            Riesgo {formatAmount(b.riesgo)}
          </Text>
          {b.bloqueado ? (
            <Badge size="sm" radius="sm" variant="light" color="red">
              Bloqueado
            </Badge>
          ) : null}
        </>
      }
      detail={`Límite ${formatAmount(b.limitecredito)} · disponible ${formatAmount(b.disponible)}`}
      take={
        props.payment && b.riesgo > 0
          ? { label: 'Pagar todo el riesgo', onClick: () => props.take(b.riesgo) }
          : undefined
      }
    />
  );
}

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
  const queryClient = useQueryClient();
  const form = useResourceForm({
    schema: CreditMovementFieldsSchema,
    initial: { idcliente, tipo: 'pago' },
    onSubmit: (values) => {
      // Paying the whole risk shown: the server checks it still is the risk (a colleague may have just
      // recorded the same payment), and a refusal shows the risk as it is now.
      const seen = queryClient.getQueryData<CreditBalance | null>(
        balanceKeys.one(riskQuery(idgrupo, values.idcliente)),
      );
      const whole = seen && Math.round(seen.riesgo * 100) === Math.round(values.importe * 100);
      return http
        .post<CreditMovement & { riesgo: number }>(`${MOVEMENTS_PATH}/`, {
          ...values,
          riesgo: whole ? seen.riesgo : undefined,
        })
        .catch((error: unknown) => {
          void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
          throw error;
        });
    },
    // The customer's header shows the same risk.
    invalidates: [movementKeys.all, balanceKeys.all, resourceKeys('/v1/customers/configuration').all],
    notice: (saved) =>
      `${saved.tipo === 'pago' ? 'Pago' : 'Abono'} de ${formatAmount(saved.importe)} registrado. Riesgo actual: ${formatAmount(saved.riesgo)}.`,
    onSaved: done,
  });
  const chosen = form.values.idcliente as number | null | undefined;
  return (
    <ResourceForm form={form} onCancel={done} label="Pago o abono" submitLabel="Registrar">
      <Stack gap="sm">
        <ResourceSelect label="Cliente" required source={customerSource(idgrupo)} {...form.id('idcliente')} />
        {chosen ? (
          <CustomerRisk
            idgrupo={idgrupo}
            idcliente={chosen}
            payment={form.values.tipo === 'pago'}
            take={(n) => form.setValue('importe', n)}
          />
        ) : null}
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
