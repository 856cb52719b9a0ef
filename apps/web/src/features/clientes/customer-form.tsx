import { type Customer, CustomerFieldsSchema } from '@ac/shared';
import { NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormGrid } from '../../kit/form-grid';
import { notifySuccess } from '../../kit/notify';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { CUSTOMER_SAVE_PATHS, codeTakenAsFieldError, customerKeys, useCodeProposal } from './api';

interface CustomerFormProps extends RecordFormProps<Customer> {
  /** Editing this customer; without it the form creates one in `idgrupo`. */
  customer?: Customer;
  idgrupo?: number;
}

/** The customer's data: the create dialog (with the proposed code) and the Datos tab. */
export function CustomerForm({ customer, idgrupo = 0, onSaved, ...frame }: CustomerFormProps) {
  const proposal = useCodeProposal(customer ? 0 : idgrupo);
  const proposed = proposal.data?.codigo;
  const form = useResourceForm({
    schema: CustomerFieldsSchema,
    initial: customer ?? { idgrupo },
    onSubmit: async (values) => {
      // Left as proposed, the server assigns the next free code itself (safe when two create at once).
      const body = !customer && values.codigo === proposed ? { ...values, codigo: undefined } : values;
      try {
        return await saveResource<Customer>(CUSTOMER_SAVE_PATHS, body, customer);
      } catch (error) {
        if (!customer) void proposal.refetch();
        throw codeTakenAsFieldError(error);
      }
    },
    invalidates: [customerKeys.lists()],
    onSaved: (saved) => {
      notifySuccess(customer ? 'Cliente guardado' : `Cliente creado con el código ${saved.codigo}`);
      onSaved(saved);
    },
  });

  // The proposed code fills the field (until the user types another one).
  const applied = useRef<number | undefined>(undefined);
  const { setValue, setDefault, values } = form;
  useEffect(() => {
    if (customer || proposed === undefined) return;
    if (values.codigo === undefined || values.codigo === applied.current) {
      applied.current = proposed;
      setDefault('codigo', proposed);
    }
  }, [customer, proposed, values.codigo, setDefault]);

  const upper = (path: 'nif' | 'pais') => ({
    ...form.text(path),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue(path, e.currentTarget.value.toUpperCase()),
  });

  return (
    <ResourceForm
      form={form}
      {...frame}
      label="Datos del cliente"
      submitLabel={customer ? 'Guardar cambios' : 'Crear cliente'}
    >
      <FormGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <NumberInput
          label="Código"
          description={
            customer
              ? undefined
              : proposal.isFetching
                ? 'Buscando el siguiente código libre…'
                : proposed !== undefined
                  ? `Propuesto: ${proposed} (siguiente código libre del grupo)`
                  : 'Se asignará el siguiente código libre'
          }
          min={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          {...form.number('codigo', undefined)}
        />
        <TextInput label="Razón social" required data-autofocus {...form.text('nombre')} />
        <TextInput label="Nombre comercial" {...form.text('nombrecomercial')} />
        <TextInput label="NIF / NIE / CIF" required {...upper('nif')} />
        <TextInput label="Teléfono" type="tel" {...form.text('telefono')} />
        <TextInput label="Correo electrónico" type="email" {...form.text('email')} />
        <TextInput label="Dirección" {...form.text('direccion')} />
        <TextInput label="Población" {...form.text('poblacion')} />
        <TextInput label="Provincia" {...form.text('provincia')} />
        <TextInput label="Código postal" inputMode="numeric" maxLength={5} {...form.text('codigopostal')} />
        <TextInput label="País" maxLength={2} {...upper('pais')} />
        <Switch
          label="Cliente de contado"
          description="Paga en el momento; sin crédito"
          mt="md"
          {...form.checkbox('contado')}
        />
        <Switch label="Activo" mt="md" {...form.checkbox('activo')} />
      </FormGrid>
      <Textarea
        label="Observaciones"
        mt="xs"
        autosize
        minRows={2}
        maxRows={6}
        {...form.text('observaciones')}
      />
    </ResourceForm>
  );
}
