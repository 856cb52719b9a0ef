import { ROUTE_PERMISSIONS } from '@ac/shared';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from './guards';
import { routes } from './router';
import { groupForPath, MENU, SECTIONS, visibleMenu } from './sections';

const appRoutes = routes.find((r) => r.path === '/')?.children ?? [];

describe('routes generated from the sections', () => {
  it('guard every path of every section, parameterised ones too, with its view permission', () => {
    for (const section of SECTIONS) {
      for (const path of section.paths) {
        const route = appRoutes.find((r) => r.path === path);
        expect(route, path).toBeDefined();
        const element = route?.element as ReactElement<{ permission: string }>;
        expect(isValidElement(element) && element.type === RequirePermission, path).toBe(true);
        expect(element.props.permission, path).toBe(section.permission);
      }
    }
  });

  it('use the permissions of the spec route table', () => {
    for (const [path, permission] of Object.entries(ROUTE_PERMISSIONS)) {
      const section = SECTIONS.find((s) => `/${s.route}` === path);
      expect(section?.permission, path).toBe(permission);
    }
  });

  it('land on #/home (spec §2 `home`): the root and unknown paths redirect there', () => {
    const target = (r: (typeof routes)[number] | undefined) =>
      (r?.element as ReactElement<{ to: string }> | undefined)?.props.to;
    expect(appRoutes.some((r) => r.path === 'home')).toBe(true);
    expect(target(appRoutes.find((r) => r.index))).toBe('/home');
    expect(target(routes.find((r) => r.path === '*'))).toBe('/home');
  });

  it('give usuarios/:id the same guard as usuarios', () => {
    const detail = appRoutes.find((r) => r.path === 'usuarios/:id')?.element as ReactElement<{
      permission: string;
    }>;
    expect(detail.props.permission).toBe('can_view_usuario');
  });
});

describe('the sidebar menu', () => {
  it('shows the operator only the entries of their permissions', () => {
    const operator = new Set([
      'can_view_cliente',
      'can_view_vehiculo',
      'can_view_operacionescredito',
      'can_view_operacionesfidelizacion',
      'can_view_vale',
    ]);
    const labels = visibleMenu((p) => operator.has(p)).flatMap((item) =>
      item.kind === 'group' ? [item.label, ...item.entries.map((e) => e.label)] : [item.label],
    );
    expect(labels).toEqual([
      'Inicio',
      'Clientes',
      'Gestión de Clientes',
      'Gestión de Vehículos',
      'Operaciones',
      'Crédito',
      'Fidelización',
      'Vales',
    ]);
  });

  it('heads the configuration entries someone may see even without can_view_configuracion', () => {
    const auditor = new Set(['can_view_auditoria', 'can_view_novedad']);
    const labels = visibleMenu((p) => auditor.has(p)).map((item) => item.label);
    expect(labels).toEqual(['Inicio', 'Novedades', 'Configuración', 'Auditoría']);
    expect(visibleMenu(() => false).map((item) => item.label)).toEqual(['Inicio']);
  });

  it('has the 18 permission-driven slots of the spec (12 group entries, the heading, 5 entries)', () => {
    const entries = MENU.flatMap((item) => (item.kind === 'group' ? item.entries.map((e) => e.label) : []));
    const singles = MENU.filter((item) => item.kind === 'single').map((item) => item.label);
    const headings = MENU.filter((item) => item.kind === 'heading').map((item) => item.label);
    expect(entries).toHaveLength(12);
    expect(headings).toEqual(['Configuración']);
    expect(singles).toEqual([
      'Inicio',
      'Gestión de Cuentas',
      'Ámbito',
      'Pasarelas de pago',
      'Terminales',
      'Auditoría',
    ]);
  });

  it('marks the group of the page, also on pages reached from a group without an entry of their own', () => {
    expect(groupForPath('/usuarios/7')).toBe('clientes');
    expect(groupForPath('/tarifasdescuento')).toBe('precios');
    expect(groupForPath('/tarifasclientes')).toBe('precios');
    expect(groupForPath('/programacionprecios/3')).toBe('precios');
    expect(groupForPath('/terminales')).toBeNull();
    expect(groupForPath('/')).toBeNull();
  });
});
