import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MovementFilterBar, useMovementFilters } from './movement-filters';
import { fakeApi, renderPage, signIn } from './test-support';

const TYPES = [
  { value: 'cargo', label: 'Cargos' },
  { value: 'pago', label: 'Pagos' },
];

function Probe() {
  const filters = useMovementFilters('cliente', TYPES);
  return (
    <>
      <MovementFilterBar filters={filters}>
        <button type="button">Acción</button>
      </MovementFilterBar>
      <output aria-label="consulta">{JSON.stringify(filters.query)}</output>
    </>
  );
}

describe('movement filters', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    fakeApi(() => ({ body: { total: 0, locals: [] } }));
    await signIn(['can_view_operacionescredito']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads whose, station and type from the URL into the query the list sends', async () => {
    renderPage(<Probe />, { url: '/?cliente=7&local=3&tipo=pago' });
    const query = JSON.parse(screen.getByLabelText('consulta').textContent ?? '{}');
    expect(query).toMatchObject({ idcliente: 7, idlocal: 3, tipo: 'pago' });
    expect(query.datesince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Acción' })).toBeTruthy();
  });

  it('offers every station of the scope, each with its group, when no group is chosen', async () => {
    const at = (idgrupo: number, grupo: string, idlocal: number, local: string) => ({
      idcuentacomercial: 1,
      idgrupo,
      grupo,
      idempresa: idgrupo * 10,
      empresa: `Empresa ${idgrupo}`,
      idlocal,
      local,
    });
    await signIn(
      ['can_view_operacionescredito'],
      [at(1, 'Grupo Meseta', 11, 'E.S. Tordesillas'), at(2, 'Grupo Duero', 21, 'E.S. Aranda')],
    );
    renderPage(<Probe />);
    fireEvent.click(screen.getByRole('textbox', { name: 'Estación' }));
    expect(await screen.findByRole('option', { name: 'E.S. Aranda (Grupo Duero)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'E.S. Tordesillas (Grupo Meseta)' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('consulta').textContent ?? '{}').idlocal).toBe(11),
    );
  });

  it('leaves out a type the list does not offer (an old or hand-edited link)', async () => {
    renderPage(<Probe />, { url: '/?tipo=regalo' });
    expect(JSON.parse(screen.getByLabelText('consulta').textContent ?? '{}').tipo).toBeUndefined();
  });

  it('a type chosen in the bar goes to the URL and the query', async () => {
    const { router } = renderPage(<Probe />);
    // An empty filter says what it lets through.
    expect(screen.getByRole('textbox', { name: 'Estación' }).getAttribute('placeholder')).toBe('Todas');
    expect(screen.getByRole('textbox', { name: 'Tipo' }).getAttribute('placeholder')).toBe('Todos');
    fireEvent.click(screen.getByRole('textbox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cargos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=cargo'));
    expect(JSON.parse(screen.getByLabelText('consulta').textContent ?? '{}').tipo).toBe('cargo');
  });
});
