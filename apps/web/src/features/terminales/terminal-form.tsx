import { TERMINAL_TYPES, type Terminal, TerminalFieldsSchema } from '@ac/shared/terminales';
import { Select, Switch, TextInput } from '@mantine/core';
import { FormGrid } from '../../kit/form-grid';
import { optionsOf } from '../../kit/options';
import { type RecordFormProps, ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { useRecordForm } from '../../kit/use-record-form';
import { TERMINALS_PATH, terminalKeys, useScopeStations } from './api';

/** The form's and the list's names of the stored terminal types. */
export const TYPE_OPTIONS = optionsOf(TERMINAL_TYPES);

/** The terminal's data, for the create dialog and the Datos tab. */
export function TerminalForm({
  terminal,
  idlocal,
  onSaved,
  ...frame
}: RecordFormProps<Terminal> & { terminal?: Terminal; idlocal?: number }) {
  const stations = useScopeStations();
  const form = useRecordForm({
    schema: TerminalFieldsSchema,
    record: terminal,
    blank: { idlocal: idlocal || null, tipo: TERMINAL_TYPES[0] },
    path: TERMINALS_PATH,
    invalidates: [terminalKeys.lists()],
    notices: ['Terminal guardado', 'Terminal creado'],
    onSaved,
  });
  return (
    <ResourceForm form={form} {...frame} label="Datos del terminal" createLabel="Crear terminal">
      <FormGrid wide>
        <TextInput label="Descripción" required {...form.text('descripcion')} />
        <TextInput label="Número de serie" required {...form.text('numeroserie')} />
        <ResourceSelect label="Estación" required source={stations} {...form.id('idlocal')} />
        <Select
          label="Tipo"
          required
          allowDeselect={false}
          data={TYPE_OPTIONS}
          {...form.field<string | null>('tipo')}
        />
        <TextInput label="Modelo" {...form.text('modelo')} />
        <TextInput label="Versión del software" {...form.text('versionsw')} />
        <TextInput label="Dirección IP" {...form.text('ip')} />
        <Switch label="Activo" mt="lg" {...form.checkbox('activo')} />
      </FormGrid>
    </ResourceForm>
  );
}
