import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListOrRecord, recordIdOf } from './list-or-record';
import { renderPage } from './test-support';

const page = (url: string) =>
  renderPage(
    <ListOrRecord
      list={<p>La lista</p>}
      record={(id) => <p>{`El registro ${id}`}</p>}
      newRecord={<p>Uno nuevo</p>}
      backTo="/clientes"
    />,
    { path: '/clientes/:id?', url, others: [{ path: '/clientes', element: <p>La lista</p> }] },
  );

describe('a section route with an id', () => {
  it('takes only a record number as an id', () => {
    expect(recordIdOf('42')).toBe(42);
    for (const wrong of ['abc', '0', '-3', '1.5', '1e3', '042', ' 7']) expect(recordIdOf(wrong)).toBeNull();
  });

  it('shows the list, the record, or a new one', () => {
    page('/clientes');
    expect(screen.getByText('La lista')).toBeTruthy();
    page('/clientes/42');
    expect(screen.getByText('El registro 42')).toBeTruthy();
    page('/clientes/nueva');
    expect(screen.getByText('Uno nuevo')).toBeTruthy();
  });

  it('says an address names no record, and leads back to the list', () => {
    const { router } = page('/clientes/abc');
    expect(screen.getByRole('alert').textContent).toContain('«abc» no es el número de ningún registro.');
    fireEvent.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(router.state.location.pathname).toBe('/clientes');
  });
});
