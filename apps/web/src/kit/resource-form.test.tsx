import { type CommercialAccount, CommercialAccountFieldsSchema, CommercialAccountSchema } from '@ac/shared';
import { Switch, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';
import { ResourceForm } from './resource-form';
import { saveResource } from './save-resource';
import { fakeApi, renderPage, signIn } from './test-support';
import { useRecord } from './use-record';
import { useResourceForm } from './use-resource-form';

const PATH = '/v1/comercialaccount';

/** The server's copy of the record; a test changes it as another person would. */
let stored: CommercialAccount;
/** How the next PATCH is answered (the default stores it). */
let answerPatch: ((body: Record<string, unknown>) => { status: number; body: unknown }) | null;

beforeEach(async () => {
  await signIn(['can_edit_permiso']);
  stored = { id: 4, nombre: 'Petrocentro Castilla', nif: 'B12345674', activo: true, version: 3 };
  answerPatch = null;
  fakeApi((req) => {
    if (req.path === PATH && req.method === 'GET') return { body: stored };
    if (req.path === PATH && req.method === 'PATCH') {
      const body = req.body as Record<string, unknown>;
      if (answerPatch) return answerPatch(body);
      stored = { ...stored, ...(body as object), version: stored.version + 1 };
      return { body: stored };
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function AccountForm({ account, onReload }: { account: CommercialAccount; onReload: () => void }) {
  const form = useResourceForm({
    schema: CommercialAccountFieldsSchema,
    initial: account,
    onSubmit: (values) => saveResource<CommercialAccount>(PATH, values, account),
  });
  return (
    <ResourceForm form={form} onReload={onReload} label="Cuenta comercial">
      <TextInput label="Nombre" {...form.text('nombre')} />
      <TextInput label="NIF" {...form.text('nif')} />
      <Switch label="Activa" {...form.checkbox('activo')} />
    </ResourceForm>
  );
}

/** A detail page as the sections write one: the record's query, its form keyed by version. */
function AccountPage() {
  const account = useRecord(PATH, { id: 4 }, CommercialAccountSchema);
  if (!account.data) return <p>Cargando…</p>;
  return (
    <>
      <Link to="/otra">Otra sección</Link>
      <Link to="?tab=permisos">Pestaña Permisos</Link>
      <AccountForm
        key={account.data.version}
        account={account.data}
        onReload={() => void account.refetch()}
      />
    </>
  );
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

/** The account's page once its form shows; `/otra` is another route to leave to. */
async function openAccountPage() {
  const view = renderPage(<AccountPage />, { others: [{ path: '/otra', element: <p>Otra página</p> }] });
  await screen.findByRole('textbox', { name: 'Nombre' });
  return view;
}

describe('the kit form', () => {
  it('starts from the record, picking the fields of the shared schema', async () => {
    renderPage(<AccountPage />);
    expect((await screen.findByRole('textbox', { name: 'Nombre' })).getAttribute('value')).toBe(
      'Petrocentro Castilla',
    );
    expect(input('NIF').value).toBe('B12345674');
  });

  it('checks a field when it is left, with the schema’s Spanish message', async () => {
    await openAccountPage();
    type('Nombre', 'P');
    fireEvent.blur(input('Nombre'));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeTruthy();
    expect(input('Nombre').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends only the schema fields with id and version, and keeps no error after a save', async () => {
    const calls = fakeApi((req) =>
      req.method === 'GET' ? { body: stored } : { body: { ...stored, version: 4 } },
    );
    await openAccountPage();
    type('Nombre', 'Petrocentro Duero');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      nombre: 'Petrocentro Duero',
      nif: 'B12345674',
      activo: true,
      id: 4,
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('puts the API’s 400 `fields` on their inputs', async () => {
    answerPatch = () => ({
      status: 400,
      body: { errorCode: 1, message: 'Revise los campos marcados.', fields: { nif: 'El NIF no es válido' } },
    });
    await openAccountPage();
    type('NIF', 'B00000000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El NIF no es válido')).toBeTruthy();
    expect(input('NIF').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Revise los campos marcados.');
    // The keyboard is on the field to mend, not left on the button.
    await waitFor(() => expect(document.activeElement).toBe(input('NIF')));
    // Leaving it unchanged keeps the server's reason (the browser cannot know better).
    fireEvent.blur(input('NIF'));
    expect(screen.getByText('El NIF no es válido')).toBeTruthy();
    // Typing again clears that field's error.
    type('NIF', 'B12345674');
    await waitFor(() => expect(screen.queryByText('El NIF no es válido')).toBeNull());
  });

  it('puts a 409 duplicate’s `fields` on their inputs too, keeping its message above the form', async () => {
    const message = 'Ya existe una cuenta comercial con el NIF B00000000';
    answerPatch = () => ({
      status: 409,
      body: { errorCode: 7, message, reason: 'duplicate', fields: { nif: message } },
    });
    await openAccountPage();
    type('NIF', 'B00000000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(input('NIF').getAttribute('aria-invalid')).toBe('true'));
    // The input says why (its description is the message), as for a 400; the other fields stay clean.
    const described = input('NIF').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(input('Nombre').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Recargar' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('NIF')));
  });

  it('puts the keyboard on the first field the form marks when it refuses to send', async () => {
    await openAccountPage();
    type('Nombre', 'P');
    type('NIF', 'X');
    screen.getByRole('button', { name: 'Guardar' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(input('NIF').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(input('Nombre')));
  });

  it('says a 409 (someone else changed it) and reloads the record with Recargar', async () => {
    answerPatch = () => {
      // Another person saved first: the stored copy moved on.
      stored = { ...stored, nombre: 'Petrocentro Tierra de Campos', version: 4 };
      return { status: 409, body: { errorCode: 7, message: 'Conflicto', reason: 'version' } };
    };
    await openAccountPage();
    type('Nombre', 'Mi cambio');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('modificado por otra persona');
    // The keyboard goes to what mends it (the message may be out of sight above a long form).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recargar' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(input('Nombre').value).toBe('Petrocentro Tierra de Campos'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before leaving the route with unsaved changes, and stays when told to', async () => {
    const { router } = await openAccountPage();
    type('Nombre', 'Cambio sin guardar');
    fireEvent.click(screen.getByRole('link', { name: 'Otra sección' }));
    expect(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(input('Nombre').value).toBe('Cambio sin guardar');

    // A change of tab is a way out too; this time the user leaves.
    fireEvent.click(screen.getByRole('link', { name: 'Pestaña Permisos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=permisos'));
  });

  it('lets the browser ask before closing the tab while there are unsaved changes', async () => {
    await openAccountPage();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type('Nombre', 'Cambio sin guardar');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('leaves freely right after saving', async () => {
    const { router } = await openAccountPage();
    type('Nombre', 'Petrocentro Duero');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(stored.version).toBe(4));
    fireEvent.click(screen.getByRole('link', { name: 'Otra sección' }));
    expect(await screen.findByText('Otra página')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/otra');
  });
});

/** A list page whose record opens in a FormDialog. */
function Dialog() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <p>Lista de cuentas</p>
      <FormDialog opened={opened} onClose={() => setOpened(false)} title="Cuenta comercial">
        <AccountForm account={stored} onReload={() => undefined} />
      </FormDialog>
    </>
  );
}
describe('a dialog holding a form', () => {
  const dialog = () => screen.queryByRole('dialog', { name: 'Cuenta comercial' });
  const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

  it('closes on Esc at once when nothing was typed', async () => {
    renderPage(<Dialog />);
    await screen.findByRole('dialog', { name: 'Cuenta comercial' });
    pressEscape();
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('asks before Esc discards what was typed, and keeps it when told to', async () => {
    renderPage(<Dialog />);
    await screen.findByRole('dialog', { name: 'Cuenta comercial' });
    type('Nombre', 'Algo escrito');
    pressEscape();
    expect(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull());
    expect(input('Nombre').value).toBe('Algo escrito');
    pressEscape();
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('asks before a click outside discards what was typed', async () => {
    renderPage(<Dialog />);
    await screen.findByRole('dialog', { name: 'Cuenta comercial' });
    type('Nombre', 'Algo escrito');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay as Element);
    expect(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).toBeTruthy();
    expect(dialog()).not.toBeNull();
  });

  it('takes the browser’s Back as closing the dialog, asking first, and stays on the page', async () => {
    const { router } = renderPage(<Dialog />, { path: '/lista', url: '/lista' });
    await act(() => router.navigate('/lista?q=gil'));
    await screen.findByRole('dialog', { name: 'Cuenta comercial' });
    type('Nombre', 'Algo escrito');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=gil');
    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(router.state.location.search).toBe('?q=gil');
    expect(screen.getByText('Lista de cuentas')).toBeTruthy();
  });
});

describe('checking fields as they are left', () => {
  it('says nothing about a field only passed through, and checks it once it was changed', async () => {
    await openAccountPage();
    fireEvent.focus(input('NIF'));
    fireEvent.blur(input('NIF'));
    type('Nombre', '');
    fireEvent.blur(input('Nombre'));
    expect(await screen.findByText('Indique el nombre')).toBeTruthy();
    expect(input('NIF').getAttribute('aria-invalid')).toBe('false');
  });
});
