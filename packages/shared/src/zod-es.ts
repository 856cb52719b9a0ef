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

/** What a value of the wrong kind should have been, said plainly (zod says 'se esperaba int'). */
const kinds: Record<string, string> = {
  number: 'Debe ser un número',
  int: 'Debe ser un número entero',
  string: 'Debe ser un texto',
  boolean: 'Debe ser true o false',
  array: 'Debe ser una lista',
  object: 'Debe ser un objeto',
  date: 'Debe ser una fecha',
};

/** A missing value, a value of the wrong kind, or one not among the choices, said as a form says it. */
function valueMessage(iss: z.core.$ZodRawIssue): string | undefined {
  if (iss.code === 'invalid_type')
    return iss.input === undefined || iss.input === null
      ? 'Este campo no puede estar vacío.'
      : kinds[iss.expected];
  if (iss.code === 'invalid_value')
    return iss.values.length === 1
      ? `Debe ser ${String(iss.values[0])}`
      : `Debe ser uno de: ${iss.values.map(String).join(', ')}`;
  // A whole number past what JavaScript counts exactly (1e308 as an id).
  if (iss.code === 'too_big' && iss.origin === 'int' && Number(iss.maximum) >= Number.MAX_SAFE_INTEGER)
    return 'Número demasiado grande';
  return undefined;
}

z.config({ customError: (iss) => valueMessage(iss) ?? limitMessage(iss) });
