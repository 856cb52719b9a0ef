import { type Customer, CustomerFieldsSchema } from '@ac/shared';
import { NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { FormGrid } from '../../kit/form-grid';
import { notifySuccess } from '../../kit/notify';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { CUSTOMER_SAVE_PATHS, CUSTOMERS_PATH, codeTakenAsFieldError, useCodeProposal } from './api';

type Fields = z.input<typeof CustomerFieldsSchema>;

const fieldsOf = (c: Customer): Fields => ({
  idgrupo: c.idgrupo,
  codigo: c.codigo,
  nombre: c.nombre,
  nombrecomercial: c.nombrecomercial,
  nif: c.nif,
  direccion: c.direccion,
  poblacion: c.poblacion,
  provincia: c.provincia,
  codigopostal: c.codigopostal,
  pais: c.pais,
  telefono: c.telefono,
  email: c.email,
  contado: c.contado,
  activo: c.activo,
  observaciones: c.observaciones,
});

const emptyCustomer = (idgrupo: number): Fields => ({
  idgrupo,
  codigo: undefined,
  nombre: '',
  nombrecomercial: '',
  nif: '',
  direccion: '',
  poblacion: '',
  provincia: '',
  codigopostal: '',
  pais: 'ES',
  telefono: '',
  email: '',
  contado: false,
  activo: true,
  observaciones: '',
});

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
    initial: customer ? fieldsOf(customer) : emptyCustomer(idgrupo),
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
    invalidates: [CUSTOMERS_PATH],
    onSaved: (saved) => {
      const c = saved as Customer;
      notifySuccess(customer ? 'Cliente guardado' : `Cliente creado con el código ${c.codigo}`);
      onSaved(c);
    },
  });

  // The proposed code fills the field (until the user types another one).
  const applied = useRef<number | undefined>(undefined);
  const { setValue, values } = form;
  useEffect(() => {
    if (customer || proposed === undefined) return;
    if (values.codigo === undefined || values.codigo === applied.current) {
      applied.current = proposed;
      setValue('codigo', proposed);
    }
  }, [customer, proposed, values.codigo, setValue]);

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
          {...form.field<string | number>('codigo', (v) => (v === '' ? undefined : Number(v)))}
          value={form.values.codigo ?? ''}
        />
        <TextInput label="Razón social" required data-autofocus {...form.text('nombre')} />
        <TextInput label="Nombre comercial" {...form.text('nombrecomercial')} />
        <TextInput
          label="NIF / NIE / CIF"
          required
          {...form.text('nif')}
          onChange={(e) => form.setValue('nif', e.currentTarget.value.toUpperCase())}
        />
        <TextInput label="Teléfono" type="tel" {...form.text('telefono')} />
        <TextInput label="Correo electrónico" type="email" {...form.text('email')} />
        <TextInput label="Dirección" {...form.text('direccion')} />
        <TextInput label="Población" {...form.text('poblacion')} />
        <TextInput label="Provincia" {...form.text('provincia')} />
        <TextInput label="Código postal" inputMode="numeric" maxLength={5} {...form.text('codigopostal')} />
        <TextInput
          label="País"
          maxLength={2}
          {...form.text('pais')}
          onChange={(e) => form.setValue('pais', e.currentTarget.value.toUpperCase())}
        />
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
