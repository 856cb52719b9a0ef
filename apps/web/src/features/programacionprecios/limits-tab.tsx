import { type PriceLimit, PriceLimitFieldsSchema, PriceLimitSchema } from '@ac/shared/programacionprecios';
import { NumberInput } from '@mantine/core';
import { DialogForm, type DialogFormProps, useDialogForm } from '../../kit/dialog-form';
import { EditableList } from '../../kit/editable-list';
import { FormGrid } from '../../kit/form-grid';
import { resourceKeys } from '../../kit/query-keys';
import { ResourceSelect, useWholeList } from '../../kit/resource-select';
import { productSource } from '../../kit/sources';
import { LIMITS_PATH } from './api';
import { price3 } from './price-grid';

const limitKeys = resourceKeys(LIMITS_PATH);

function LimitForm({ idgrupo, ...frame }: DialogFormProps<PriceLimit, { idgrupo: number }>) {
  const form = useDialogForm({
    ...frame,
    schema: PriceLimitFieldsSchema,
    paths: LIMITS_PATH,
    fresh: { idgrupo },
    invalidates: [limitKeys.all],
    toast: { created: 'Límites guardados', saved: 'Límites guardados' },
  });
  // New limits are for a fuel that has none: the others are listed as taken (the server would refuse them).
  const existing = useWholeList<PriceLimit>(
    frame.existing
      ? null
      : {
          kind: 'list',
          path: LIMITS_PATH,
          params: { idgrupo, limit: 500 },
          value: (l) => l.idproducto,
          label: (l) => l.producto,
        },
  );
  const money = {
    decimalScale: 3,
    fixedDecimalScale: true,
    decimalSeparator: ',',
    hideControls: true,
    suffix: ' €',
  };
  return (
    <DialogForm form={form} resource="precio" label="Límites de precio">
      <FormGrid cols={3}>
        <ResourceSelect
          label="Producto"
          required
          disabled={!!frame.existing}
          // The fuels, whose prices the grid schedules (a café has no pump price to mistype).
          source={productSource(idgrupo, { familia: 'carburante' })}
          taken={{ ids: existing.data?.map((l) => l.idproducto) ?? [], note: 'ya tiene límites' }}
          {...form.id('idproducto')}
        />
        <NumberInput label="Mínimo" required {...money} {...form.number('minimo')} />
        <NumberInput label="Máximo" required {...money} {...form.number('maximo')} />
      </FormGrid>
    </DialogForm>
  );
}

/** The lowest and highest price each product may be given: a price outside them is refused (typos). */
export function LimitsTab({ idgrupo }: { idgrupo: number }) {
  return (
    <EditableList<PriceLimit>
      id="programacionprecios-limites"
      prefix="l."
      path={LIMITS_PATH}
      schema={PriceLimitSchema}
      resource="precio"
      workArea={{ grupo: 'idgrupo' }}
      defaultSort="id"
      searchable={false}
      columns={[
        { key: 'producto', header: 'Producto' },
        { key: 'minimo', header: 'Mínimo', render: (l) => price3(l.minimo), value: (l) => l.minimo },
        { key: 'maximo', header: 'Máximo', render: (l) => price3(l.maximo), value: (l) => l.maximo },
      ]}
      rowLabel={(l) => `Abrir límites de ${l.producto}`}
      emptyText="Ningún producto tiene límites."
      newLabel="Nuevos límites"
      editTitle={(l) => `Límites de ${l.producto}`}
      modalSize={() => 'lg'}
      form={(l, done) => <LimitForm existing={l} idgrupo={idgrupo} done={done} />}
      name={(l) => l.producto}
      deleteWhat={(l) => `los límites de ${l.producto}`}
      deletedMessage="Límites eliminados"
    />
  );
}
