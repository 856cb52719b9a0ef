import { CustomerSchema, LIMIT_UNITS, VEHICLE_TYPES, type Vehicle, VehicleFieldsSchema } from '@ac/shared';
import {
  MultiSelect,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SPANISH_AMOUNT } from '../../kit/amount-input';
import { FormGrid } from '../../kit/form-grid';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { customerSource } from '../../kit/sources';
import { useRecordForm } from '../../kit/use-record-form';
import { http } from '../../lib/http';
import { useCatalogue, VEHICLES_PATH, vehicleKeys } from './api';
import { VEHICLE_TYPE_LABELS } from './vehiculos-format';

interface VehicleFormProps extends RecordFormProps<Vehicle> {
  /** Editing this vehicle; without it the form creates one for a customer of `idgrupo`. */
  vehicle?: Vehicle;
  idgrupo?: number;
}

/** The customer's group (for its product catalogue) when only the customer is known. */
function useCustomerGroup(idcliente: number | null, known: number) {
  return useQuery({
    queryKey: ['v1/customers', 'grupo', idcliente],
    enabled: Boolean(idcliente) && !known,
    queryFn: async ({ signal }) =>
      CustomerSchema.pick({ idgrupo: true }).parse(
        await http.get('/v1/customers', { query: { id: idcliente! }, signal, quiet: true }),
      ).idgrupo,
  }).data;
}

/** The vehicle's data, card and limits: the create dialog and the Datos tab. */
export function VehicleForm({ vehicle, idgrupo = 0, onSaved, ...frame }: VehicleFormProps) {
  const form = useRecordForm({
    schema: VehicleFieldsSchema,
    record: vehicle,
    blank: {},
    path: VEHICLES_PATH,
    invalidates: [vehicleKeys.lists()],
    notices: ['Vehículo guardado', 'Vehículo creado'],
    onSaved,
  });
  const idcliente = (form.values.idcliente as number | null) ?? null;
  const grupo = useCustomerGroup(idcliente, vehicle ? 0 : idgrupo) ?? idgrupo;
  const catalogue = useCatalogue(grupo);
  const chosen = ((form.values.productos as number[] | undefined) ?? []).map(String);
  const products = [
    ...catalogue.rows
      .filter((p) => p.activo)
      .map((p) => ({ value: String(p.idproducto), label: `${p.codigo} · ${p.descripcion}` })),
    // Chosen ones the catalogue does not list (inactive, or not readable by this user) still show.
    ...chosen
      .filter((id) => !catalogue.rows.some((p) => p.activo && String(p.idproducto) === id))
      .map((id) => ({ value: id, label: catalogue.name(Number(id)) })),
  ];
  const unit = String(form.values.unidadlimite ?? 'euros');
  const limitProps = {
    min: 0,
    decimalScale: 2,
    ...SPANISH_AMOUNT,
    suffix: unit === 'litros' ? ' l' : ' €',
    placeholder: 'Sin límite',
  };
  const optionalText = (path: 'numerotarjeta' | 'pin') => {
    const props = form.text(path);
    // Empty means "not typed": nothing is sent.
    return {
      ...props,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        form.mantine.setFieldValue(path, e.currentTarget.value || undefined),
    };
  };
  return (
    <ResourceForm form={form} {...frame} label="Datos del vehículo" createLabel="Crear vehículo">
      <Stack gap="sm">
        <FormGrid wide>
          <ResourceSelect
            label="Cliente"
            required
            placeholder="Buscar por código, nombre o NIF…"
            source={customerSource(idgrupo || undefined)}
            disabled={Boolean(vehicle)}
            {...form.id('idcliente')}
          />
          <TextInput
            label="Matrícula"
            required
            description="1234 BCD, M-1234-AB, R 1234 BCD…"
            {...form.text('matricula')}
          />
          <Select
            label="Tipo"
            data={VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] ?? t }))}
            allowDeselect={false}
            {...form.field<string | null>('tipo')}
          />
          <TextInput label="Marca" {...form.text('marca')} />
          <TextInput label="Modelo" {...form.text('modelo')} />
          <Switch label="Activo" mt="lg" {...form.checkbox('activo')} />
        </FormGrid>

        <Text size="sm" fw={600} mt="xs">
          Tarjeta
        </Text>
        <FormGrid wide>
          <TextInput
            label={vehicle?.tarjeta ? 'Nueva tarjeta (sustituye a la actual)' : 'Número de tarjeta'}
            description={
              vehicle?.tarjeta
                ? `Actual: ${vehicle.tarjeta}. Se guarda cifrada; solo se verá enmascarada.`
                : 'Se escribe una vez: se guarda cifrada y solo se verá enmascarada.'
            }
            inputMode="numeric"
            autoComplete="off"
            {...optionalText('numerotarjeta')}
          />
          {vehicle ? null : (
            <PasswordInput
              label="PIN"
              description="De 4 a 6 cifras; después se cambia con «Cambiar PIN»."
              inputMode="numeric"
              autoComplete="new-password"
              {...optionalText('pin')}
            />
          )}
        </FormGrid>

        <Text size="sm" fw={600} mt="xs">
          Límites y productos
        </Text>
        <FormGrid wide>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Unidad de los límites
            </Text>
            <SegmentedControl
              aria-label="Unidad de los límites"
              data={LIMIT_UNITS.map((u) => ({ value: u, label: u === 'euros' ? 'Euros' : 'Litros' }))}
              value={unit}
              onChange={(v) => form.mantine.setFieldValue('unidadlimite', v)}
            />
          </Stack>
          <NumberInput label="Límite diario" {...limitProps} {...form.number('limitediario')} />
          <NumberInput label="Límite mensual" {...limitProps} {...form.number('limitemensual')} />
        </FormGrid>
        <MultiSelect
          label="Productos permitidos"
          description="Vacío = todos los productos del grupo."
          placeholder={products.length ? 'Elija productos…' : 'Elija primero el cliente'}
          data={products}
          searchable
          clearable
          value={chosen}
          onChange={(v) => form.mantine.setFieldValue('productos', v.map(Number))}
          error={form.errors.productos}
        />
        <FormGrid wide>
          <Switch
            label="Controla los kilómetros"
            description="El terminal pide los km y se comprueban"
            mt="lg"
            {...form.checkbox('controlkm')}
          />
          <NumberInput
            label="Km actuales"
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.number('kmactual')}
          />
        </FormGrid>
      </Stack>
    </ResourceForm>
  );
}
