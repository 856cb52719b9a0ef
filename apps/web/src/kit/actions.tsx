import type { Permission } from '@ac/shared';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Can } from './permissions';

/** An icon button of a table row: the tooltip shows `label`, screen readers hear `ariaLabel`. */
export function RowAction(props: {
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  loading?: boolean;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.ariaLabel}
        onClick={props.onClick}
        loading={props.loading}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The red trash icon of a row ("Eliminar <name>"), only with `permission`. */
export function RowDeleteAction(props: { permission: Permission; name: string; onClick: () => void }) {
  return (
    <Can permission={props.permission}>
      <RowAction
        label="Eliminar"
        ariaLabel={`Eliminar ${props.name}`}
        color="red"
        icon={<IconTrash size={16} />}
        onClick={props.onClick}
      />
    </Can>
  );
}

/** The "Nuevo …" button of a list, only with `permission`. */
export function CreateButton(props: { permission: Permission; onClick: () => void; children: ReactNode }) {
  return (
    <Can permission={props.permission}>
      <Button leftSection={<IconPlus size={16} />} onClick={props.onClick}>
        {props.children}
      </Button>
    </Can>
  );
}

/** The "Eliminar" button of a detail page, only with `permission`. */
export function DeleteButton(props: { permission: Permission; onClick: () => void }) {
  return (
    <Can permission={props.permission}>
      <Button color="red.9" variant="outline" leftSection={<IconTrash size={16} />} onClick={props.onClick}>
        Eliminar
      </Button>
    </Can>
  );
}
