import { type AppUser, AppUserSchema } from '@ac/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListPage, YES_NO } from './list-page';
import { appUser, type FakeRequest, fakeApi, renderPage, signIn } from './test-support';

let calls: FakeRequest[];
beforeEach(async () => {
  await signIn(['can_view_usuario']);
  calls = fakeApi((req) =>
    req.path === '/v1/users'
      ? { body: { total: 120, totalcapped: false, users: [appUser(1, 'Ana'), appUser(2, 'Luis')] } }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function Users() {
  return (
    <ListPage<AppUser>
      id="usuarios-test"
      path="/v1/users"
      schema={AppUserSchema}
      defaultSort="nombre"
      filters={[
        { kind: 'select', key: 'activo', label: 'Activo', options: YES_NO, default: 'true' },
        { kind: 'switch', key: 'verificado', label: 'Verificados' },
      ]}
      columns={[
        { key: 'nombre', header: 'Nombre', sort: true },
        { key: 'puntos', header: 'Puntos', type: 'number', sort: true },
      ]}
      rowKey={(u) => u.id}
    />
  );
}

const lastQuery = () => Object.fromEntries(calls.filter((c) => c.path === '/v1/users').at(-1)?.query ?? []);

describe('a list page filter', () => {
  it('says what an empty filter lets through, agreeing with its label', async () => {
    renderPage(
      <ListPage<AppUser>
        id="usuarios-test"
        path="/v1/users"
        schema={AppUserSchema}
        filters={[
          { kind: 'select', key: 'activo', label: 'Activo', options: YES_NO },
          {
            kind: 'select',
            key: 'familia',
            label: 'Familia',
            options: [{ value: 'tienda', label: 'Tienda' }],
            all: 'todas',
          },
        ]}
        columns={[{ key: 'nombre', header: 'Nombre' }]}
        rowKey={(u) => u.id}
      />,
      { path: '/usuarios' },
    );
    await screen.findByText('Ana');
    expect(screen.getByPlaceholderText('Activo: todos')).toBeTruthy();
    expect(screen.getByPlaceholderText('Familia: todas')).toBeTruthy();
  });
});

describe('a list page keeps its state in the URL', () => {
  it('reads page, size, sort, search and filters from the URL into the API query', async () => {
    renderPage(<Users />, {
      path: '/usuarios',
      url: '/usuarios?page=2&size=25&sort=-puntos&q=gil&activo=false',
    });
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(lastQuery()).toEqual({ limit: '25', offset: '25', sort: '-puntos', q: 'gil', activo: 'false' });
    expect((screen.getByRole('textbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('gil');
    expect(screen.getByText('26–50 de 120')).toBeTruthy();
  });

  it('asks for the list without a filter value or sort it does not offer (an old or hand-edited link)', async () => {
    renderPage(<Users />, { path: '/usuarios', url: '/usuarios?sort=-edad&activo=quizas&verificado=si' });
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(lastQuery()).toEqual({ limit: '50', offset: '0', sort: 'nombre', activo: 'true' });
  });

  it('applies a filter’s default when the URL says nothing; a switch filter goes to the URL', async () => {
    const { router } = renderPage(<Users />, { path: '/usuarios' });
    await screen.findByText('Ana');
    expect(lastQuery()).toMatchObject({ activo: 'true', sort: 'nombre', limit: '50', offset: '0' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verificados' }));
    await waitFor(() => expect(router.state.location.search).toContain('verificado=true'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ verificado: 'true' }));
  });

  it('puts a typed search in the URL (debounced) and goes back to page 1', async () => {
    const { router } = renderPage(<Users />, { path: '/usuarios', url: '/usuarios?page=3' });
    await screen.findByText('Ana');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'crespo' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=crespo'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'crespo', offset: '0' }));
  });

  it('sorts by a header: ascending, descending, then the default order', async () => {
    const { router } = renderPage(<Users />, { path: '/usuarios' });
    await screen.findByText('Ana');
    const header = () => screen.getByRole('button', { name: /Puntos/ });
    fireEvent.click(header());
    await waitFor(() => expect(router.state.location.search).toBe('?sort=puntos'));
    fireEvent.click(header());
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-puntos'));
    expect(screen.getByRole('columnheader', { name: /Puntos/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header());
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the URL, and a new search starts at page 1 again', async () => {
    const { router } = renderPage(<Users />, { path: '/usuarios' });
    await screen.findByText('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ offset: '50' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
