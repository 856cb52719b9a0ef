import { type Customer, CustomerFieldsSchema } from '@ac/shared';
import { Alert, Checkbox, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormGrid } from '../../kit/form-grid';
import { PostalCodeInput } from '../../kit/postal-code-input';
import { RecordLink } from '../../kit/record-link';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { saveResource } from '../../kit/save-resource';
import { useResourceForm } from '../../kit/use-resource-form';
import { HttpError } from '../../lib/http';
import { CUSTOMER_SAVE_PATHS, customerKeys, useCodeProposal } from './api';

interface CustomerFormProps extends RecordFormProps<Customer> {
  /** Editing this customer; without it the form creates one in `idgrupo`. */
  customer?: Customer;
  idgrupo?: number;
}

/** The customer's data: the create dialog (with the proposed code) and the Datos tab. */
export function CustomerForm({ customer, idgrupo = 0, onSaved, ...frame }: CustomerFormProps) {
  const proposal = useCodeProposal(customer ? 0 : idgrupo);
  const proposed = proposal.data?.codigo;
  // A NIF another customer has: the server names that customer; saving again needs a deliberate tick.
  const [duplicate, setDuplicate] = useState<{
    id: number;
    codigo: number;
    nombre: string;
    nif: string;
  } | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const form = useResourceForm({
    schema: CustomerFieldsSchema,
    initial: customer ?? { idgrupo },
    onSubmit: async (values) => {
      // Left as proposed, the server assigns the next free code itself (safe when two create at once).
      const body = !customer && values.codigo === proposed ? { ...values, codigo: undefined } : values;
      const deliberate = confirmed && duplicate?.nif === values.nif;
      try {
        return await saveResource<Customer>(
          CUSTOMER_SAVE_PATHS,
          deliberate ? { ...body, confirmarDuplicado: true } : body,
          customer,
        );
      } catch (error) {
        if (!customer) void proposal.refetch();
        if (error instanceof HttpError && error.duplicado) {
          setDuplicate({ ...error.duplicado, nif: values.nif });
          setConfirmed(false);
        }
        throw error;
      }
    },
    invalidates: [customerKeys.lists()],
    notice: (saved) => (customer ? 'Cliente guardado' : `Cliente creado con el código ${saved.codigo}`),
    onSaved,
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
      {duplicate && duplicate.nif === form.values.nif ? (
        <Alert color="yellow" variant="light" mb="sm" title="NIF repetido">
          <Stack gap={6}>
            <Text size="sm">
              Ábralo para comprobar que no es el mismo cliente:{' '}
              <RecordLink kind="cliente" id={duplicate.id}>
                {duplicate.nombre} (código {duplicate.codigo})
              </RecordLink>
            </Text>
            <Checkbox
              label="Es otro cliente con el mismo NIF: guardarlo igualmente"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      ) : null}
      <FormGrid wide>
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
        <PostalCodeInput form={form} />
        <TextInput label="Población" {...form.text('poblacion')} />
        <TextInput label="Provincia" {...form.text('provincia')} />
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
