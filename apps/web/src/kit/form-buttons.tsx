import { Button, Group } from '@mantine/core';

export interface FormButtonsProps {
  /** Without it there is no Cancelar (a form shown in a tab). */
  onCancel?: () => void;
  busy: boolean;
  /** The submit button's text. */
  label: string;
  color?: string;
}

/** The end of a form: Cancelar (disabled while saving) and the submit button, on the right. */
export function FormButtons({ onCancel, busy, label, color }: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="xs">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
      ) : null}
      <Button type="submit" color={color} loading={busy}>
        {label}
      </Button>
    </Group>
  );
}
