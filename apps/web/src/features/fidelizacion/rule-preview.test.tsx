import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, signIn } from '../../kit/test-support';
import { RulePreview } from './rule-preview';

const STATION = {
  idcuentacomercial: 1,
  idgrupo: 1,
  grupo: 'Grupo Meseta',
  idempresa: 1,
  empresa: 'Petrocentro',
  idlocal: 6,
  local: 'E.S. Benavente',
};
// The rest of the rule takes the schema's defaults (every product, station and day; priority 10).
const RULE = { idgrupo: 1, nombre: 'Un punto por euro', tipo: 'puntos por euro', valor: 1 };

describe('the rule preview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is calculating until the first answer, instead of a ticket of 0 points', async () => {
    await signIn(['can_view_fidelizacion'], [STATION]);
    const calls = fakeApi((req) => {
      if (req.path === '/v1/products')
        return {
          body: { total: 1, products: [{ idproducto: 7, descripcion: 'Gasóleo A', unidad: 'litro' }] },
        };
      if (req.path === '/v1/loyaltyrules/preview')
        return {
          body: {
            puntos: 60,
            reglas: [
              {
                id: 1,
                nombre: RULE.nombre,
                tipo: RULE.tipo,
                prioridad: 10,
                puntos: 60,
                aplica: true,
                motivo: '',
              },
            ],
          },
        };
      return undefined;
    });
    renderPage(<RulePreview idgrupo={1} idregla={1} regla={RULE} />);
    expect(screen.getByTestId('puntos-ticket').textContent).toBe('Puntos del ticket: …');
    expect(await screen.findByText('Calculando…')).toBeTruthy();
    expect(await screen.findByText('Puntos del ticket: 60')).toBeTruthy();
    expect(screen.queryByText('Calculando…')).toBeNull();
    const asked = calls.find((c) => c.path === '/v1/loyaltyrules/preview');
    expect(asked?.body).toMatchObject({
      idgrupo: 1,
      ticket: { idlocal: 6, lineas: [{ idproducto: 7, importe: 60 }] },
    });
  });
});
