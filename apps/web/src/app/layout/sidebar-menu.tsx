import { Collapse, UnstyledButton } from '@mantine/core';
import {
  IconArrowsExchange,
  IconChevronRight,
  IconCreditCard,
  IconDeviceDesktop,
  IconGift,
  IconHome2,
  IconListSearch,
  IconNews,
  IconReceipt2,
  IconSitemap,
  IconTag,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { hasPermission } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { groupForPath, type MenuIcon, visibleMenu } from '../sections';
import classes from './sidebar-menu.module.css';

const ICONS: Record<MenuIcon, ComponentType<{ size?: number; stroke?: number }>> = {
  home: IconHome2,
  clientes: IconUsers,
  equivalencias: IconArrowsExchange,
  precios: IconTag,
  operaciones: IconReceipt2,
  fidelizacion: IconGift,
  novedades: IconNews,
  cuentas: IconUserShield,
  ambito: IconSitemap,
  pasarelas: IconCreditCard,
  terminales: IconDeviceDesktop,
  auditoria: IconListSearch,
};

interface SidebarMenuProps {
  /** Called after any entry is followed (closes the overlay). */
  onNavigate: () => void;
}

/** The sidebar menu of spec §2, each entry shown only with its view permission. */
export function SidebarMenu({ onNavigate }: SidebarMenuProps) {
  const { login } = useSession();
  const location = useLocation();
  // The group matching the current hash opens on load.
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => {
    const group = groupForPath(location.pathname);
    return new Set(group ? [group] : []);
  });
  const items = visibleMenu((p) => hasPermission(login, p));

  const toggle = (id: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav className={classes.nav} aria-label="Menú principal">
      <ul className={classes.list}>
        {items.map((item) => {
          if (item.kind === 'heading') {
            return (
              <li key={`h-${item.label}`} className={classes.heading}>
                {item.label}
              </li>
            );
          }
          const Icon = ICONS[item.icon];
          if (item.kind === 'single') {
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={classes.link}
                  onClick={() => {
                    // A single entry closes every group and the overlay.
                    setOpenGroups(new Set());
                    onNavigate();
                  }}
                >
                  <Icon size={20} stroke={1.7} />
                  <span>{item.label}</span>
                </NavLink>
              </li>
            );
          }
          const opened = openGroups.has(item.id);
          const panelId = `menu-group-${item.id}`;
          const active = groupForPath(location.pathname) === item.id;
          return (
            <li key={item.id}>
              <UnstyledButton
                className={classes.link}
                data-group-active={active || undefined}
                aria-expanded={opened}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <Icon size={20} stroke={1.7} />
                <span>{item.label}</span>
                <IconChevronRight
                  size={16}
                  className={classes.chevron}
                  data-opened={opened || undefined}
                  aria-hidden
                />
              </UnstyledButton>
              <Collapse in={opened} transitionDuration={150}>
                <ul id={panelId} className={classes.sublist} aria-label={item.label}>
                  {item.entries.map((entry) => (
                    <li key={entry.section.route}>
                      <NavLink
                        to={`/${entry.section.route}`}
                        className={classes.sublink}
                        onClick={onNavigate}
                      >
                        {entry.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Collapse>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
