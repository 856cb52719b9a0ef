import { describe, expect, it } from 'vitest';
import { priceChangeText } from './price-grid';

describe('the price now at the ticked stations and the change typed', () => {
  it('says the price of one station and the change, signed', () => {
    expect(priceChangeText([1.372], null)?.text).toBe('Ahora en la estación marcada: 1,372 €/l.');
    expect(priceChangeText([1.372], 1.352)).toEqual({
      text: 'Ahora en la estación marcada: 1,372 €/l; cambio −0,020 €/l.',
      large: false,
    });
  });

  it('gives a range over several stations, and marks a change of more than a tenth (a typo)', () => {
    expect(priceChangeText([1.511, 1.372, 1.457], 1.459)?.text).toBe(
      'Ahora en las estaciones marcadas: de 1,372 a 1,511 €/l; cambio de −0,052 a +0,087 €/l.',
    );
    const typo = priceChangeText([1.511, 1.372], 14.59);
    expect(typo?.large).toBe(true);
    expect(typo?.text).toContain('(más de un 10 %)');
  });

  it('says nothing when no ticked station sells the product', () => {
    expect(priceChangeText([], 1.4)).toBeNull();
  });
});
