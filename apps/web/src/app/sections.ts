import type { Permission } from '@ac/shared';
import { ajustesgeneralesSection } from '../features/ajustesgenerales';
import { ambitoSection } from '../features/ambito';
import { asignaciontarifasSection } from '../features/asignaciontarifas';
import { auditoriaSection } from '../features/auditoria';
import { clientesSection } from '../features/clientes';
import { conexionbancariaSection } from '../features/conexionbancaria';
import { configuracionSection } from '../features/configuracion';
import { fidelizacionSection } from '../features/fidelizacion';
import { gestioncuentasSection } from '../features/gestioncuentas';
import { gruposproductosSection } from '../features/gruposproductos';
import { novedadesSection } from '../features/novedades';
import { operacioncreditoSection } from '../features/operacioncredito';
import { operacionfidelizacionSection } from '../features/operacionfidelizacion';
import { programacionpreciosSection } from '../features/programacionprecios';
import { relacionproductosSection } from '../features/relacionproductos';
import { tarifasclientesSection } from '../features/tarifasclientes';
import { tarifasdescuentoSection } from '../features/tarifasdescuento';
import { terminalesSection } from '../features/terminales';
import { usuariosSection } from '../features/usuarios';
import { valesSection } from '../features/vales';
import { vehiculosSection } from '../features/vehiculos';
import type { SectionDeclaration } from '../kit/section';

/** Every section of the app. The router and its guards are generated from this list. */
export const SECTIONS: SectionDeclaration[] = [
  clientesSection,
  usuariosSection,
  asignaciontarifasSection,
  vehiculosSection,
  gruposproductosSection,
  relacionproductosSection,
  tarifasdescuentoSection,
  tarifasclientesSection,
  programacionpreciosSection,
  operacioncreditoSection,
  operacionfidelizacionSection,
  valesSection,
  fidelizacionSection,
  novedadesSection,
  gestioncuentasSection,
  ambitoSection,
  conexionbancariaSection,
  terminalesSection,
  auditoriaSection,
  configuracionSection,
  ajustesgeneralesSection,
];

export type MenuIcon =
  | 'home'
  | 'clientes'
  | 'equivalencias'
  | 'precios'
  | 'operaciones'
  | 'fidelizacion'
  | 'novedades'
  | 'cuentas'
  | 'ambito'
  | 'pasarelas'
  | 'terminales'
  | 'auditoria';

export interface MenuEntry {
  label: string;
  section: SectionDeclaration;
}

/** The sidebar of spec §2: groups, a heading, and single entries. */
export type MenuItem =
  | { kind: 'single'; label: string; to: string; icon: MenuIcon; permission?: Permission }
  | {
      kind: 'group';
      id: string;
      label: string;
      icon: MenuIcon;
      entries: MenuEntry[];
      /** Sections without an entry of their own that are reached from this group's pages. */
      related?: SectionDeclaration[];
    }
  | { kind: 'heading'; label: string; permission: Permission };

const single = (section: SectionDeclaration, label: string, icon: MenuIcon): MenuItem => ({
  kind: 'single',
  label,
  to: `/${section.route}`,
  icon,
  permission: section.permission,
});

/** A group of sections; its id is also its icon. */
const group = (
  id: MenuIcon,
  label: string,
  entries: MenuEntry[],
  related?: SectionDeclaration[],
): MenuItem => ({
  kind: 'group',
  id,
  label,
  icon: id,
  entries,
  related,
});

export const MENU: MenuItem[] = [
  { kind: 'single', label: 'Inicio', to: '/home', icon: 'home' },
  group('clientes', 'Clientes', [
    { label: 'Gestión de Clientes', section: clientesSection },
    { label: 'Gestión de Usuarios', section: usuariosSection },
    { label: 'Asignación Tarifas', section: asignaciontarifasSection },
    { label: 'Gestión de Vehículos', section: vehiculosSection },
  ]),
  group('equivalencias', 'Equivalencias', [
    { label: 'Productos de Grupo', section: gruposproductosSection },
    { label: 'Relación de Productos', section: relacionproductosSection },
  ]),
  // The spec's menu has only Tarifas Descuento; Tarifas clientes and Programación de precios are reached
  // from it, and the group stays open and marked on their pages.
  group(
    'precios',
    'Precios',
    [{ label: 'Tarifas Descuento', section: tarifasdescuentoSection }],
    [tarifasclientesSection, programacionpreciosSection],
  ),
  group('operaciones', 'Operaciones', [
    { label: 'Crédito', section: operacioncreditoSection },
    { label: 'Fidelización', section: operacionfidelizacionSection },
    { label: 'Vales', section: valesSection },
  ]),
  group('fidelizacion', 'Fidelización', [{ label: 'Reglas de Fidelización', section: fidelizacionSection }]),
  group('novedades', 'Novedades', [{ label: 'Noticias y novedades', section: novedadesSection }]),
  { kind: 'heading', label: 'Configuración', permission: 'can_view_configuracion' },
  single(gestioncuentasSection, 'Gestión de Cuentas', 'cuentas'),
  single(ambitoSection, 'Ámbito', 'ambito'),
  single(conexionbancariaSection, 'Pasarelas de pago', 'pasarelas'),
  single(terminalesSection, 'Terminales', 'terminales'),
  single(auditoriaSection, 'Auditoría', 'auditoria'),
];

/** The menu as a user with `can` sees it: entries without permission and empty groups removed. */
export function visibleMenu(can: (permission: Permission) => boolean): MenuItem[] {
  const items: MenuItem[] = [];
  for (const [i, item] of MENU.entries()) {
    if (item.kind === 'group') {
      const entries = item.entries.filter((e) => can(e.section.permission));
      if (entries.length) items.push({ ...item, entries });
    } else if (item.kind === 'heading') {
      // Its own permission (spec §6), or any entry under it: they must not seem to belong to the group above.
      const under = MENU.slice(i + 1).filter((m) => m.kind === 'single');
      if (can(item.permission) || under.some((m) => !m.permission || can(m.permission))) items.push(item);
    } else if (!item.permission || can(item.permission)) {
      items.push(item);
    }
  }
  return items;
}

/** The group holding the route of `pathname` (e.g. "/usuarios/7" → "clientes"). */
export function groupForPath(pathname: string): string | null {
  const route = pathname.split('/').filter(Boolean)[0];
  if (!route) return null;
  for (const item of MENU) {
    if (item.kind !== 'group') continue;
    const sections = [...item.entries.map((e) => e.section), ...(item.related ?? [])];
    if (sections.some((s) => s.route === route)) return item.id;
  }
  return null;
}
