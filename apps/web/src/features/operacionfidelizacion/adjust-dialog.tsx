import { AppUserSchema, PointsAdjustmentSchema, type PointsMovement } from '@ac/shared';
import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { AmountSource, AmountSourceNote } from '../../kit/amount-source';
import { FormDialog } from '../../kit/form-dialog';
import { count } from '../../kit/format';
import { resourceKeys } from '../../kit/query-keys';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { appUserSource } from '../../kit/sources';
import { useRecord } from '../../kit/use-record';
import { useResourceForm } from '../../kit/use-resource-form';
import { http } from '../../lib/http';
import { POINTS_PATH, pointsKeys } from './api';

/** The chosen user's points, and what the typed adjustment leaves (never below zero). */
function UserPoints(props: { idusuario: number; puntos: number | undefined; clear: (n: number) => void }) {
  const user = useRecord('/v1/users', { id: props.idusuario }, AppUserSchema);
  if (user.isPending) return <AmountSourceNote>Consultando el saldo…</AmountSourceNote>;
  if (user.isError) return <AmountSourceNote error>No se ha podido consultar el saldo.</AmountSourceNote>;
  const saldo = user.data.puntos;
  const after = saldo + (props.puntos ?? 0);
  return (
    <AmountSource
      label="Saldo del usuario"
      headline={
        <Text size="sm" fw={600}>
          Saldo {count(saldo, 'punto', 'puntos')}
        </Text>
      }
      detail={
        after < 0
          ? `El saldo no puede quedar en negativo: como mucho se quitan ${count(saldo, 'punto', 'puntos')}.`
          : `Tras el ajuste: ${count(after, 'punto', 'puntos')}`
      }
      refused={after < 0}
      take={saldo > 0 ? { label: 'Dejar a cero', onClick: () => props.clear(-saldo) } : undefined}
    />
  );
}

function AdjustForm({
  idgrupo,
  idusuario,
  done,
}: {
  idgrupo: number;
  idusuario: number | null;
  done: () => void;
}) {
  const form = useResourceForm({
    schema: PointsAdjustmentSchema,
    initial: { idusuario },
    onSubmit: (values) => http.post<PointsMovement>(`${POINTS_PATH}/`, values),
    // The user's record shows the balance too.
    invalidates: [pointsKeys.all, resourceKeys('/v1/users').all],
    notice: (saved) =>
      `Ajuste de ${count(saved.puntos, 'punto', 'puntos')} registrado. Saldo de ${saved.usuario}: ${count(saved.saldo, 'punto', 'puntos')}.`,
    onSaved: done,
  });
  const chosen = form.values.idusuario as number | null | undefined;
  return (
    <ResourceForm form={form} onCancel={done} label="Ajuste de puntos" submitLabel="Registrar ajuste">
      <Stack gap="sm">
        <ResourceSelect label="Usuario" required source={appUserSource(idgrupo)} {...form.id('idusuario')} />
        {chosen ? (
          <UserPoints
            idusuario={chosen}
            puntos={form.values.puntos as number | undefined}
            clear={(n) => form.setValue('puntos', n)}
          />
        ) : null}
        <NumberInput
          label="Puntos (negativo para quitar)"
          required
          allowDecimal={false}
          thousandSeparator="."
          decimalSeparator=","
          {...form.number('puntos')}
        />
        <Textarea label="Motivo" required autosize minRows={2} {...form.text('motivo')} />
        <Text size="xs" c="dimmed">
          El ajuste queda como un movimiento más, con el saldo resultante; el saldo no puede quedar en
          negativo.
        </Text>
      </Stack>
    </ResourceForm>
  );
}

export function AdjustDialog(props: {
  opened: boolean;
  onClose: () => void;
  idgrupo: number;
  idusuario: number | null;
}) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title="Ajuste manual de puntos">
      <AdjustForm idgrupo={props.idgrupo} idusuario={props.idusuario} done={props.onClose} />
    </FormDialog>
  );
}
