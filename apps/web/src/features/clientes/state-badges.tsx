import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';

const LABELS = {
  masculine: { active: 'Activo', inactive: 'Inactivo', blocked: 'Bloqueado' },
  feminine: { active: 'Activa', inactive: 'Inactiva', blocked: 'Bloqueada' },
};

/** The "Estado" cell of a row: active or not, and blocked; `children` go first (e.g. "Principal"). */
export function StateBadges(props: {
  active: boolean;
  blocked?: boolean;
  /** Agrees with the noun: "tarjeta activa", "vehículo activo". */
  gender: keyof typeof LABELS;
  children?: ReactNode;
}) {
  const text = LABELS[props.gender];
  return (
    <Group gap={4} wrap="nowrap">
      {props.children}
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
