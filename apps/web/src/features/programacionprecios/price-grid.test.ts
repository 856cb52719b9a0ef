import { describe, expect, it } from 'vitest';
import { laterPendingText, priceChangeText } from './price-grid';

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

describe('a new price before a change already pending', () => {
  it('says where a later change will end it, from the first one', () => {
    const pending = [
      { local: 'E.S. Tordesillas', fechaefectiva: '2026-12-01T06:00' },
      { local: 'E.S. Medina', fechaefectiva: '2026-12-02T06:00' },
      { local: 'E.S. Olmedo', fechaefectiva: '2026-11-29T06:00' },
    ];
    expect(laterPendingText(pending, '2026-11-30T06:00')).toBe(
      'En 2 estaciones hay otro cambio pendiente después (desde el 01/12/2026 06:00): este precio solo durará hasta entonces. Si no debe aplicarse, cancélelo en Cambios programados.',
    );
    expect(laterPendingText(pending.slice(1), '2026-11-30T06:00')).toMatch(
      /^En E\.S\. Medina hay otro cambio/,
    );
    expect(laterPendingText(pending, '2026-12-03T06:00')).toBeNull();
    expect(laterPendingText(pending, null)).toBeNull();
  });
});
