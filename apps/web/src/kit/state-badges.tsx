import { Badge, Group } from '@mantine/core';

const LABELS = {
  masculine: { active: 'Activo', inactive: 'Inactivo', blocked: 'Bloqueado' },
  feminine: { active: 'Activa', inactive: 'Inactiva', blocked: 'Bloqueada' },
};

/** A narrow table column must neither cut the badges down to "A." and "B." nor hide the second one. */
const NO_SHRINK = { flexShrink: 0 };

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
    <Group gap={4} wrap="nowrap" miw="max-content">
      {props.lead ? (
        <Badge size="xs" radius="sm" color="blue" style={NO_SHRINK}>
          {props.lead}
        </Badge>
      ) : null}
      <Badge size="xs" radius="sm" variant="light" style={NO_SHRINK} color={props.active ? 'teal' : 'gray'}>
        {props.active ? text.active : text.inactive}
      </Badge>
      {props.blocked ? (
        <Badge size="xs" radius="sm" variant="light" style={NO_SHRINK} color="red">
          {text.blocked}
        </Badge>
      ) : null}
    </Group>
  );
}
