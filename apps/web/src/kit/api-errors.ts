import { ErrorCode, MESSAGES } from '@ac/shared';
import type { z } from 'zod';
import { HttpError } from '../lib/http';

export const CONFLICT_MESSAGE =
  'El registro ha sido modificado por otra persona mientras lo editaba. Recargue para ver los cambios y vuelva a aplicar los suyos.';

export interface ErrorView {
  kind: 'fields' | 'conflict' | 'forbidden' | 'notFound' | 'other';
  /** A sentence for the user, in Spanish. */
  message: string;
  /** Field name → message, for the inputs. */
  fields: Record<string, string>;
}

/** What a failed write means to a form: field errors to show, a conflict to reload, or a message. */
export function describeError(error: unknown): ErrorView {
  if (!(error instanceof HttpError)) {
    return { kind: 'other', message: 'Ha ocurrido un error inesperado.', fields: {} };
  }
  if (error.status === 0) return { kind: 'other', message: 'Sin conexión con el servidor.', fields: {} };
  // Spec §8: an HTTP error whose errorCode is not above 0 is the generic connection error, never the
  // server's own (English) status text.
  if (!(error.errorCode > 0)) return { kind: 'other', message: `${MESSAGES.connectionGeneric}.`, fields: {} };
  // Of the API's 409s only a stale edit (reason 'version') is fixed by reloading.
  if (error.status === 409 && error.errorCode === ErrorCode.conflict && error.reason === 'version') {
    return { kind: 'conflict', message: CONFLICT_MESSAGE, fields: {} };
  }
  // A 400, or a 409 about a value another record has (a duplicate), names its fields: they go on the inputs.
  if ((error.status === 400 || error.status === 409) && error.fields && Object.keys(error.fields).length) {
    return {
      kind: 'fields',
      message: error.message || 'Revise los campos marcados.',
      fields: { ...error.fields },
    };
  }
  if (error.status === 403) {
    return { kind: 'forbidden', message: error.message || 'No tiene permiso para esta acción.', fields: {} };
  }
  if (error.status === 404) {
    return { kind: 'notFound', message: error.message || 'El registro ya no existe.', fields: {} };
  }
  return { kind: 'other', message: error.message || `Error ${error.status}`, fields: {} };
}

/** Zod issues keyed by their top-level field (the first message of each field wins). */
export function fieldsFromZod(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The message of the field `name`, or of a nested path below it (`scopes.0.idgrupo`). */
export function errorFor(fields: Record<string, string>, name: string): string | undefined {
  if (fields[name]) return fields[name];
  const nested = Object.keys(fields).find((k) => k.startsWith(`${name}.`));
  return nested ? fields[nested] : undefined;
}
