import { Badge, Group } from '@mantine/core';

const LABELS = {
  masculine: { active: 'Activo', inactive: 'Inactivo', blocked: 'Bloqueado' },
  feminine: { active: 'Activa', inactive: 'Inactiva', blocked: 'Bloqueada' },
};

/** The "Estado" cell of a row: active or not, and blocked; `lead` goes first (e.g. "Principal"). */
export function StateBadges(props: {
  active: boolean;
  blocked?: boolean;
  /** Agrees with the noun: "tarjeta activa", "vehículo activo". */
  gender: keyof typeof LABELS;
  lead?: string | false;
}) {
  const text = LABELS[props.gender];
  return (
    // A narrow table column must not hide the second badge (the theme keeps each badge whole).
    <Group gap={4} wrap="nowrap" miw="max-content">
      {props.lead ? (
        <Badge size="xs" radius="sm" color="blue">
          {props.lead}
        </Badge>
      ) : null}
      <Badge size="xs" radius="sm" variant="light" color={props.active ? 'teal' : 'gray'}>
        {props.active ? text.active : text.inactive}
      </Badge>
      {props.blocked ? (
        <Badge size="xs" radius="sm" variant="light" color="red">
          {text.blocked}
        </Badge>
      ) : null}
    </Group>
  );
}
