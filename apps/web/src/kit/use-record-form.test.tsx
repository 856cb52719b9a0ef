import { type CommercialAccount, CommercialAccountFieldsSchema } from '@ac/shared';
import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from './notify';
import { ResourceForm } from './resource-form';
import { type FakeRequest, fakeApi, renderPage, signIn } from './test-support';
import { useCanWrite, useRecordForm } from './use-record-form';

vi.mock('./notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PATH = '/v1/comercialaccount';
let calls: FakeRequest[];

beforeEach(async () => {
  await signIn(['can_edit_permiso', 'can_create_permiso']);
  calls = fakeApi((req) =>
    req.path.startsWith(PATH) ? { body: { id: 9, ...(req.body as object), version: 2 } } : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

/** An account whose id travels as `clave` on the wire, to see `versioned` at work. */
type Keyed = CommercialAccount & { clave: number };

function AccountForm({
  account,
  saved,
  createLabel,
}: {
  account: Keyed | null;
  saved: (a: CommercialAccount) => void;
  createLabel?: string;
}) {
  const canWrite = useCanWrite('permiso', account);
  const form = useRecordForm({
    schema: CommercialAccountFieldsSchema,
    record: account,
    blank: { nombre: 'Nueva', activo: true },
    path: PATH,
    versioned: (a) => ({ id: a.clave, version: a.version }),
    body: (values) => ({ ...values, nif: values.nif?.toUpperCase() }),
    notices: ['Cuenta guardada', 'Cuenta creada'],
    onSaved: saved,
  });
  return (
    <ResourceForm form={form} readOnly={!canWrite} label="Cuenta comercial" createLabel={createLabel}>
      <TextInput label="Nombre" {...form.text('nombre')} />
      <TextInput label="NIF" {...form.text('nif')} />
    </ResourceForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('useRecordForm', { timeout: 20_000 }, () => {
  it('creates a new record from `blank` with POST path/, the body shaped, and says so', async () => {
    const saved = vi.fn();
    renderPage(<AccountForm account={null} saved={saved} />);
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Nueva');
    type('NIF', 'b12345674');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`${PATH}/`);
    expect(post?.body).toMatchObject({ nombre: 'Nueva', nif: 'B12345674' });
    expect(notifySuccess).toHaveBeenLastCalledWith('Cuenta creada');
  });

  it('updates an existing record with PATCH, its id and version as `versioned` gives them', async () => {
    const saved = vi.fn();
    const account: Keyed = {
      id: 1,
      clave: 4,
      nombre: 'Petrocentro',
      nif: 'B12345674',
      activo: true,
      version: 3,
    };
    renderPage(<AccountForm account={account} saved={saved} />);
    type('Nombre', 'Petrocentro Castilla');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PATCH'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ version: 2 })));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(PATH);
    expect(patch?.body).toMatchObject({ id: 4, version: 3, nombre: 'Petrocentro Castilla' });
    expect(notifySuccess).toHaveBeenLastCalledWith('Cuenta guardada');
  });

  it('names the submit button `createLabel` while the record is new, "Guardar cambios" once it exists', () => {
    const account: Keyed = { id: 1, clave: 4, nombre: 'Petrocentro', nif: '', activo: true, version: 3 };
    const { unmount } = renderPage(<AccountForm account={null} saved={vi.fn()} createLabel="Crear cuenta" />);
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    unmount();
    renderPage(<AccountForm account={account} saved={vi.fn()} createLabel="Crear cuenta" />);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
  });
});
