import { PointsAdjustmentSchema, type PointsMovement } from '@ac/shared';
import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { FormDialog } from '../../kit/form-dialog';
import { count } from '../../kit/format';
import { resourceKeys } from '../../kit/query-keys';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { appUserSource } from '../../kit/sources';
import { useResourceForm } from '../../kit/use-resource-form';
import { http } from '../../lib/http';
import { POINTS_PATH, pointsKeys } from './api';

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
  return (
    <ResourceForm form={form} onCancel={done} label="Ajuste de puntos" submitLabel="Registrar ajuste">
      <Stack gap="sm">
        <ResourceSelect label="Usuario" required source={appUserSource(idgrupo)} {...form.id('idusuario')} />
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
