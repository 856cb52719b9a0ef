import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, signIn } from '../../kit/test-support';
import AuditoriaPage from './auditoria-page';

const PAYMENT = {
  id: 9,
  fecha: '2026-11-20T10:15:00.000Z',
  idusuario: 5,
  usuario: 'u5@correo-demo.es',
  accion: 'pago_movil',
  recurso: 'app',
  detalle: 'Pago de repostaje desde la app',
  ip: '88.1.2.3',
  dispositivo: 'Android 15',
};

afterEach(() => vi.unstubAllGlobals());

describe('the app log of Auditoría', { timeout: 20_000 }, () => {
  it("has its own filters: the web tab's record kind is dropped, a mobile payment can be chosen", async () => {
    await signIn(['can_view_auditoria']);
    const calls = fakeApi((req) => {
      if (req.path === '/v1/audit/resources')
        return { body: { resources: [{ recurso: 'cliente', nombre: 'Cliente' }] } };
      if (req.path === '/v1/audit/web') return { body: { web: [] } };
      if (req.path === '/v1/audit/app')
        return { body: { app: req.query.get('accion') === 'pago_movil' ? [PAYMENT] : [] } };
      return undefined;
    });
    const { router } = renderPage(<AuditoriaPage />, {
      path: '/auditoria',
      url: '/auditoria?usuario=u5%40&recurso=cliente&accion=modificacion',
    });
    expect(await screen.findByRole('textbox', { name: 'Tipo de registro' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'App' }));
    await waitFor(() => expect(router.state.location.search).toBe('?usuario=u5%40&tab=app'));
    // The app's rows are all of one kind: no record kind to choose, and none asked for.
    expect(screen.queryByRole('textbox', { name: 'Tipo de registro' })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/audit/app')).toBe(true));
    const asked = calls.filter((c) => c.path === '/v1/audit/app');
    expect(asked.every((c) => !c.query.has('recurso') && !c.query.has('accion'))).toBe(true);
    expect(asked.at(-1)?.query.get('usuario')).toBe('u5@');

    // The app's actions, in Spanish; none of the staff's own.
    fireEvent.click(screen.getByRole('textbox', { name: 'Acción' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual([
      'Alta de vehículo',
      'Cambio de contraseña',
      'Canje',
      'Consulta de puntos',
      'Inicio de sesión',
      'Pago desde el móvil',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Pago desde el móvil' }));
    await waitFor(() => expect(router.state.location.search).toContain('accion=pago_movil'));
    expect(await screen.findByRole('cell', { name: 'Pago de repostaje desde la app' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Pago desde el móvil' })).toBeTruthy();
    expect(calls.at(-1)?.query.get('accion')).toBe('pago_movil');

    // Back on the web tab, the app's own action is not one of its filters.
    fireEvent.click(screen.getByRole('tab', { name: 'Web' }));
    await waitFor(() => expect(router.state.location.search).toBe('?usuario=u5%40'));
  });
});
