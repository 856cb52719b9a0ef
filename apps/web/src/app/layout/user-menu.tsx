import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { logout } from '../../lib/logout';
import { useSession } from '../../lib/use-session';
import classes from './user-menu.module.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2)).toLocaleUpperCase('es');
}

/** The user's name in upper case with the 'Acciones' menu. */
export function UserMenu() {
  const { login } = useSession();
  const name = (login?.customer ?? '').toLocaleUpperCase('es');
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`Acciones de ${name}`}>
          <Avatar size={34} radius="xl" color="white" variant="filled" className={classes.avatar}>
            {initials(name)}
          </Avatar>
          <Text component="span" className={classes.name}>
            {name}
          </Text>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* On a phone the bar shows only the initials: the name heads the menu there. */}
        <Text className={classes.menuName}>{name}</Text>
        <Menu.Label>Acciones</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
