import {
  codeProblem,
  formatCode,
  normaliseCode,
  VOUCHER_CODE_LENGTH,
  type Voucher,
  type VoucherBatch,
  VoucherBatchSchema,
  VoucherCancelSchema,
  VoucherHistorySchema,
  VoucherRedeemSchema,
  voucherRefusal,
} from '@ac/shared';
import { NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AmountInput } from '../../kit/amount-input';
import { AmountSource, AmountSourceNote } from '../../kit/amount-source';
import { QueryTable } from '../../kit/data-table';
import { DayInput } from '../../kit/date-inputs';
import { FormDialog } from '../../kit/form-dialog';
import { count, formatAmount, formatDate, isoDay } from '../../kit/format';
import { RecordLink } from '../../kit/record-link';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { customerSource, groupSource } from '../../kit/sources';
import { useRecordList } from '../../kit/use-record';
import { useResourceForm } from '../../kit/use-resource-form';
import { http, listFrom } from '../../lib/http';
import { VOUCHERS_PATH, voucherKeys } from './api';
import { VOUCHER_STATE_OPTIONS, VoucherStateBadge } from './voucher-state';

type BatchResult = { idlote: number; cantidad: number; fechacaducidad: string; vouchers: Voucher[] };

function BatchForm({ idgrupo, done }: { idgrupo: number; done: (r?: BatchResult) => void }) {
  const form = useResourceForm({
    schema: VoucherBatchSchema,
    initial: { idgrupo: idgrupo || undefined, cantidad: 10 },
    onSubmit: (values: VoucherBatch) => http.post<BatchResult>(`${VOUCHERS_PATH}/batch`, values),
    invalidates: [voucherKeys.all],
    notice: (r) =>
      `${r.cantidad === 1 ? 'Emitido' : 'Emitidos'} ${count(r.cantidad, 'vale', 'vales')} (lote ${r.idlote}).`,
    onSaved: done,
  });
  const group = form.values.idgrupo as number | undefined;
  return (
    <ResourceForm form={form} onCancel={() => done()} label="Lote de vales" submitLabel="Emitir vales">
      <Stack gap="sm">
        <ResourceSelect label="Grupo" required source={groupSource} {...form.id('idgrupo')} />
        <ResourceSelect
          label="Cliente (vacío: vales del grupo)"
          clearable
          source={customerSource(group)}
          {...form.id('idcliente')}
        />
        <NumberInput
          label="Número de vales"
          required
          min={1}
          max={500}
          allowDecimal={false}
          {...form.number('cantidad')}
        />
        <AmountInput label="Importe de cada vale (€)" required {...form.number('importe')} />
        <DayInput
          label="Caducidad"
          description="Vacía: la de Ajustes generales desde hoy"
          {...form.field<string | null>('fechacaducidad')}
        />
        <TextInput label="Descripción" {...form.text('descripcion')} />
      </Stack>
    </ResourceForm>
  );
}

export function BatchDialog(props: { opened: boolean; idgrupo: number; done: (r?: BatchResult) => void }) {
  return (
    <FormDialog opened={props.opened} onClose={() => props.done()} title="Emitir lote de vales">
      <BatchForm idgrupo={props.idgrupo} done={props.done} />
    </FormDialog>
  );
}

/** The voucher a whole, well-formed typed code names (as printed or not), looked up in the user's reach; null: none. */
function useVoucherByCode(code: string) {
  const query = { q: code, limit: 1 };
  return useQuery({
    queryKey: voucherKeys.one({ codigo: code }),
    queryFn: async ({ signal }) =>
      listFrom<Voucher>(await http.get(VOUCHERS_PATH, { query, signal, quiet: true })).find(
        (v) => v.codigo === code,
      ) ?? null,
    enabled: code.length === VOUCHER_CODE_LENGTH && !codeProblem(code),
  });
}

/** What the typed code is before it is redeemed: balance, state, expiry and holder, or why it cannot be. */
function VoucherFound({ typed, takeBalance }: { typed: string; takeBalance: (saldo: number) => void }) {
  const code = normaliseCode(typed);
  const found = useVoucherByCode(code);
  // A mistyped character shows at once: the code carries a check character.
  const problem = code.length >= VOUCHER_CODE_LENGTH ? codeProblem(code) : '';
  if (problem) return <AmountSourceNote error>{problem}</AmountSourceNote>;
  if (!found.isEnabled) return null;
  if (found.isPending) return <AmountSourceNote>Buscando el vale…</AmountSourceNote>;
  if (found.isError || !found.data)
    return (
      <AmountSourceNote error>
        {found.isError
          ? 'No se ha podido consultar el vale.'
          : 'No hay ningún vale con ese código a su alcance.'}
      </AmountSourceNote>
    );
  const v = found.data;
  const why = voucherRefusal(v, isoDay());
  const refused = why ? `${why}.` : null;
  return (
    <AmountSource
      label="Vale encontrado"
      headline={
        <>
          <Text size="sm" fw={600}>
            Saldo {formatAmount(v.saldo)} de {formatAmount(v.importe)}
          </Text>
          <VoucherStateBadge estado={v.estado} />
        </>
      }
      detail={refused ?? `${v.cliente || 'Vale del grupo'} · caduca el ${formatDate(v.fechacaducidad)}`}
      refused={!!refused}
      take={{ label: 'Todo el saldo', onClick: () => takeBalance(v.saldo) }}
    />
  );
}

/** Redeems a typed code, or the voucher chosen in the list (`code`): then the cursor waits in the amount. */
function RedeemForm({ code, done }: { code: string; done: () => void }) {
  const form = useResourceForm({
    schema: VoucherRedeemSchema,
    initial: { codigo: code ? formatCode(code) : '' },
    onSubmit: (values) => http.post<Voucher>(`${VOUCHERS_PATH}/redeem`, values),
    invalidates: [voucherKeys.all],
    notice: (v, values) =>
      `Canjeados ${formatAmount(values.importe)} del vale ${formatCode(v.codigo)}. Saldo: ${formatAmount(v.saldo)}.`,
    onSaved: done,
  });
  return (
    <ResourceForm form={form} onCancel={done} label="Canje de vale" submitLabel="Canjear">
      <Stack gap="sm">
        <TextInput label="Código del vale" required placeholder="XXXX-XXXX-XXX" {...form.text('codigo')} />
        <VoucherFound
          typed={String(form.values.codigo ?? '')}
          takeBalance={(saldo) => form.setValue('importe', saldo)}
        />
        <AmountInput
          label="Importe a canjear (€)"
          required
          data-autofocus={code ? true : undefined}
          {...form.number('importe')}
        />
        <Text size="xs" c="dimmed">
          Un canje parcial deja el resto en el vale; nunca se canjea más de su saldo.
        </Text>
      </Stack>
    </ResourceForm>
  );
}

/** Open while `code` is not null ('' for a code still to type). */
export function RedeemDialog(props: { code: string | null; onClose: () => void }) {
  return (
    <FormDialog opened={props.code !== null} onClose={props.onClose} title="Canjear vale">
      {props.code !== null ? <RedeemForm code={props.code} done={props.onClose} /> : null}
    </FormDialog>
  );
}

function CancelForm({ voucher, done }: { voucher: Voucher; done: () => void }) {
  const form = useResourceForm({
    schema: VoucherCancelSchema,
    initial: { id: voucher.id, version: voucher.version },
    onSubmit: (values) =>
      http.patch<Voucher>(`${VOUCHERS_PATH}/cancel`, { ...values, id: voucher.id, version: voucher.version }),
    invalidates: [voucherKeys.all],
    notice: (v) => `Vale ${formatCode(v.codigo)} anulado.`,
    onSaved: done,
  });
  return (
    <ResourceForm form={form} onCancel={done} label="Anulación de vale" submitLabel="Anular vale">
      <Stack gap="sm">
        <Text size="sm">
          Vale <b>{formatCode(voucher.codigo)}</b> · saldo {formatAmount(voucher.saldo)}. Una vez anulado no
          se puede canjear.
        </Text>
        <Textarea label="Motivo" required autosize minRows={2} {...form.text('motivo')} />
      </Stack>
    </ResourceForm>
  );
}

export function CancelDialog(props: { voucher: Voucher | null; onClose: () => void }) {
  return (
    <FormDialog opened={!!props.voucher} onClose={props.onClose} title="Anular vale">
      {props.voucher ? <CancelForm voucher={props.voucher} done={props.onClose} /> : null}
    </FormDialog>
  );
}

function HistoryTable({ voucher }: { voucher: Voucher }) {
  const list = useRecordList(`${VOUCHERS_PATH}/history`, { id: voucher.id }, VoucherHistorySchema);
  return (
    <QueryTable
      query={list}
      columns={[
        { key: 'fecha', header: 'Fecha', type: 'datetime' },
        { key: 'accion', header: 'Acción', type: 'code' },
        { key: 'estado', header: 'Estado', options: VOUCHER_STATE_OPTIONS },
        { key: 'importe', header: 'Importe', type: 'amount' },
        { key: 'saldo', header: 'Saldo', type: 'amount' },
        { key: 'motivo', header: 'Motivo' },
        { key: 'usuario', header: 'Usuario' },
      ]}
      rowKey={(h) => h.id}
      emptyText="Sin historial."
    />
  );
}

/** What the list says of the voucher, here too: on a phone the list shows only its code, balance and state. */
function VoucherFacts({ voucher: v }: { voucher: Voucher }) {
  const facts: [string, ReactNode][] = [
    [
      'Cliente',
      v.idcliente ? (
        <RecordLink key="cliente" kind="cliente" id={v.idcliente}>
          {v.cliente}
        </RecordLink>
      ) : (
        'Grupo'
      ),
    ],
    ['Estado', <VoucherStateBadge key="estado" estado={v.estado} motivo={v.motivoanulacion} />],
    ['Importe', formatAmount(v.importe)],
    ['Saldo', formatAmount(v.saldo)],
    ['Emisión', formatDate(v.fechaemision)],
    ['Caducidad', formatDate(v.fechacaducidad)],
  ];
  if (v.motivoanulacion) facts.push(['Motivo de anulación', v.motivoanulacion]);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function HistoryDialog(props: { voucher: Voucher | null; onClose: () => void }) {
  return (
    <FormDialog
      opened={!!props.voucher}
      onClose={props.onClose}
      size="xl"
      title={props.voucher ? `Historial del vale ${formatCode(props.voucher.codigo)}` : ''}
    >
      {props.voucher ? (
        <Stack gap="md">
          <VoucherFacts voucher={props.voucher} />
          <HistoryTable voucher={props.voucher} />
        </Stack>
      ) : null}
    </FormDialog>
  );
}
