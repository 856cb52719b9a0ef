import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { DetailFallback, isLoaded } from './detail-page';
import { detailFormFrame } from './resource-form';
import { renderPage } from './test-support';

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
