import type { FastifyInstance } from 'fastify';
import { validationError } from '../lib/http-error';

const NUL_MESSAGE = 'No se admite el carácter nulo (\\u0000)';
const MAX_REPORTED = 10;

/** The paths ("a.b.0") of the strings and keys holding a NUL; iterative, so deep nesting cannot overflow. */
export function nulPaths(root: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length && found.length < MAX_REPORTED) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(path);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\0')) found.push(at.replaceAll('\0', '\\u0000'));
        else stack.push([child, at]);
      }
    }
  }
  return found;
}

/**
 * PostgreSQL cannot store a NUL in text: every route, with a session or without, refuses one in the path,
 * the query or the body before anything reads it.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const fields: Record<string, string> = {};
    for (const source of [req.params, req.query, req.body]) {
      for (const path of nulPaths(source)) fields[path || '_'] ??= NUL_MESSAGE;
    }
    if (Object.keys(fields).length) throw validationError(fields);
  });
}
