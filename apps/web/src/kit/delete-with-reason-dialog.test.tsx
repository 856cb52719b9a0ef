import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteWithReasonDialog } from './delete-with-reason-dialog';
import { type FakeRequest, fakeApi, renderPage, signIn } from './test-support';

let calls: FakeRequest[];
let answer: { status: number; body: unknown };

beforeEach(async () => {
  await signIn(['can_delete_usuario']);
  answer = { status: 200, body: {} };
  calls = fakeApi((req) => (req.method === 'DELETE' ? answer : undefined));
});
afterEach(() => vi.unstubAllGlobals());

function Page({ onDeleted }: { onDeleted: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <DeleteWithReasonDialog
      opened={opened}
      onClose={() => setOpened(false)}
      path="/v1/users"
      id={12}
      what="el usuario Ana López"
      successMessage="Usuario eliminado"
      onDeleted={onDeleted}
    />
  );
}

const reason = () => screen.getByRole('textbox', { name: /Motivo/ });
const deleteButton = () => screen.getByRole('button', { name: 'Eliminar' });

describe('delete with a reason', () => {
  it('refuses a reason shorter than 3 characters and sends nothing', async () => {
    renderPage(<Page onDeleted={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(screen.getByText(/Va a eliminar el usuario Ana López/)).toBeTruthy();
    fireEvent.click(deleteButton());
    expect(await screen.findByText('Indique el motivo (al menos 3 caracteres)')).toBeTruthy();
    fireEvent.change(reason(), { target: { value: ' ab ' } });
    fireEvent.click(deleteButton());
    expect(screen.getByText('Indique el motivo (al menos 3 caracteres)')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('sends DELETE with the id and the trimmed reason, then closes', async () => {
    const onDeleted = vi.fn();
    renderPage(<Page onDeleted={onDeleted} />);
    await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    fireEvent.change(reason(), { target: { value: '  Alta duplicada  ' } });
    fireEvent.click(deleteButton());
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(sent?.path).toBe('/v1/users');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ id: '12', description: 'Alta duplicada' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar eliminación' })).toBeNull());
  });

  it('shows why the API refused, and stays open with the reason typed', async () => {
    answer = {
      status: 409,
      body: {
        errorCode: 7,
        message: 'El usuario tiene tarjetas activas: desactívelas antes.',
        reason: 'related',
      },
    };
    const onDeleted = vi.fn();
    renderPage(<Page onDeleted={onDeleted} />);
    await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    fireEvent.change(reason(), { target: { value: 'Baja pedida por el cliente' } });
    fireEvent.click(deleteButton());
    expect(await screen.findByText('El usuario tiene tarjetas activas: desactívelas antes.')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    expect((reason() as HTMLTextAreaElement).value).toBe('Baja pedida por el cliente');
  });

  it('asks before Esc drops a typed reason', async () => {
    renderPage(<Page onDeleted={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    fireEvent.change(reason(), { target: { value: 'Baja pedida' } });
    fireEvent.keyDown(reason(), { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar eliminación' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});
