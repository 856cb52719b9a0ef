import { type Bank, BankFieldsSchema, BankSchema, bicForEntidad, isSpanishIban } from '@ac/shared';
import { Group, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../kit/api-errors';
import { DayInput } from '../../kit/date-inputs';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { FormGrid } from '../../kit/form-grid';
import { formatDate } from '../../kit/format';
import { BusyIndicator } from '../../kit/page-loader';
import { samePath } from '../../kit/save-resource';
import { StateBadges } from '../../kit/state-badges';
import { SubRecordTab } from '../../kit/sub-record-tab';
import { http } from '../../lib/http';
import { customerKeys, SUB } from './api';
import { formatIban, onlyDigits } from './clientes-format';

/** Control digits and IBAN of a complete CCC (4/4/10 digits), from `bankcodeproposal`. */
function useBankCodes(entidad: string, oficina: string, cuenta: string) {
  const complete = entidad.length === 4 && oficina.length === 4 && cuenta.length === 10;
  return useQuery({
    queryKey: customerKeys.bankCodes({ entidad, oficina, cuenta }),
    queryFn: ({ signal }) =>
      http.get<{ dc: string; iban: string }>('/v1/customers/bankcodeproposal', {
        query: { entidad, oficina, cuenta },
        signal,
        quiet: true,
      }),
    enabled: complete,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function BankForm({
  customerid,
  titular,
  first,
  ...frame
}: DialogFormProps<
  Bank,
  {
    customerid: number;
    titular: string;
    /** The customer has no account yet: the new one starts as the main one (the API makes it so too). */
    first: boolean;
  }
>) {
  const form = useDialogForm({
    ...frame,
    schema: BankFieldsSchema,
    paths: samePath(SUB.bank),
    fresh: { idcliente: customerid, titular, ...(first ? { principal: true } : {}) },
    initial: frame.existing ? { ...frame.existing, iban: formatIban(frame.existing.iban) } : undefined,
    toast: { created: 'Cuenta bancaria añadida', saved: 'Cuenta bancaria guardada' },
  });
  // A foreign account has no CCC: its IBAN is typed whole, and its BIC with it.
  const [foreign, setForeign] = useState(() => !!frame.existing && !isSpanishIban(frame.existing.iban));
  // The form's values are the schema's input, where defaulted parts may be missing.
  const { entidad = '', oficina = '', cuenta = '' } = form.values;
  const codes = useBankCodes(entidad, oficina, cuenta);
  const { setValue } = form;
  const complete = entidad.length === 4 && oficina.length === 4 && cuenta.length === 10;

  // The control digits and the IBAN follow what is typed: filled when complete, cleared otherwise.
  useEffect(() => {
    if (foreign) return;
    if (complete && codes.data) {
      setValue('dc', codes.data.dc);
      setValue('iban', formatIban(codes.data.iban));
    } else if (!complete) {
      setValue('dc', '');
      setValue('iban', '');
    }
  }, [foreign, complete, codes.data, setValue]);

  // The BIC follows a known Spanish bank code, unless the user typed another one.
  const derivedBic = useRef('');
  const bic = form.values.bic;
  useEffect(() => {
    if (foreign) return;
    const next = entidad.length === 4 ? bicForEntidad(entidad) : '';
    if (!bic || bic === derivedBic.current) {
      derivedBic.current = next;
      if (next !== bic) setValue('bic', next);
    }
  }, [foreign, entidad, bic, setValue]);

  const chooseForeign = (next: boolean) => {
    setForeign(next);
    for (const part of ['entidad', 'oficina', 'dc', 'cuenta', 'iban'] as const) setValue(part, '');
    // A BIC the bank code proposed is not the foreign bank's.
    if (bic === derivedBic.current) setValue('bic', '');
    derivedBic.current = '';
  };

  const digits = (name: 'entidad' | 'oficina' | 'cuenta', max: number) => ({
    ...form.text(name),
    inputMode: 'numeric' as const,
    maxLength: max,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue(name, onlyDigits(e.currentTarget.value, max)),
    styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)' } },
  });
  const codeStatus = codes.isFetching ? <BusyIndicator size={14} label="Calculando" /> : null;
  // With the CCC hidden, an IBAN missing or Spanish fails on its parts: the IBAN says why instead.
  const cccFails = (['entidad', 'oficina', 'dc', 'cuenta'] as const).some((part) => form.errors[part]);
  const typedIban = form.values.iban ?? '';
  const foreignIbanError =
    !foreign || !cccFails
      ? undefined
      : !typedIban
        ? 'Indique el IBAN'
        : isSpanishIban(typedIban)
          ? 'Es un IBAN español: desmarque «Cuenta de un banco extranjero» y escriba su cuenta'
          : undefined;

  return (
    <DialogForm form={form} label="Cuenta bancaria" createLabel="Añadir cuenta">
      <TextInput
        label="Titular"
        required
        data-autofocus
        {...form.text('titular')}
        // The customer's name is a proposal: selected when the field gets the focus, so a holder typed
        // replaces it instead of following it ("Transportes Gil S.L.Ana Gil").
        onFocus={frame.existing ? undefined : (e) => e.currentTarget.select()}
      />
      <Switch
        mt="sm"
        label="Cuenta de un banco extranjero"
        description="Con el IBAN de otro país, que se escribe entero, y el BIC de su banco"
        checked={foreign}
        onChange={(e) => chooseForeign(e.currentTarget.checked)}
      />
      {foreign ? null : (
        <>
          <Text size="sm" fw={600} mt="sm">
            Cuenta (CCC)
          </Text>
          <Text size="xs" c="dimmed">
            Escriba entidad, oficina y cuenta: los dígitos de control y el IBAN se calculan solos.
          </Text>
          <Group gap="xs" mt={4} align="flex-start" wrap="nowrap">
            <TextInput label="Entidad" required w={90} placeholder="0000" {...digits('entidad', 4)} />
            <TextInput label="Oficina" required w={90} placeholder="0000" {...digits('oficina', 4)} />
            <TextInput
              label="DC"
              w={64}
              readOnly
              tabIndex={-1}
              rightSection={codeStatus}
              {...form.text('dc')}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 },
              }}
            />
            <TextInput label="Cuenta" required w={150} placeholder="0000000000" {...digits('cuenta', 10)} />
          </Group>
          {codes.error ? (
            <Text size="xs" c="red.9" mt={4} role="alert">
              {describeError(codes.error).message}
            </Text>
          ) : null}
        </>
      )}
      <FormGrid mt="xs">
        {foreign ? (
          <TextInput
            label="IBAN"
            required
            description="Empieza por el código del país: DE, FR, PT…"
            placeholder="DE89 3704 0044 0532 0130 00"
            maxLength={42}
            {...form.text('iban')}
            error={foreignIbanError ?? form.error('iban')}
            onChange={(e) => setValue('iban', e.currentTarget.value.toUpperCase())}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600 } }}
          />
        ) : (
          <TextInput
            label="IBAN"
            description="Se calcula con la cuenta"
            readOnly
            tabIndex={-1}
            {...form.text('iban')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600 } }}
          />
        )}
        <TextInput
          label="BIC"
          required={foreign}
          description={
            foreign ? 'El del banco: 8 u 11 caracteres' : 'Se rellena con el del banco de la entidad'
          }
          maxLength={11}
          {...form.text('bic')}
          onChange={(e) => setValue('bic', e.currentTarget.value.toUpperCase())}
        />
        <TextInput label="Referencia del mandato SEPA" maxLength={35} {...form.text('mandatoreferencia')} />
        <DayInput label="Fecha de firma del mandato" {...form.field<string | null>('mandatofecha')} />
      </FormGrid>
      <Group gap="lg" mt="sm">
        <Switch
          label="Cuenta principal"
          description="La que se usa para los recibos"
          {...form.checkbox('principal')}
        />
        <Switch label="Activa" {...form.checkbox('activo')} />
      </Group>
    </DialogForm>
  );
}

export function BanksTab({ customerid, titular }: { customerid: number; titular: string }) {
  return (
    <SubRecordTab<Bank>
      path={SUB.bank}
      parent={{ customerid }}
      resource="cliente"
      schema={BankSchema}
      noun="cuenta bancaria"
      newLabel="Nueva cuenta bancaria"
      deletedMessage="Cuenta bancaria eliminada"
      help="Cuentas para los recibos SEPA del cliente; la principal es la que se usa al remesar."
      emptyText="El cliente no tiene cuentas bancarias."
      describe={(b) => `la cuenta ${formatIban(b.iban)}`}
      form={(existing, done, rows) => (
        <BankForm
          customerid={customerid}
          titular={titular}
          existing={existing}
          first={!existing && rows.length === 0}
          done={done}
        />
      )}
      columns={[
        // On a phone the IBAN and the state matter: the holder is in the account's dialog.
        { key: 'titular', header: 'Titular', hideBelow: 'sm' },
        {
          key: 'iban',
          header: 'IBAN',
          value: (b) => formatIban(b.iban),
          render: (b) => (
            // Its groups go onto a second line rather than be cut where a cell is narrow.
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'normal' }}>
              {formatIban(b.iban)}
            </Text>
          ),
        },
        { key: 'bic', header: 'BIC', hideBelow: 'lg' },
        {
          key: 'mandato',
          header: 'Mandato SEPA',
          hideBelow: 'lg',
          value: (b) =>
            b.mandatoreferencia
              ? `${b.mandatoreferencia}${b.mandatofecha ? ` · ${formatDate(b.mandatofecha)}` : ''}`
              : '',
        },
        {
          key: 'estado',
          header: 'Estado',
          render: (b) => (
            <StateBadges active={b.activo} gender="feminine" lead={b.principal && 'Principal'} />
          ),
        },
      ]}
      activeToggle={{
        name: (b) => `la cuenta ${formatIban(b.iban)}`,
        done: { on: 'Cuenta activada', off: 'Cuenta desactivada' },
      }}
    />
  );
}
