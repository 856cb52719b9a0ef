import type { Permission } from '@ac/shared';
import { ActionIcon, Button, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Can } from './permissions';

/**
 * An icon button of a table row: the tooltip shows `label`, screen readers hear `ariaLabel`. With
 * `blocked`, it does nothing and says why (tooltip and description); it stays focusable, so a keyboard
 * user hears the reason too.
 */
export function RowAction(props: {
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  loading?: boolean;
  blocked?: string;
  /** Left out of a phone-wide table (the page offers it elsewhere), so the row's own cells stay in sight. */
  hideOnPhone?: boolean;
}) {
  const reasonId = useId();
  return (
    <Tooltip label={props.blocked ?? props.label} multiline maw={280}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.ariaLabel}
        onClick={props.blocked ? undefined : props.onClick}
        loading={props.loading}
        data-disabled={!!props.blocked || undefined}
        aria-disabled={!!props.blocked || undefined}
        aria-describedby={props.blocked ? reasonId : undefined}
        data-hide-below={props.hideOnPhone ? 'sm' : undefined}
      >
        {props.icon}
        {props.blocked ? <VisuallyHidden id={reasonId}>{props.blocked}</VisuallyHidden> : null}
      </ActionIcon>
    </Tooltip>
  );
}

export interface RowMenuItem {
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A row's less frequent actions behind one "⋯" button (the table stays narrow): "Acciones de <name>".
 * Items that are `false` or `null` are left out.
 */
export function RowMenu(props: { name: string; items: (RowMenuItem | false | null | undefined)[] }) {
  const items = props.items.filter((i): i is RowMenuItem => !!i);
  if (!items.length) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${props.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((i) => (
          <Menu.Item
            key={i.label}
            leftSection={i.icon}
            color={i.color}
            disabled={i.disabled}
            onClick={i.onClick}
          >
            {i.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The red trash icon of a row ("Eliminar <name>"), only with `permission`. */
export function RowDeleteAction(props: {
  permission: Permission;
  name: string;
  onClick: () => void;
  /** Why the record cannot be deleted (it is in use): the icon does nothing and says so. */
  blocked?: string;
}) {
  return (
    <Can permission={props.permission}>
      <RowAction
        label="Eliminar"
        ariaLabel={`Eliminar ${props.name}`}
        color="red"
        icon={<IconTrash size={16} />}
        onClick={props.onClick}
        blocked={props.blocked}
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

/**
 * The "Eliminar" button of a detail page, only with `permission`; with `blocked`, disabled and saying why
 * (a tooltip, and its description for screen readers).
 */
export function DeleteButton(props: { permission: Permission; onClick: () => void; blocked?: string }) {
  const reasonId = useId();
  const button = (
    <Button
      color="red.9"
      variant="outline"
      leftSection={<IconTrash size={16} />}
      onClick={props.onClick}
      disabled={!!props.blocked}
      aria-describedby={props.blocked ? reasonId : undefined}
    >
      Eliminar
    </Button>
  );
  return (
    <Can permission={props.permission}>
      {props.blocked ? (
        <Tooltip label={props.blocked}>
          {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
          <span>
            {button}
            <VisuallyHidden id={reasonId}>{props.blocked}</VisuallyHidden>
          </span>
        </Tooltip>
      ) : (
        button
      )}
    </Can>
  );
}
