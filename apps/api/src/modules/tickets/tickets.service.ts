import { DECLINE_EXPLANATIONS } from '@ac/shared';

/** A denied operation carries its reason in a sentence a person understands. */
export function explainOperation(o: Record<string, unknown>) {
  const motivo = String(o.motivo ?? '');
  return {
    ...o,
    explicacion: o.resultado === 'denegada' ? (DECLINE_EXPLANATIONS[motivo] ?? motivo) : '',
  };
}
