import type { ScopeEntry, ScopeState } from '@ac/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorkAreaDraft } from './work-area-panel';
import { searchGroups } from './work-area-reducer';

const entry = (idgrupo: number, grupo: string, idempresa: number, empresa: string): ScopeEntry => ({
  idcuentacomercial: idgrupo * 10,
  idgrupo,
  grupo,
  idempresa,
  empresa,
  idlocal: 0,
  local: '',
});
const NORTE = entry(1, 'Grupo Norte', 11, 'Petróleos Duero');
const SUR = entry(2, 'Grupo Sur', 21, 'Energía Bética');
const CONFIRMED: ScopeState = {
  grupo: 1,
  empresa: 0,
  local: 0,
  idcuentacomercial: 10,
  nombre: 'Grupo Norte',
};

describe('useWorkAreaDraft', () => {
  it('keeps a pick not yet confirmed when the scope data changes, and drops it when it leaves the scope', () => {
    const { result, rerender } = renderHook(({ scope, entries }) => useWorkAreaDraft(scope, entries), {
      initialProps: { scope: CONFIRMED, entries: [NORTE, SUR] },
    });
    expect(result.current[0].grupo).toBe(1);
    const sur = searchGroups([SUR])[0]!;
    act(() => result.current[1]({ type: 'selectGroup', group: sur }));
    expect(result.current[0].grupo).toBe(2);

    // New scope data (a station added elsewhere): the draft pick stays.
    rerender({ scope: CONFIRMED, entries: [NORTE, SUR, entry(3, 'Grupo Este', 31, 'Levante')] });
    expect(result.current[0]).toMatchObject({ grupo: 2, grupoName: 'Grupo Sur' });

    // The picked group left the user's scope: the pick goes.
    rerender({ scope: CONFIRMED, entries: [NORTE] });
    expect(result.current[0].grupo).toBe(0);
  });

  it('starts again from a newly confirmed scope', () => {
    const entries = [NORTE, SUR];
    const { result, rerender } = renderHook(({ scope }) => useWorkAreaDraft(scope, entries), {
      initialProps: { scope: CONFIRMED as ScopeState | null },
    });
    act(() => result.current[1]({ type: 'clearGroup' }));
    expect(result.current[0].grupo).toBe(0);
    rerender({ scope: { ...CONFIRMED, grupo: 2, idcuentacomercial: 20, nombre: 'Grupo Sur' } });
    expect(result.current[0]).toMatchObject({ grupo: 2, grupoName: 'Grupo Sur' });
  });
});
