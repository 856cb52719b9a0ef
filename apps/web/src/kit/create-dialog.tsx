import type { Permission } from '@ac/shared';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CreateButton } from './actions';
import { FormDialog } from './form-dialog';
import type { RecordFormProps } from './resource-form';

/** The "Nuevo …" button of a list: the record's form in a dialog, then the new record's detail page. */
export function CreateDialog<T extends { id: number }>(props: {
  permission: Permission;
  /** "Nuevo cliente": the button and the dialog's title. */
  label: string;
  /** The list's route ("/clientes"): the new record opens at `${to}/${id}`. */
  to: string;
  form: (frame: RecordFormProps<T>) => ReactNode;
}) {
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <CreateButton permission={props.permission} onClick={open}>
        {props.label}
      </CreateButton>
      <FormDialog opened={opened} onClose={close} title={props.label} size="xl">
        {props.form({
          onCancel: close,
          onSaved: (saved) => {
            close();
            navigate(`${props.to}/${saved.id}`);
          },
        })}
      </FormDialog>
    </>
  );
}
