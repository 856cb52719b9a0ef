import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, RouteError, reloadForStaleChunk } from './route-error';
import { routes } from './router';

const chromeStale = new TypeError(
  'Failed to fetch dynamically imported module: https://centro.example/assets/clientes-page-CLaMZK8g.js',
);

function Boom(): never {
  throw new Error('Cannot read properties of undefined (reading "nombre")');
}

describe('the router error page', () => {
  it('is on every route, so no render error reaches React Router’s English developer page', () => {
    const all = (list: typeof routes): typeof routes => list.flatMap((r) => [r, ...all(r.children ?? [])]);
    const withElement = all(routes).filter((r) => r.path !== '*');
    for (const route of withElement) expect(route.errorElement, route.path ?? 'index').toBeDefined();
  });

  it('says in Spanish that something failed, with Recargar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Algo ha fallado al mostrar esta página')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('recognises a chunk gone after a deploy, in each browser’s words', () => {
    expect(isStaleChunkError(chromeStale)).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once for a stale chunk, not again if the reload did not help', () => {
    const reload = vi.fn();
    const storage = window.sessionStorage;
    expect(reloadForStaleChunk(chromeStale, { storage, now: 1_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails the same way at once: the fallback stays instead of a loop.
    expect(reloadForStaleChunk(chromeStale, { storage, now: 1_005_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, minutes after: reloads again.
    expect(reloadForStaleChunk(chromeStale, { storage, now: 1_200_000, reload })).toBe(true);
    expect(reloadForStaleChunk(new Error('other'), { storage, now: 9_999_999, reload })).toBe(false);
  });
});
