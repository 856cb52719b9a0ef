import type { AppUser, Permission, ScopeEntry } from '@ac/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { setConfig } from '../lib/config';
import { sessionStore } from '../lib/session';
import { testLogin } from '../lib/test-login';
import { WorkAreaProvider } from '../work-area/work-area-context';

/**
 * Helpers of the kit's component tests: the real kit, lib/http and session over a fake network
 * (`fetch` answered by the test as the API would), inside the providers the app mounts.
 */

export interface FakeRequest {
  method: string;
  /** Without the `/api` base: `/v1/customers`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** `fetch` answered by `handler` (404 when it returns nothing); returns the requests seen. */
export function fakeApi(handler: (req: FakeRequest) => FakeResponse | undefined): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const req: FakeRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(req);
      const res = handler(req) ?? { status: 404, body: { errorCode: 3, message: 'No existe' } };
      return new Response(JSON.stringify(res.body ?? {}), {
        status: res.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** An app user as the API lists it: `nombre` Gil, `id * 10` points. */
export const appUser = (id: number, nombre: string): AppUser => ({
  id,
  idgrupo: 1,
  idcliente: null,
  nombre,
  apellidos: 'Gil',
  email: `u${id}@correo-demo.es`,
  telefono: '',
  dni: '',
  activo: true,
  verificado: false,
  fechaalta: '2026-01-05',
  ultimoacceso: null,
  puntos: id * 10,
  version: 1,
});

/** A signed-in user holding `permissions`, whose scope is `scope`. */
export async function signIn(permissions: Permission[], scope: ScopeEntry[] = []): Promise<void> {
  setConfig({ endpoint: '/api', loginEndpoint: '/api', sessiontimeout: 3_600_000 });
  const login = testLogin(permissions, scope);
  await sessionStore.signIn(login, { email: 'ana@demo.es', enabled: false });
}

/**
 * Renders `element` at `url` (matched by `path`) with Mantine, the modals manager, a fresh query
 * client, the work area and a memory router; `others` are more routes (where a link leads).
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    url = path,
    others = [],
  }: { path?: string; url?: string; others?: { path: string; element: ReactNode }[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element }, ...others], { initialEntries: [url] });
  const view = render(
    <MantineProvider env="test">
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
        <WorkAreaProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </WorkAreaProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
