import type { z } from 'zod';

/** Whether answers are checked against their schema: while developing and in tests, not in production. */
const CHECK = import.meta.env.DEV;

/** An API answer whose shape differs from its shared schema (development and tests only). */
export class ResponseShapeError extends Error {
  constructor(path: string, issues: readonly z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`)
      .join('; ');
    super(`La respuesta de ${path} no tiene la forma esperada: ${where}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * `body` typed by `schema`. In development it is checked (a wire change the web did not follow fails
 * loudly where it happens); in production it is trusted, so lists of thousands of rows cost nothing.
 */
export function checkResponse<S extends z.ZodType>(
  schema: S | undefined,
  body: unknown,
  path = '',
): z.output<S> {
  if (CHECK && schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ResponseShapeError(path, parsed.error.issues);
  }
  return body as z.output<S>;
}
