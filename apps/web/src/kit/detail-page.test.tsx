import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { DetailFallback, DetailPage, isLoaded } from './detail-page';
import { detailFormFrame } from './resource-form';
import { fakeApi, renderPage, signIn } from './test-support';

describe('a record detail before its data', () => {
  it('isLoaded: only with data and without pending or error', () => {
    expect(isLoaded({ isPending: true, error: null, data: undefined })).toBe(false);
    expect(isLoaded({ isPending: false, error: new Error('x'), data: { id: 1 } })).toBe(false);
    expect(isLoaded({ isPending: false, error: null, data: undefined })).toBe(false);
    expect(isLoaded({ isPending: false, error: null, data: { id: 1 } })).toBe(true);
  });

  it('DetailFallback: a loader while pending; the error and a way back to the list after', async () => {
    const pending = renderPage(
      <DetailFallback query={{ isPending: true, error: null }} title="No se ha podido abrir" backTo="/x" />,
    );
    expect(screen.getByLabelText('Cargando')).toBeTruthy();
    pending.unmount();
    renderPage(
      <DetailFallback
        query={{ isPending: false, error: new HttpError(404, 3, 'No existe el usuario') }}
        title="No se ha podido abrir el usuario"
        backTo="/usuarios"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No se ha podido abrir el usuario');
    expect(screen.getByRole('button', { name: 'Volver a la lista' })).toBeTruthy();
  });

  it('detailFormFrame: read-only without the permission; a save or Recargar reads the record again', () => {
    const record = { refetch: vi.fn() };
    expect(detailFormFrame(record, false).readOnly).toBe(true);
    const frame = detailFormFrame(record, true);
    expect(frame.readOnly).toBe(false);
    frame.onSaved();
    frame.onReload();
    expect(record.refetch).toHaveBeenCalledTimes(2);
  });
});

describe('a detail page whose record can be deleted', () => {
  afterEach(() => vi.unstubAllGlobals());
  const remove = {
    permission: 'can_delete_usuario',
    path: '/v1/users',
    id: 12,
    what: 'el usuario Ana López',
    message: 'Usuario eliminado',
  } as const;
  const page = <DetailPage back={{ to: '/usuarios', label: 'Usuarios' }} title="Ana López" remove={remove} />;

  it('has no Eliminar without the permission', async () => {
    await signIn([]);
    renderPage(page);
    expect(screen.getByRole('heading', { name: 'Ana López' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it('asks the reason, deletes the record and goes back to the list', async () => {
    await signIn(['can_delete_usuario']);
    const calls = fakeApi((req) => (req.method === 'DELETE' ? { status: 200, body: {} } : undefined));
    renderPage(page, {
      path: '/usuarios/:id',
      url: '/usuarios/12',
      others: [{ path: '/usuarios', element: <p>La lista</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(dialog.textContent).toContain('el usuario Ana López');
    fireEvent.change(screen.getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Alta duplicada' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar' }).at(-1) as HTMLElement);
    expect(await screen.findByText('La lista')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ id: '12', description: 'Alta duplicada' });
  });

  it('says why a record that cannot be deleted cannot, on a disabled Eliminar', async () => {
    await signIn(['can_delete_usuario']);
    renderPage(
      <DetailPage
        title="Ana López"
        remove={{ ...remove, blocked: 'Tiene tickets: puede desactivarse, pero no eliminarse' }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Tiene tickets: puede desactivarse, pero no eliminarse');
  });
});
