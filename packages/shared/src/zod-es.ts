import { z } from 'zod';

// Zod's own messages in Spanish, on the server and in the browser alike.
z.config(z.locales.es());

const number = (n: number | bigint) => n.toLocaleString('es-ES');
const units: Record<string, string> = { string: 'caracteres', array: 'elementos', set: 'elementos' };

/**
 * A limit written without a message of its own, said as a form says it ('Como máximo 120 caracteres')
 * rather than zod's 'Demasiado grande: se esperaba que texto tuviera <=120 caracteres'.
 */
function limitMessage(iss: z.core.$ZodRawIssue): string | undefined {
  if (iss.code !== 'too_big' && iss.code !== 'too_small') return undefined;
  const big = iss.code === 'too_big';
  const limit = number(big ? iss.maximum : iss.minimum);
  const unit = units[iss.origin];
  if (unit) {
    if (iss.exact) return `Debe tener ${limit} ${unit}`;
    if (big) return `Como máximo ${limit} ${unit}`;
    return Number(iss.minimum) <= 1 ? 'No puede estar vacío' : `Como mínimo ${limit} ${unit}`;
  }
  if (iss.origin !== 'number' && iss.origin !== 'int') return undefined;
  if (big) return iss.inclusive ? `Como máximo ${limit}` : `Debe ser menor que ${limit}`;
  if (!iss.inclusive) return `Debe ser mayor que ${limit}`;
  return Number(iss.minimum) === 0 ? 'No puede ser negativo' : `Como mínimo ${limit}`;
}

z.config({ customError: limitMessage });
