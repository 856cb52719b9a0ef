import { type AppUser, AppUserSchema } from '@ac/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yesNoFilter } from './list-page';
import { RecordListPage } from './record-list-page';
import { appUser, type FakeRequest, fakeApi, renderPage, signIn } from './test-support';

function start(permissions: Parameters<typeof signIn>[0]): Promise<FakeRequest[]> {
  return signIn(permissions).then(() =>
    fakeApi((req) =>
      req.path === '/v1/users'
        ? { body: { total: 2, totalcapped: false, users: [appUser(1, 'Ana'), appUser(2, 'Luis')] } }
        : undefined,
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

function Users({ chooseGroup }: { chooseGroup?: boolean }) {
  return (
    <RecordListPage<AppUser>
      route="usuarios"
      title="Gestión de Usuarios"
      description="Usuarios de la app."
      path="/v1/users"
      schema={AppUserSchema}
      defaultSort="nombre"
      filters={[yesNoFilter('activo', 'Activo')]}
      columns={[{ key: 'nombre', header: 'Nombre', sort: true }]}
      rowLabel={(u) => `Abrir usuario ${u.nombre}`}
      chooseGroup={
        chooseGroup ? { title: 'Elija un grupo', text: 'Los usuarios son de un grupo.' } : undefined
      }
      create={{ permission: 'can_create_usuario', label: 'Nuevo usuario', form: () => <p>Formulario</p> }}
    />
  );
}

describe('a record list page', { timeout: 20_000 }, () => {
  it('shows its heading and rows; a row opens the record at /{route}/{id}', async () => {
    await start(['can_view_usuario']);
    const { router } = renderPage(<Users />, {
      path: '/usuarios',
      others: [{ path: '/usuarios/:id', element: <p>Detalle</p> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('row', { name: 'Abrir usuario Luis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/2'));
  });

  it('offers "Nuevo …" with the create permission; its dialog holds the form', async () => {
    await start(['can_view_usuario', 'can_create_usuario']);
    renderPage(<Users />, { path: '/usuarios' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    expect(await screen.findByText('Formulario')).toBeTruthy();
  });

  it('with chooseGroup and no group in the work area, asks for a group instead of listing', async () => {
    const calls = await start(['can_view_usuario']);
    renderPage(<Users chooseGroup />, { path: '/usuarios' });
    expect(await screen.findByText('Elija un grupo')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/users')).toBe(false);
  });
});
