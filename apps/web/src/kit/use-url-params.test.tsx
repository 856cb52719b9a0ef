import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lastMonths } from './date-presets';
import { putRange, rangeIn, useUrlParams } from './use-url-params';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/auditoria?datesince=2026-01-01']}>{children}</MemoryRouter>
);

const setParam = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return next;
};

describe('useUrlParams', () => {
  it('keeps both of two updates made before the next render (two filters firing together)', () => {
    const { result } = renderHook(() => useUrlParams(), { wrapper: inRouter });
    act(() => {
      const [, update] = result.current;
      update(setParam('recurso', 'cliente'), { replace: true });
      update(setParam('accion', 'modificacion'), { replace: true });
    });
    const [params] = result.current;
    expect(params.toString()).toBe('datesince=2026-01-01&recurso=cliente&accion=modificacion');
  });

  it('an updater kept from an older render still starts from the current URL', () => {
    const { result } = renderHook(() => useUrlParams(), { wrapper: inRouter });
    const [, stale] = result.current;
    act(() => result.current[1](setParam('usuario', 'admin')));
    act(() => stale(setParam('recurso', 'cliente')));
    expect(result.current[0].get('usuario')).toBe('admin');
    expect(result.current[0].get('recurso')).toBe('cliente');
  });
});

describe('a period in the URL', () => {
  it('reads desde and hasta, the last months when absent or not a day, and writes both', () => {
    expect(rangeIn(new URLSearchParams('desde=2026-11-01&hasta=2026-11-30'))).toEqual({
      since: '2026-11-01',
      to: '2026-11-30',
    });
    expect(rangeIn(new URLSearchParams('desde=ayer'))).toEqual(lastMonths());
    expect(
      putRange(new URLSearchParams('tab=tickets'), { since: '2026-01-01', to: '2026-01-31' }).toString(),
    ).toBe('tab=tickets&desde=2026-01-01&hasta=2026-01-31');
  });
});
