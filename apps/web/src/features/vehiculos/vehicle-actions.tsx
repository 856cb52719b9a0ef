import { type Vehicle, zPin } from '@ac/shared';
import { Button, PasswordInput } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmForm } from '../../kit/confirm-form';
import { FormDialog } from '../../kit/form-dialog';
import { notifySuccess } from '../../kit/notify';
import { Can } from '../../kit/permissions';
import { ReasonForm } from '../../kit/reason-form';
import { useDialogDirty } from '../../kit/use-unsaved-changes';
import { http } from '../../lib/http';
import { VEHICLES_PATH, vehicleKeys } from './api';

/** A PATCH of the vehicle as a mutation: toast, close, every vehicle query refreshed. */
function useVehiclePatch(path: string, done: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => http.patch(path, body, { quiet: true }),
    onSuccess: () => {
      notifySuccess(done);
      onDone();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

function BlockForm({ vehicle: live, close }: { vehicle: Vehicle; close: () => void }) {
  // What the user opened it to do, at the version they saw: a refusal (someone blocked it meanwhile)
  // refreshes the vehicle, and the dialog must not turn into the opposite action with the reason typed.
  const [vehicle] = useState(live);
  const blocking = !vehicle.bloqueado;
  const patch = useVehiclePatch(
    `${VEHICLES_PATH}/block`,
    blocking ? 'Vehículo bloqueado' : 'Vehículo desbloqueado',
    close,
  );
  return (
    <ReasonForm
      text={
        blocking
          ? `La tarjeta del vehículo ${vehicle.matricula} dejará de autorizar pagos en las estaciones. El motivo se verá en la ficha y quedará en la auditoría.`
          : `La tarjeta del vehículo ${vehicle.matricula} volverá a autorizar pagos, con sus tres intentos de PIN.`
      }
      required={blocking}
      confirmLabel={blocking ? 'Bloquear' : 'Desbloquear'}
      color={blocking ? 'red' : 'teal'}
      busy={patch.isPending}
      error={patch.error}
      onSubmit={(motivo) =>
        patch.mutate({ id: vehicle.id, bloqueado: blocking, version: vehicle.version, motivo })
      }
      onCancel={close}
    />
  );
}

function PinForm({ vehicle, close }: { vehicle: Vehicle; close: () => void }) {
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  useDialogDirty(pin !== '' || repeat !== '');
  const parsed = zPin.safeParse(pin);
  const pinError = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'PIN no válido');
  const repeatError = repeat === pin ? null : 'Los dos PIN no coinciden';
  const patch = useVehiclePatch(`${VEHICLES_PATH}/pin`, 'PIN cambiado', close);
  return (
    <ConfirmForm
      text="El PIN se guarda cifrado y no se puede consultar. Fijarlo devuelve a la tarjeta sus tres intentos."
      error={patch.error}
      onSubmit={() => {
        setTouched(true);
        if (!pinError && !repeatError) patch.mutate({ id: vehicle.id, pin, version: vehicle.version });
      }}
      onCancel={close}
      busy={patch.isPending}
      label="Guardar PIN"
    >
      <PasswordInput
        label="PIN nuevo"
        required
        inputMode="numeric"
        autoComplete="new-password"
        data-autofocus
        value={pin}
        onChange={(e) => setPin(e.currentTarget.value)}
        error={touched ? pinError : null}
      />
      <PasswordInput
        label="Repita el PIN"
        required
        inputMode="numeric"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.currentTarget.value)}
        error={touched ? repeatError : null}
      />
    </ConfirmForm>
  );
}

function DialogAction(props: {
  label: string;
  title: string;
  icon: ReactNode;
  color?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  // The title as it was when opened (the record may change under the open dialog).
  const [title, setTitle] = useState(props.title);
  const close = () => setOpened(false);
  return (
    <Can permission="can_edit_vehiculo">
      <Button
        variant="light"
        color={props.color}
        leftSection={props.icon}
        onClick={() => {
          setTitle(props.title);
          setOpened(true);
        }}
      >
        {props.label}
      </Button>
      <FormDialog opened={opened} onClose={close} title={title} size="md">
        {props.children(close)}
      </FormDialog>
    </Can>
  );
}

/** The detail's header actions: block / unblock with a reason, set the PIN. */
export function VehicleActions({ vehicle }: { vehicle: Vehicle }) {
  return (
    <>
      <DialogAction
        label={vehicle.bloqueado ? 'Desbloquear' : 'Bloquear'}
        title={`${vehicle.bloqueado ? 'Desbloquear' : 'Bloquear'} el vehículo ${vehicle.matricula}`}
        color={vehicle.bloqueado ? 'teal' : 'red'}
        icon={vehicle.bloqueado ? <IconLockOpen size={16} /> : <IconLock size={16} />}
      >
        {(close) => <BlockForm vehicle={vehicle} close={close} />}
      </DialogAction>
      <DialogAction
        label="Cambiar PIN"
        title={`PIN de la tarjeta de ${vehicle.matricula}`}
        icon={<IconKey size={16} />}
      >
        {(close) => <PinForm vehicle={vehicle} close={close} />}
      </DialogAction>
    </>
  );
}
