import { Badge, Group, Tooltip } from '@mantine/core';

type Gender = 'masculine' | 'feminine';

const LABELS: Record<Gender, { active: string; inactive: string; blocked: string }> = {
  masculine: { active: 'Activo', inactive: 'Inactivo', blocked: 'Bloqueado' },
  feminine: { active: 'Activa', inactive: 'Inactiva', blocked: 'Bloqueada' },
};

/** The "Estado" cell of a row: active or not, or blocked (then only that); `lead` goes first (e.g. "Principal"). */
export function StateBadges(props: {
  active: boolean;
  blocked?: boolean;
  /** Agrees with the noun: "tarjeta activa", "vehículo activo". */
  gender: Gender;
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
      {/* Blocked says it all: "Activo" beside it left the reader unsure whether it can be used. */}
      {props.active && props.blocked ? null : (
        <Badge size="xs" radius="sm" variant="light" color={props.active ? 'teal' : 'gray'}>
          {props.active ? text.active : text.inactive}
        </Badge>
      )}
      {props.blocked ? (
        <Badge size="xs" radius="sm" variant="light" color="red">
          {text.blocked}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * The state badges of a record page's header (DetailPage's `badges`): active or not (`inactive` names the
 * other state when it is not "Inactivo": a vehicle is "De baja"), and "Bloqueado" with its reason on hover.
 */
export function HeaderStateBadges(props: {
  active: boolean;
  gender: Gender;
  inactive?: string;
  blocked?: boolean;
  /** Why it is blocked (the tooltip; "Sin motivo indicado" without one). */
  reason?: string | null;
}) {
  const text = LABELS[props.gender];
  return (
    <>
      {props.active && props.blocked ? null : (
        <Badge color={props.active ? 'teal' : 'gray'} variant="light" radius="sm">
          {props.active ? text.active : (props.inactive ?? text.inactive)}
        </Badge>
      )}
      {props.blocked ? (
        <Tooltip label={props.reason || 'Sin motivo indicado'}>
          <Badge color="red" variant="filled" radius="sm">
            {text.blocked}
          </Badge>
        </Tooltip>
      ) : null}
    </>
  );
}
